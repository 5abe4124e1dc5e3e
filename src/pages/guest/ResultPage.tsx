import { GuestResultView } from '@player/guest/GuestResultView';
import { createGuestApi, GuestApiError, localResponseTokenStore } from '@player/guest/guestApi';
import { guestMessages } from '@player/guest/guestMessages';
import type { GuestResultAnswer } from '@schemas/api/guests';
import { Alert } from '@ui/Alert';
import { Spinner } from '@ui/Spinner';
import { useEffect, useState } from 'react';
import { useParams } from 'wouter';
import { GuestLayout } from './GuestLayout';
import { readResultLink } from './guestSession';

type State =
  | { kind: 'loading' }
  | { kind: 'ready'; result: GuestResultAnswer }
  | { kind: 'failed'; message: string };

// /resultado/{documentId}: the summary of what the guest sent. Reached right after sending (the
// answer travels in the history state) or later from this browser, which kept the link's token.
export default function ResultPage() {
  const { documentId = '' } = useParams<{ documentId: string }>();
  const [state, setState] = useState<State>(() => {
    const carried = history.state as GuestResultAnswer | null;
    return carried?.document?.id === documentId && carried.submission
      ? { kind: 'ready', result: carried }
      : { kind: 'loading' };
  });
  useEffect(() => {
    if (state.kind !== 'loading') return;
    const link = readResultLink(documentId);
    if (!link) {
      setState({ kind: 'failed', message: guestMessages.noResult });
      return;
    }
    createGuestApi(link, localResponseTokenStore(link.accessData))
      .result(documentId)
      .then(
        (result) => setState({ kind: 'ready', result }),
        (error: unknown) =>
          setState({
            kind: 'failed',
            message:
              error instanceof GuestApiError && error.status !== 404
                ? error.message
                : guestMessages.noResult,
          }),
      );
  }, [state.kind, documentId]);
  return (
    <GuestLayout>
      {state.kind === 'loading' && (
        <p className="flex items-center gap-2 p-6 text-muted-foreground" role="status">
          <Spinner /> {guestMessages.loading}
        </p>
      )}
      {state.kind === 'failed' && <Alert tone="error">{state.message}</Alert>}
      {state.kind === 'ready' && <GuestResultView result={state.result} />}
    </GuestLayout>
  );
}
