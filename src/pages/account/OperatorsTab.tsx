import type { OperatorAccount } from '@schemas/api/operators';
import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@ui/Card';
import { Dialog, DialogContent } from '@ui/Dialog';
import { Field } from '@ui/Field';
import { Input } from '@ui/Input';
import { ListCell, ListRow, ListTable } from '@ui/ListTable';
import { Spinner } from '@ui/Spinner';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { Link } from 'wouter';
import { apiAtom } from '../../api/apiAtom';
import { errorMessage } from '../../api/apiErrors';
import { useApiQuery } from '../../api/useApiQuery';
import { useForm } from '../../forms/useForm';
import { isEmail, isRequired } from '../../forms/validators';
import { messages } from '../../messages';
import { notifyAtom } from '../../notifications/notificationsAtoms';
import { accountMessages } from './accountMessages';

// Cuentas anidadas: the creator's operators, the plan's limit shown here and enforced by the
// server (a refusal names the limit).
export function OperatorsTab() {
  const api = useAtomValue(apiAtom);
  const notify = useSetAtom(notifyAtom);
  const { data, error, loading, reload } = useApiQuery('GET documents/getAccountsv2');
  const [creating, setCreating] = useState(false);
  const [toggleError, setToggleError] = useState<string | null>(null);
  const atLimit = data ? data.used >= data.limit : false;
  const texts = accountMessages.operators;

  const form = useForm({
    initial: { firstName: '', lastName: '', email: '' },
    validators: { firstName: isRequired, lastName: isRequired, email: isEmail },
    submit: async (values) => {
      await api?.call('POST users/createOpeAccount', {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
      });
      notify({ tone: 'success', text: accountMessages.operators.created(values.email.trim()) });
      setCreating(false);
      reload();
    },
  });

  const toggle = (account: OperatorAccount) => {
    setToggleError(null);
    api
      ?.call('POST users/updateOpeProfile', {
        userId: account.userId,
        is_deleted: !account.is_deleted,
      })
      .then(() => reload())
      .catch((failure: unknown) => setToggleError(errorMessage(failure)));
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{accountMessages.operators.title}</CardTitle>
        <CardDescription>{accountMessages.operators.intro}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {loading && <Spinner label={messages.common.loading} />}
        {error && <Alert tone="error">{error}</Alert>}
        {toggleError && <Alert tone="error">{toggleError}</Alert>}
        {data && (
          <>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-muted-foreground">
                {accountMessages.operators.usage(data.used, data.limit)}
              </p>
              <Button onClick={() => setCreating(true)} disabled={atLimit}>
                {accountMessages.operators.create}
              </Button>
            </div>
            {atLimit && <Alert tone="info">{accountMessages.operators.limitReached}</Alert>}
            {data.accounts.length === 0 ? (
              <p className="text-sm text-muted-foreground">{accountMessages.operators.none}</p>
            ) : (
              <ListTable columns={[texts.name, messages.auth.email, texts.status, '']}>
                {data.accounts.map((account) => (
                  <ListRow key={account.userId} className="align-middle">
                    <ListCell label={texts.name}>
                      {account.firstName} {account.lastName}
                    </ListCell>
                    <ListCell label={messages.auth.email} className="break-all">
                      {account.email}
                    </ListCell>
                    <ListCell label={texts.status}>
                      {account.is_deleted
                        ? texts.disabled
                        : account.hasPassword
                          ? texts.enabled
                          : texts.pending}
                    </ListCell>
                    <ListCell label="">
                      <div className="flex gap-2 md:justify-end">
                        <Link
                          href={`/account/Cuentas anidadas/editar_cuenta/${account.userId}`}
                          className="rounded px-2 py-1 text-primary hover:underline max-md:ps-0"
                        >
                          {texts.edit}
                        </Link>
                        <Button variant="outline" size="sm" onClick={() => toggle(account)}>
                          {account.is_deleted ? texts.enable : texts.disable}
                        </Button>
                      </div>
                    </ListCell>
                  </ListRow>
                ))}
              </ListTable>
            )}
          </>
        )}
        <Dialog open={creating} onOpenChange={setCreating}>
          <DialogContent
            title={accountMessages.operators.createTitle}
            description={accountMessages.operators.createHint}
          >
            <form onSubmit={form.onSubmit} noValidate className="grid gap-4">
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
              <Field label={messages.auth.email} error={form.errors.email}>
                <Input
                  type="email"
                  value={form.values.email}
                  onChange={(e) => form.set('email', e.target.value)}
                  onBlur={() => form.touch('email')}
                />
              </Field>
              {form.formError && <Alert tone="error">{form.formError}</Alert>}
              <div className="flex justify-end gap-2">
                <Button type="button" variant="ghost" onClick={() => setCreating(false)}>
                  {messages.common.cancel}
                </Button>
                <Button type="submit" busy={form.submitting}>
                  {messages.common.send}
                </Button>
              </div>
            </form>
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
