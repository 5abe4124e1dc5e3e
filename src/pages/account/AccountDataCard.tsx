import { formatDateAs } from '@engine/index';
import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@ui/Card';
import { Dialog, DialogContent } from '@ui/Dialog';
import { Field } from '@ui/Field';
import { Input } from '@ui/Input';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { apiAtom } from '../../api/apiAtom';
import { useApiQuery } from '../../api/useApiQuery';
import { signOutLocallyAtom } from '../../auth/authAtoms';
import { type FormState, useForm } from '../../forms/useForm';
import { isRequired } from '../../forms/validators';
import { messages } from '../../messages';
import { notifyAtom } from '../../notifications/notificationsAtoms';
import { accountDataMessages as text } from './accountDataMessages';

type Proof = { password: string; code: string };

// The owner's data rights: download everything the firm holds (a ZIP through a single-use link,
// which the browser saves as it arrives), and delete the account (closed at once, purged after
// 7 days unless reactivated). Both ask for the password, and the second factor's code when the
// owner has one.
export function AccountDataCard() {
  const api = useAtomValue(apiAtom);
  const signOut = useSetAtom(signOutLocallyAtom);
  const notify = useSetAtom(notifyAtom);
  const [, navigate] = useLocation();
  const twoFactor = useApiQuery('GET users/twoFactor');
  const withCode = twoFactor.data?.enabled === true;
  const [open, setOpen] = useState<'export' | 'delete' | null>(null);

  const proofOf = (values: Proof) => ({
    password: values.password,
    ...(withCode ? { code: values.code } : {}),
  });
  const validators = {
    password: isRequired,
    code: (value: unknown) => (withCode ? isRequired(value) : null),
  };
  const exporter = useForm<Proof>({
    initial: { password: '', code: '' },
    validators,
    submit: async (values) => {
      const answer = await api?.call('POST users/exportAccount', proofOf(values));
      if (!answer) return;
      // The link names the file (Content-Disposition): the browser downloads it in place.
      const link = document.createElement('a');
      link.href = answer.url;
      link.rel = 'noopener';
      link.download = '';
      document.body.append(link);
      link.click();
      link.remove();
      setOpen(null);
      exporter.set('password', '');
      exporter.set('code', '');
      notify({ tone: 'success', text: text.exportStarted });
    },
  });
  const deleter = useForm<Proof>({
    initial: { password: '', code: '' },
    validators,
    submit: async (values) => {
      const answer = await api?.call('POST users/deleteAccount', proofOf(values));
      if (!answer) return;
      const date = formatDateAs('longDateTime', answer.deletionDueAt);
      signOut();
      notify({ tone: 'success', text: text.deleted(date) });
      navigate('~/', { replace: true });
    },
  });

  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>{text.exportTitle}</CardTitle>
          <CardDescription>{text.exportHint}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button variant="outline" onClick={() => setOpen('export')}>
            {text.exportSubmit}
          </Button>
        </CardContent>
      </Card>
      <Card className="border-destructive/40">
        <CardHeader>
          <CardTitle>{text.deleteTitle}</CardTitle>
          <CardDescription>{text.deleteHint}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button variant="destructive" onClick={() => setOpen('delete')}>
            {text.deleteSubmit}
          </Button>
        </CardContent>
      </Card>
      <Dialog open={open === 'export'} onOpenChange={(next) => setOpen(next ? 'export' : null)}>
        <DialogContent title={text.exportTitle} description={text.exportHint}>
          <ProofForm
            form={exporter}
            withCode={withCode}
            submitLabel={text.exportConfirm}
            onCancel={() => setOpen(null)}
          />
        </DialogContent>
      </Dialog>
      <Dialog open={open === 'delete'} onOpenChange={(next) => setOpen(next ? 'delete' : null)}>
        <DialogContent title={text.deleteTitle} description={text.deleteHint}>
          <Alert tone="error">{text.deleteWarning}</Alert>
          <ProofForm
            form={deleter}
            withCode={withCode}
            submitLabel={text.deleteConfirm}
            destructive
            onCancel={() => setOpen(null)}
          />
        </DialogContent>
      </Dialog>
    </>
  );
}

function ProofForm(props: {
  form: FormState<Proof>;
  withCode: boolean;
  submitLabel: string;
  destructive?: boolean;
  onCancel(): void;
}) {
  const { form } = props;
  return (
    <form onSubmit={form.onSubmit} noValidate className="grid gap-4">
      <Field label={text.password} error={form.errors.password}>
        <Input
          type="password"
          autoComplete="current-password"
          value={form.values.password}
          onChange={(event) => form.set('password', event.target.value)}
          onBlur={() => form.touch('password')}
        />
      </Field>
      {props.withCode && (
        <Field label={text.code} hint={text.codeHint} error={form.errors.code}>
          <Input
            autoComplete="one-time-code"
            value={form.values.code}
            onChange={(event) => form.set('code', event.target.value)}
            onBlur={() => form.touch('code')}
          />
        </Field>
      )}
      {form.formError && <Alert tone="error">{form.formError}</Alert>}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" onClick={props.onCancel}>
          {messages.common.cancel}
        </Button>
        <Button
          type="submit"
          variant={props.destructive ? 'destructive' : 'default'}
          busy={form.submitting}
        >
          {props.submitLabel}
        </Button>
      </div>
    </form>
  );
}
