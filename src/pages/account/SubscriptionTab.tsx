import type { SubscriptionAnswer } from '@schemas/api/plans';
import { Alert } from '@ui/Alert';
import { buttonVariants } from '@ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '@ui/Card';
import { Spinner } from '@ui/Spinner';
import { Link } from 'wouter';
import { useApiQuery } from '../../api/useApiQuery';
import { formatUsd } from '../../lib/formatUsd';
import { messages } from '../../messages';
import { accountMessages } from './accountMessages';

export function SubscriptionTab() {
  const { data, error, loading } = useApiQuery<SubscriptionAnswer>(
    'documents/getSuscriptionStatus',
  );
  const subscription = data?.suscription;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{accountMessages.subscription.title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {loading && <Spinner label={messages.common.loading} />}
        {error && <Alert tone="error">{error}</Alert>}
        {subscription && (
          <dl className="grid gap-3 sm:grid-cols-3">
            <div className="rounded-lg border p-4">
              <dt className="text-sm text-muted-foreground">
                {accountMessages.subscription.title}
              </dt>
              <dd className="text-xl font-semibold">{subscription.label}</dd>
              <dd className="text-sm">
                {accountMessages.subscription.status[subscription.status]}
              </dd>
            </div>
            <div className="rounded-lg border p-4">
              <dt className="text-sm text-muted-foreground">Precio</dt>
              <dd className="text-xl font-semibold">
                {subscription.price === null
                  ? accountMessages.subscription.contactUs
                  : subscription.price === 0
                    ? accountMessages.subscription.free
                    : accountMessages.subscription.price(formatUsd(subscription.price))}
              </dd>
            </div>
            <div className="rounded-lg border p-4">
              <dt className="text-sm text-muted-foreground">
                {accountMessages.tabs['Cuentas anidadas']}
              </dt>
              <dd className="text-sm">
                {accountMessages.subscription.operators(
                  subscription.operatorAccounts.used,
                  subscription.operatorAccounts.limit,
                )}
              </dd>
            </div>
          </dl>
        )}
        <div>
          <Link href="~/#precios" className={buttonVariants({ variant: 'outline' })}>
            {accountMessages.subscription.changePlan}
          </Link>
        </div>
      </CardContent>
    </Card>
  );
}
