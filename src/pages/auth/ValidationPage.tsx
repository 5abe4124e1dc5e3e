import { Alert } from '@ui/Alert';
import { Spinner } from '@ui/Spinner';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { apiAtom } from '../../api/apiAtom';
import { errorMessage } from '../../api/apiErrors';
import { messages } from '../../messages';
import { AuthLayout } from './AuthLayout';

type State =
  | { status: 'working' }
  | { status: 'done'; email: string }
  | { status: 'failed'; message: string };

// /validation?token=…: the landing of the verification email's link.
export default function ValidationPage() {
  const api = useAtomValue(apiAtom);
  const token = new URLSearchParams(useSearch()).get('token');
  const [state, setState] = useState<State>(() =>
    token ? { status: 'working' } : { status: 'failed', message: messages.auth.validationMissing },
  );
  // The token is single-use: send it once, even when React runs the effect twice.
  const sent = useRef(false);
  useEffect(() => {
    if (!api || !token || sent.current) return;
    sent.current = true;
    api
      .call('POST users/verify-email', { token }, { auth: false })
      .then((answer) => setState({ status: 'done', email: answer.email }))
      .catch((error: unknown) => setState({ status: 'failed', message: errorMessage(error) }));
  }, [api, token]);
  return (
    <AuthLayout title={messages.auth.validationTitle}>
      {state.status === 'working' && (
        <p className="flex items-center gap-2 text-muted-foreground" role="status">
          <Spinner /> {messages.auth.validating}
        </p>
      )}
      {state.status === 'done' && (
        <Alert tone="success">{messages.auth.validated(state.email)}</Alert>
      )}
      {state.status === 'failed' && <Alert tone="error">{state.message}</Alert>}
      {state.status !== 'working' && (
        <Link href="/login" className="mt-4 inline-block text-primary hover:underline">
          {messages.auth.goToLogin}
        </Link>
      )}
    </AuthLayout>
  );
}
