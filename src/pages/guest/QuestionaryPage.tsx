import { GuestInterview } from '@player/guest/GuestInterview';
import type { GuestLink } from '@player/guest/guestApi';
import { useCallback, useMemo } from 'react';
import { useLocation, useParams } from 'wouter';
import { GuestLayout } from './GuestLayout';
import {
  decode,
  guestApiFor,
  reloadOnce,
  rememberResultLink,
  withStoredUserPlan,
} from './guestSession';

// The Word template filler in a chunk of its own, loaded only for a link that shows a Word
// template's document.
const loadWordFiller = () =>
  import('@player/preview/wordPreview').then((module) => module.createWordFiller);

// /questionary/{userName}/{accessData}: a client answers the interview a firm shared with them,
// without an account. The token in the address opens this one interview and nothing else; the
// server sends this page with `Referrer-Policy: no-referrer`.
export default function QuestionaryPage() {
  const { userName = '', accessData = '' } = useParams<{ userName: string; accessData: string }>();
  const [, navigate] = useLocation();
  const link = useMemo<GuestLink>(
    () => ({ apiOrigin: '', userName: decode(userName), accessData }),
    [userName, accessData],
  );
  // Opened early by the guest page's entry (guestMain.tsx), when that is how the page started.
  const api = useMemo(() => withStoredUserPlan(guestApiFor(link)), [link]);
  const onSubmitted = useCallback(
    (documentId: string) => {
      rememberResultLink(documentId, link);
      navigate(`/resultado/${documentId}`);
    },
    [link, navigate],
  );
  const onExpired = useCallback(() => reloadOnce(accessData), [accessData]);
  return (
    <GuestLayout>
      <GuestInterview
        api={api}
        backupKey={`minuta:borrador:${accessData.slice(0, 16)}`}
        onSubmitted={onSubmitted}
        onExpired={onExpired}
        loadWordFiller={loadWordFiller}
      />
    </GuestLayout>
  );
}
