import type { Suscription } from '@schemas/api/plans';
import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '@ui/Card';
import { messages } from '../../messages';
import { formatDay, formatMoney } from '../payment/formatMoney';
import { subscriptionMessages as texts } from './subscriptionMessages';

// The account's plan, why it has it and its payment state, its price and renewal, and the card
// (brand and last 4 digits) with the actions on it.
export function CurrentPlanCard({
  suscription,
  busy,
  onPayNow,
  onChangeCard,
  onDeleteCard,
}: {
  suscription: Suscription;
  busy: string | null;
  onPayNow: () => void;
  onChangeCard: () => void;
  onDeleteCard: () => void;
}) {
  const owes =
    suscription.paymentStatus === 'payment_failed' || suscription.paymentStatus === 'past_due';
  return (
    <Card>
      <CardHeader>
        <CardTitle>{texts.title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {suscription.paymentStatus === 'payment_failed' && (
          <Alert tone="error" title={messages.errors.paymentInvalid}>
            <p>{texts.paymentFailedHint}</p>
          </Alert>
        )}
        {suscription.paymentStatus === 'past_due' && (
          <Alert tone="warning">{texts.pastDueHint}</Alert>
        )}
        <dl className="grid gap-3 sm:grid-cols-3">
          <div className="rounded-lg border p-4">
            <dt className="text-sm text-muted-foreground">{texts.currentPlan}</dt>
            <dd className="text-xl font-semibold" data-testid="plan-label">
              {suscription.label}
            </dd>
            <dd className="text-sm">{texts.billing[suscription.billing]}</dd>
            {suscription.paymentStatus !== 'none' && (
              <dd className="text-sm text-muted-foreground">
                {texts.paymentStatus[suscription.paymentStatus]}
              </dd>
            )}
          </div>
          <div className="rounded-lg border p-4">
            <dt className="text-sm text-muted-foreground">{texts.priceTitle}</dt>
            <dd className="text-xl font-semibold">
              {suscription.billing === 'donated' || suscription.billing === 'complimentary'
                ? texts.noCharge
                : suscription.price === null
                  ? texts.contactUs
                  : suscription.price === 0
                    ? texts.free
                    : texts.price(formatMoney(suscription.price))}
            </dd>
            {suscription.renewsAt && (
              <dd className="text-sm">{texts.renewsOn(formatDay(suscription.renewsAt))}</dd>
            )}
            {suscription.cancelAtPeriodEnd && suscription.currentPeriodEnd && (
              <dd className="text-sm">{texts.endsOn(formatDay(suscription.currentPeriodEnd))}</dd>
            )}
            {suscription.pendingPlan && suscription.currentPeriodEnd && (
              <dd className="text-sm">
                {texts.changesOn(
                  suscription.pendingPlan.label,
                  formatDay(suscription.currentPeriodEnd),
                )}
              </dd>
            )}
          </div>
          <div className="rounded-lg border p-4">
            <dt className="text-sm text-muted-foreground">{texts.cardTitle}</dt>
            <dd className="text-sm" data-testid="card-summary">
              {suscription.card
                ? texts.card(
                    suscription.card.brand,
                    suscription.card.last4,
                    suscription.card.expiryMonth,
                    suscription.card.expiryYear,
                  )
                : texts.noCard}
            </dd>
          </div>
        </dl>
        <div className="flex flex-wrap gap-2">
          {owes && (
            <Button onClick={onPayNow} busy={busy === 'pay'}>
              {texts.payNow}
            </Button>
          )}
          <Button variant="outline" onClick={onChangeCard} busy={busy === 'card'}>
            {suscription.card ? texts.changeCard : texts.addCard}
          </Button>
          {suscription.card && (
            <Button variant="ghost" onClick={onDeleteCard}>
              {texts.deleteCard}
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
