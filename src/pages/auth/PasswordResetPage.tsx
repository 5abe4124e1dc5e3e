import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { Field } from '@ui/Field';
import { Input } from '@ui/Input';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { apiAtom } from '../../api/apiAtom';
import { useForm } from '../../forms/useForm';
import { isPassword } from '../../forms/validators';
import { messages } from '../../messages';
import { AuthLayout } from './AuthLayout';

// /restablecer-contraseña/{resetToken}: the emailed link. The answer's Message.value.email names
// the account whose password changed.
export default function PasswordResetPage() {
  const { resetToken } = useParams<{ resetToken: string }>();
  const api = useAtomValue(apiAtom);
  const [doneFor, setDoneFor] = useState<string | null>(null);
  const form = useForm({
    initial: { password: '', passwordRepeat: '' },
    validators: {
      password: isPassword,
      passwordRepeat: (value, values) =>
        value === values.password ? null : messages.common.passwordsDiffer,
    },
    submit: async ({ password }) => {
      if (!api) return;
      const answer = await api.call(
        'POST users/reset-password',
        { password, token: resetToken },
        { auth: false },
      );
      setDoneFor(answer.Message.value.email);
    },
  });
  return (
    <AuthLayout title={messages.auth.resetTitle}>
      {doneFor ? (
        <>
          <Alert tone="success">{messages.auth.resetDone(doneFor)}</Alert>
          <Link href="/login" className="mt-4 inline-block text-primary hover:underline">
            {messages.auth.goToLogin}
          </Link>
        </>
      ) : (
        <form onSubmit={form.onSubmit} noValidate className="grid gap-4">
          <Field
            label={messages.auth.newPassword}
            error={form.errors.password}
            hint={messages.common.passwordLength}
          >
            <Input
              type="password"
              autoComplete="new-password"
              value={form.values.password}
              onChange={(event) => form.set('password', event.target.value)}
              onBlur={() => form.touch('password')}
            />
          </Field>
          <Field label={messages.auth.passwordRepeat} error={form.errors.passwordRepeat}>
            <Input
              type="password"
              autoComplete="new-password"
              value={form.values.passwordRepeat}
              onChange={(event) => form.set('passwordRepeat', event.target.value)}
              onBlur={() => form.touch('passwordRepeat')}
            />
          </Field>
          {form.formError && <Alert tone="error">{form.formError}</Alert>}
          <Button type="submit" busy={form.submitting}>
            {messages.auth.submitReset}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
