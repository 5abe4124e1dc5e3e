import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { Field } from '@ui/Field';
import { Input } from '@ui/Input';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link } from 'wouter';
import { apiAtom } from '../../api/apiAtom';
import { useForm } from '../../forms/useForm';
import { isEmail } from '../../forms/validators';
import { messages } from '../../messages';
import { AuthLayout } from './AuthLayout';

// The server answers the same for known and unknown emails, so this page cannot reveal accounts.
export default function PasswordResetRequestPage() {
  const api = useAtomValue(apiAtom);
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm({
    initial: { email: '' },
    validators: { email: isEmail },
    submit: async ({ email }) => {
      if (!api) return;
      const answer = await api.call(
        'POST users/reset-password-mail',
        { email: email.trim() },
        { auth: false },
      );
      setSent(answer.Message.value);
    },
  });
  return (
    <AuthLayout title={messages.auth.forgotTitle} subtitle={messages.auth.forgotSubtitle}>
      {sent ? (
        <Alert tone="success">{sent}</Alert>
      ) : (
        <form onSubmit={form.onSubmit} noValidate className="grid gap-4">
          <Field label={messages.auth.email} error={form.errors.email}>
            <Input
              type="email"
              autoComplete="email"
              value={form.values.email}
              onChange={(event) => form.set('email', event.target.value)}
              onBlur={() => form.touch('email')}
            />
          </Field>
          {form.formError && <Alert tone="error">{form.formError}</Alert>}
          <Button type="submit" busy={form.submitting}>
            {messages.auth.submitForgot}
          </Button>
        </form>
      )}
      <Link href="/login" className="mt-6 inline-block text-sm text-primary hover:underline">
        {messages.auth.goToLogin}
      </Link>
    </AuthLayout>
  );
}
