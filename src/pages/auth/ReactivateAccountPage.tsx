import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { Field } from '@ui/Field';
import { Input } from '@ui/Input';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link } from 'wouter';
import { apiAtom } from '../../api/apiAtom';
import { useForm } from '../../forms/useForm';
import { isEmail, isRequired } from '../../forms/validators';
import { messages } from '../../messages';
import { AuthLayout } from './AuthLayout';

export default function ReactivateAccountPage() {
  const api = useAtomValue(apiAtom);
  const [done, setDone] = useState(false);
  const form = useForm({
    initial: { email: '', password: '' },
    validators: { email: isEmail, password: isRequired },
    submit: async ({ email, password }) => {
      if (!api) return;
      await api.call(
        'POST users/enableAccount',
        { email: email.trim(), password },
        { auth: false },
      );
      setDone(true);
    },
  });
  return (
    <AuthLayout title={messages.auth.reactivateTitle} subtitle={messages.auth.reactivateSubtitle}>
      {done ? (
        <>
          <Alert tone="success">{messages.auth.reactivated}</Alert>
          <Link href="/login" className="mt-4 inline-block text-primary hover:underline">
            {messages.auth.goToLogin}
          </Link>
        </>
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
          <Field label={messages.auth.password} error={form.errors.password}>
            <Input
              type="password"
              autoComplete="current-password"
              value={form.values.password}
              onChange={(event) => form.set('password', event.target.value)}
              onBlur={() => form.touch('password')}
            />
          </Field>
          {form.formError && <Alert tone="error">{form.formError}</Alert>}
          <Button type="submit" busy={form.submitting}>
            {messages.auth.submitReactivate}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
