import type { OperatorAccount } from '@schemas/api/operators';
import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '@ui/Card';
import { Field } from '@ui/Field';
import { Input } from '@ui/Input';
import { Spinner } from '@ui/Spinner';
import { Switch } from '@ui/Switch';
import { useAtomValue, useSetAtom } from 'jotai';
import { Link, useLocation, useParams } from 'wouter';
import { apiAtom } from '../../api/apiAtom';
import { useApiQuery } from '../../api/useApiQuery';
import { useForm } from '../../forms/useForm';
import { isRequired } from '../../forms/validators';
import { messages } from '../../messages';
import { notifyAtom } from '../../notifications/notificationsAtoms';
import { accountMessages } from './accountMessages';

// /app/account/Cuentas anidadas/editar_cuenta/{accountId}
export default function OperatorEditPage() {
  const { accountId } = useParams<{ accountId: string }>();
  const { data, error, loading } = useApiQuery('GET documents/getAccountsv2');
  const account = data?.accounts.find((candidate) => candidate.userId === accountId);
  return (
    <div className="grid gap-6">
      <Link href="/account/Cuentas anidadas" className="text-sm text-primary hover:underline">
        ← {accountMessages.operators.back}
      </Link>
      {loading && <Spinner label={messages.common.loading} />}
      {error && <Alert tone="error">{error}</Alert>}
      {data && !account && <Alert tone="error">{accountMessages.operators.notFound}</Alert>}
      {account && <OperatorForm account={account} />}
    </div>
  );
}

function OperatorForm({ account }: { account: OperatorAccount }) {
  const api = useAtomValue(apiAtom);
  const notify = useSetAtom(notifyAtom);
  const [, navigate] = useLocation();
  const form = useForm({
    initial: {
      firstName: account.firstName,
      lastName: account.lastName,
      phone: account.phone ?? '',
      enabled: !account.is_deleted,
    },
    validators: { firstName: isRequired, lastName: isRequired },
    submit: async (values) => {
      await api?.call('POST users/updateOpeProfile', {
        userId: account.userId,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        phone: values.phone.trim() || null,
        is_deleted: !values.enabled,
      });
      notify({ tone: 'success', text: accountMessages.operators.saved });
      navigate('/account/Cuentas anidadas');
    },
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{accountMessages.operators.editTitle}</CardTitle>
        <p className="text-sm text-muted-foreground">{account.email}</p>
      </CardHeader>
      <CardContent>
        <form onSubmit={form.onSubmit} noValidate className="grid gap-4 sm:max-w-xl">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={messages.auth.firstName} error={form.errors.firstName}>
              <Input
                value={form.values.firstName}
                onChange={(e) => form.set('firstName', e.target.value)}
                onBlur={() => form.touch('firstName')}
              />
            </Field>
            <Field label={messages.auth.lastName} error={form.errors.lastName}>
              <Input
                value={form.values.lastName}
                onChange={(e) => form.set('lastName', e.target.value)}
                onBlur={() => form.touch('lastName')}
              />
            </Field>
          </div>
          <Field label={messages.auth.phone}>
            <Input
              type="tel"
              value={form.values.phone}
              onChange={(e) => form.set('phone', e.target.value)}
            />
          </Field>
          <div className="flex items-center gap-3 text-sm font-medium">
            <Switch
              id="operator-enabled"
              checked={form.values.enabled}
              onCheckedChange={(checked) => form.set('enabled', checked)}
            />
            <label htmlFor="operator-enabled">
              {form.values.enabled
                ? accountMessages.operators.enabled
                : accountMessages.operators.disabled}
            </label>
          </div>
          {form.formError && <Alert tone="error">{form.formError}</Alert>}
          <div>
            <Button type="submit" busy={form.submitting}>
              {messages.common.save}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
