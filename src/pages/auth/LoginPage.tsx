import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { Field } from '@ui/Field';
import { Input } from '@ui/Input';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { apiAtom } from '../../api/apiAtom';
import { ApiError, errorMessage } from '../../api/apiErrors';
import { takeAfterSignIn } from '../../auth/afterSignIn';
import { endOtherSessionsAndLogInAtom, type LoginOutcome, logInAtom } from '../../auth/authAtoms';
import { useForm } from '../../forms/useForm';
import { isEmail, isRequired } from '../../forms/validators';
import { messages } from '../../messages';
import { AuthLayout } from './AuthLayout';
import { SecondFactorStep } from './SecondFactorStep';

type Refusal = Extract<LoginOutcome, { status: 'refused' }>;
type SecondFactor = Extract<LoginOutcome, { status: 'secondFactor' }>;

// Login: the three refusals show the catalogue's messages. With an active
// session, the correct password lets the user close the other sessions and sign in here.
export default function LoginPage() {
  const api = useAtomValue(apiAtom);
  const logIn = useSetAtom(logInAtom);
  const endOthersAndLogIn = useSetAtom(endOtherSessionsAndLogInAtom);
  const [, navigate] = useLocation();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [secondFactor, setSecondFactor] = useState<SecondFactor | null>(null);
  const [extraBusy, setExtraBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [extraError, setExtraError] = useState<string | null>(null);
  // The password is braked (429): many failed attempts, maybe a stranger's. The owner may ask
  // for a one-time sign-in link by mail instead of waiting.
  const [braked, setBraked] = useState(false);

  const finish = (outcome: LoginOutcome) => {
    if (outcome.status === 'signedIn') {
      navigate(takeAfterSignIn() ?? '/app/users/overview', { replace: true });
    } else if (outcome.status === 'secondFactor') setSecondFactor(outcome);
    else {
      setSecondFactor(null);
      setRefusal(outcome);
    }
  };
  const form = useForm({
    initial: { email: '', password: '' },
    validators: { email: isEmail, password: isRequired },
    submit: async (values) => {
      setRefusal(null);
      setNotice(null);
      try {
        finish(await logIn({ email: values.email.trim(), password: values.password }));
      } catch (error) {
        setBraked(error instanceof ApiError && error.status === 429);
        throw error;
      }
    },
  });

  const runExtra = (action: () => Promise<void>) => {
    setExtraBusy(true);
    setExtraError(null);
    action()
      .catch((error: unknown) => setExtraError(errorMessage(error)))
      .finally(() => setExtraBusy(false));
  };

  if (secondFactor) {
    return (
      <AuthLayout title={messages.auth.loginTitle} subtitle={messages.auth.loginSubtitle}>
        <SecondFactorStep
          mode={secondFactor.mode}
          token={secondFactor.token}
          message={secondFactor.message}
          onDone={finish}
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={messages.auth.loginTitle} subtitle={messages.auth.loginSubtitle}>
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
        {braked && (
          <Alert tone="info">
            <p>{messages.auth.signInLinkOffer}</p>
            <Button
              type="button"
              variant="outline"
              busy={extraBusy}
              onClick={() =>
                runExtra(async () => {
                  const answer = await api?.call(
                    'POST users/login/link',
                    { email: form.values.email.trim() },
                    { auth: false },
                  );
                  setBraked(false);
                  setNotice(answer?.message ?? null);
                })
              }
            >
              {messages.auth.sendSignInLink}
            </Button>
          </Alert>
        )}
        {refusal && (
          <Alert tone="error">
            <p>{refusal.message}</p>
            {refusal.activeSessionProof && (
              <>
                <p className="text-foreground">{messages.auth.closeOtherSessionsHint}</p>
                <Button
                  type="button"
                  variant="outline"
                  busy={extraBusy}
                  onClick={() =>
                    runExtra(async () =>
                      finish(
                        await endOthersAndLogIn({
                          email: form.values.email.trim(),
                          password: form.values.password,
                          token: refusal.activeSessionProof ?? '',
                        }),
                      ),
                    )
                  }
                >
                  {messages.auth.closeOtherSessions}
                </Button>
              </>
            )}
            {refusal.emailUnverified && !refusal.activeSessionProof && (
              <Button
                type="button"
                variant="outline"
                busy={extraBusy}
                onClick={() =>
                  runExtra(async () => {
                    await api?.call(
                      'POST users/resend-verification',
                      { email: form.values.email.trim() },
                      { auth: false },
                    );
                    setNotice(messages.auth.verificationResent);
                  })
                }
              >
                {messages.auth.resendVerification}
              </Button>
            )}
          </Alert>
        )}
        {extraError && <Alert tone="error">{extraError}</Alert>}
        {notice && <Alert tone="success">{notice}</Alert>}
        <Button type="submit" busy={form.submitting}>
          {messages.auth.submitLogin}
        </Button>
      </form>
      <div className="mt-6 grid gap-2 text-sm">
        <Link href="/restablecer-contraseña" className="text-primary underline underline-offset-2">
          {messages.auth.forgotPassword}
        </Link>
        <p>
          {messages.auth.noAccount}{' '}
          <Link href="/register" className="text-primary underline underline-offset-2">
            {messages.auth.createAccount}
          </Link>
        </p>
        <Link href="/reactivar-cuenta" className="text-muted-foreground hover:underline">
          {messages.auth.reactivate}
        </Link>
      </div>
    </AuthLayout>
  );
}
