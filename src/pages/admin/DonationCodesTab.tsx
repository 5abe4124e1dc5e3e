import type { DonatedAccount } from '@schemas/api/donations';
import { donationDescriptionMaxLength } from '@schemas/api/fieldLimits';
import type { Plan } from '@schemas/api/plans';
import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@ui/Card';
import { Field } from '@ui/Field';
import { Input, NativeSelect } from '@ui/Input';
import { ListCell, ListRow, ListTable } from '@ui/ListTable';
import { Spinner } from '@ui/Spinner';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { apiAtom } from '../../api/apiAtom';
import { errorMessage } from '../../api/apiErrors';
import { useApiQuery } from '../../api/useApiQuery';
import { useForm } from '../../forms/useForm';
import { isRequired } from '../../forms/validators';
import { messages } from '../../messages';
import { adminMessages } from './adminMessages';

export function DonationCodesTab() {
  const api = useAtomValue(apiAtom);
  const texts = adminMessages.codes;
  const list = useApiQuery('GET users/getDonatedAccounts');
  const plans = useApiQuery('GET users/getAllPlans', { auth: false });
  const [created, setCreated] = useState<DonatedAccount | null>(null);
  const [rowError, setRowError] = useState<string | null>(null);
  const grantable = (plans.data?.plans ?? []).filter((plan) => plan.namePlan !== 'explorador');

  const flip = (code: DonatedAccount) => {
    setRowError(null);
    api
      ?.call('POST users/updateDonatedAcc', { code: code.code_donation })
      .then(() => list.reload())
      .catch((error: unknown) => setRowError(errorMessage(error)));
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{adminMessages.tabs.codigos}</CardTitle>
        <CardDescription>{texts.intro}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <CreateCodeForm
          key={created?.donated_accounts_id ?? 'first'}
          plans={grantable}
          onCreated={(code) => {
            setCreated(code);
            list.reload();
          }}
        />
        {created && (
          <Alert tone="success" title={texts.created}>
            <code
              className="select-all break-all font-mono text-base"
              data-testid="new-donation-code"
            >
              {created.code_donation}
            </code>
          </Alert>
        )}
        {rowError && <Alert tone="error">{rowError}</Alert>}
        {list.loading && !list.data && <Spinner label={messages.common.loading} />}
        {list.error && <Alert tone="error">{list.error}</Alert>}
        {list.data &&
          (list.data.Message.value.length === 0 ? (
            <p className="text-sm text-muted-foreground">{texts.none}</p>
          ) : (
            <ListTable columns={[...Object.values(texts.columns), '']}>
              {list.data.Message.value.map((code) => (
                <ListRow key={code.donated_accounts_id}>
                  <ListCell label={texts.columns.code} className="font-mono text-xs break-all">
                    {code.code_donation}
                  </ListCell>
                  <ListCell label={texts.columns.plan}>{code.label}</ListCell>
                  <ListCell label={texts.columns.description}>{code.description}</ListCell>
                  <ListCell label={texts.columns.created} className="whitespace-nowrap">
                    {code.createDate}
                  </ListCell>
                  <ListCell label={texts.columns.state}>
                    {code.expired
                      ? texts.expired
                      : code.redeemedByEmail
                        ? texts.redeemedBy(code.redeemedByEmail)
                        : texts.available}
                  </ListCell>
                  <ListCell label="" className="md:text-end">
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => flip(code)}
                      aria-label={`${code.expired ? texts.reactivate : texts.expire} ${code.code_donation}`}
                    >
                      {code.expired ? texts.reactivate : texts.expire}
                    </Button>
                  </ListCell>
                </ListRow>
              ))}
            </ListTable>
          ))}
      </CardContent>
    </Card>
  );
}

// Keyed by the last code created, so a fresh form (empty, nothing flagged) follows each creation.
function CreateCodeForm({
  plans,
  onCreated,
}: {
  plans: Plan[];
  onCreated: (code: DonatedAccount) => void;
}) {
  const api = useAtomValue(apiAtom);
  const texts = adminMessages.codes;
  const form = useForm({
    initial: { description: '', statusAccount: 'corporativo' },
    validators: { description: isRequired },
    submit: async (values) => {
      if (!api) return;
      const answer = await api.call('POST users/createDonatedAcc', {
        description: values.description.trim(),
        statusAccount: values.statusAccount,
        expired: false,
      });
      onCreated(answer.Message.value);
    },
  });
  return (
    <>
      <form
        onSubmit={form.onSubmit}
        noValidate
        className="grid items-end gap-3 md:grid-cols-[1fr_12rem_auto]"
      >
        <Field label={texts.description} error={form.errors.description}>
          <Input
            value={form.values.description}
            onChange={(event) => form.set('description', event.target.value)}
            onBlur={() => form.touch('description')}
            maxLength={donationDescriptionMaxLength}
          />
        </Field>
        <Field label={texts.plan}>
          <NativeSelect
            value={form.values.statusAccount}
            onChange={(event) => form.set('statusAccount', event.target.value)}
          >
            {plans.map((plan) => (
              <option key={plan.namePlan} value={plan.namePlan}>
                {plan.label}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Button type="submit" busy={form.submitting}>
          {texts.create}
        </Button>
      </form>
      {form.formError && <Alert tone="error">{form.formError}</Alert>}
    </>
  );
}
