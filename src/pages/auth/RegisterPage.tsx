import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { Checkbox } from '@ui/Checkbox';
import { Field } from '@ui/Field';
import { Input } from '@ui/Input';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { apiAtom } from '../../api/apiAtom';
import { useForm } from '../../forms/useForm';
import { isEmail, isPassword, isRequired } from '../../forms/validators';
import { messages } from '../../messages';
import { planSelectedLabel, usePlanSelected } from '../landing/planSelection';
import { paidPlanSelections, savePaymentContext } from '../payment/paymentSession';
import { AuthLayout } from './AuthLayout';
import { stripRegistrationFields } from './stripRegistrationFields';

export default function RegisterPage() {
  const api = useAtomValue(apiAtom);
  const [done, setDone] = useState<string | null>(null);
  const planSelected = usePlanSelected();
  const [, navigate] = useLocation();
  const form = useForm({
    initial: {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      password: '',
      passwordRepeat: '',
      policy: false,
    },
    validators: {
      firstName: isRequired,
      lastName: isRequired,
      email: isEmail,
      password: isPassword,
      passwordRepeat: (value, values) =>
        value === values.password ? null : messages.common.passwordsDiffer,
      policy: (value) => (value ? null : messages.auth.acceptPolicyRequired),
    },
    submit: async (values) => {
      if (!api) return;
      const { passwordRepeat: _repeat, phone, ...fields } = stripRegistrationFields(values);
      const answer = await api.call(
        'POST users',
        {
          ...fields,
          firstName: fields.firstName.trim(),
          lastName: fields.lastName.trim(),
          email: fields.email.trim(),
          ...(phone.trim() && { phone: phone.trim() }),
        },
        { auth: false },
      );
      // A paid plan chosen on the landing page is paid right away on /payment; the email is
      // confirmed afterwards, so the registration's payment token stands in for a session.
      const paidPlan = paidPlanSelections[planSelected];
      if (paidPlan) {
        savePaymentContext({
          paymentToken: answer.paymentToken,
          userId: answer.userId,
          email: answer.email,
          namePlan: paidPlan,
          purpose: 'subscribe',
        });
        navigate('/payment');
        return;
      }
      setDone(answer.message || messages.auth.registered);
    },
  });

  if (done) {
    return (
      <AuthLayout title={messages.auth.registerTitle}>
        <Alert tone="success">{done}</Alert>
        <Link href="/login" className="mt-4 inline-block text-primary hover:underline">
          {messages.auth.goToLogin}
        </Link>
      </AuthLayout>
    );
  }

  const input = (
    key: 'firstName' | 'lastName' | 'email' | 'phone' | 'password' | 'passwordRepeat',
    props: Record<string, string>,
  ) => (
    <Input
      value={form.values[key]}
      onChange={(event) => form.set(key, event.target.value)}
      onBlur={() => form.touch(key)}
      {...props}
    />
  );
  return (
    <AuthLayout title={messages.auth.registerTitle} subtitle={messages.auth.registerSubtitle}>
      {planSelected && (
        <p className="mb-4 rounded-md bg-secondary px-3 py-2 text-sm text-secondary-foreground">
          {messages.auth.selectedPlan(planSelectedLabel(planSelected))}
        </p>
      )}
      <form onSubmit={form.onSubmit} noValidate className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={messages.auth.firstName} error={form.errors.firstName}>
            {input('firstName', { autoComplete: 'given-name' })}
          </Field>
          <Field label={messages.auth.lastName} error={form.errors.lastName}>
            {input('lastName', { autoComplete: 'family-name' })}
          </Field>
        </div>
        <Field label={messages.auth.email} error={form.errors.email}>
          {input('email', { type: 'email', autoComplete: 'email' })}
        </Field>
        <Field label={messages.auth.phone}>
          {input('phone', { type: 'tel', autoComplete: 'tel' })}
        </Field>
        <Field
          label={messages.auth.password}
          error={form.errors.password}
          hint={messages.common.passwordLength}
        >
          {input('password', { type: 'password', autoComplete: 'new-password' })}
        </Field>
        <Field label={messages.auth.passwordRepeat} error={form.errors.passwordRepeat}>
          {input('passwordRepeat', { type: 'password', autoComplete: 'new-password' })}
        </Field>
        <div className="grid gap-1">
          <div className="flex items-start gap-2">
            <Checkbox
              id="policy"
              checked={form.values.policy}
              onCheckedChange={(checked) => {
                form.set('policy', checked === true);
                form.touch('policy');
              }}
              aria-invalid={form.errors.policy ? true : undefined}
              aria-describedby={form.errors.policy ? 'policy-error' : undefined}
            />
            <label htmlFor="policy" className="text-sm">
              {messages.auth.acceptPolicy} (
              <Link href="/policies/terms" className="text-primary underline">
                {messages.auth.terms}
              </Link>
              ,{' '}
              <Link href="/policies/privacy" className="text-primary underline">
                {messages.auth.privacy}
              </Link>
              )
            </label>
          </div>
          {form.errors.policy && (
            <p id="policy-error" role="alert" className="text-sm text-destructive">
              {form.errors.policy}
            </p>
          )}
        </div>
        {form.formError && <Alert tone="error">{form.formError}</Alert>}
        <Button type="submit" busy={form.submitting}>
          {messages.auth.submitRegister}
        </Button>
      </form>
      <p className="mt-6 text-sm">
        {messages.auth.haveAccount}{' '}
        <Link href="/login" className="text-primary underline underline-offset-2">
          {messages.auth.submitLogin}
        </Link>
      </p>
    </AuthLayout>
  );
}
