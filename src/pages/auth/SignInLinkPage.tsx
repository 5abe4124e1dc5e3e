import { Alert } from '@ui/Alert';
import { Spinner } from '@ui/Spinner';
import { useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { errorMessage } from '../../api/apiErrors';
import { takeAfterSignIn } from '../../auth/afterSignIn';
import { type LoginOutcome, signInWithLinkAtom } from '../../auth/authAtoms';
import { messages } from '../../messages';
import { AuthLayout } from './AuthLayout';
import { SecondFactorStep } from './SecondFactorStep';

type State =
  | { status: 'working' }
  | { status: 'failed'; message: string }
  | Extract<LoginOutcome, { status: 'secondFactor' }>;

// /acceso/{token}: the landing of the one-time sign-in link mailed to an owner whose password is
// braked. The link stands in for the password only: a second factor is still asked here, and a
// refusal (a session open elsewhere, an unconfirmed email) shows its usual message.
export default function SignInLinkPage() {
  const signInWithLink = useSetAtom(signInWithLinkAtom);
  const { token = '' } = useParams<{ token: string }>();
  const [, navigate] = useLocation();
  const [state, setState] = useState<State>({ status: 'working' });
  const finish = (outcome: LoginOutcome) => {
    if (outcome.status === 'signedIn') {
      navigate(takeAfterSignIn() ?? '/app/users/overview', { replace: true });
    } else if (outcome.status === 'secondFactor') setState(outcome);
    else setState({ status: 'failed', message: outcome.message });
  };
  // The link is single-use: spent once, even when React runs the effect twice.
  const sent = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per token
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    signInWithLink(token)
      .then(finish)
      .catch((error: unknown) => setState({ status: 'failed', message: errorMessage(error) }));
  }, [token]);
  return (
    <AuthLayout title={messages.auth.signInLinkTitle}>
      {state.status === 'working' && (
        <p className="flex items-center gap-2 text-muted-foreground" role="status">
          <Spinner /> {messages.auth.signingInWithLink}
        </p>
      )}
      {state.status === 'secondFactor' && (
        <SecondFactorStep
          mode={state.mode}
          token={state.token}
          message={state.message}
          onDone={finish}
        />
      )}
      {state.status === 'failed' && (
        <>
          <Alert tone="error">{state.message}</Alert>
          <Link href="/login" className="mt-4 inline-block text-primary hover:underline">
            {messages.auth.goToLogin}
          </Link>
        </>
      )}
    </AuthLayout>
  );
}
