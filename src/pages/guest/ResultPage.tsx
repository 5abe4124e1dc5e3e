import { GuestResult } from '@player/guest/GuestResult';
import { createGuestApi, localResponseTokenStore } from '@player/guest/guestApi';
import { guestMessages } from '@player/guest/guestMessages';
import { Alert } from '@ui/Alert';
import { useMemo } from 'react';
import { useParams } from 'wouter';
import { GuestLayout } from './GuestLayout';
import { readResultLink } from './guestSession';

// /resultado/{documentId}: the summary of what the guest sent and the document to download.
// Reached right after sending, or later from this browser, which kept the link's token (the
// address carries none).
export default function ResultPage() {
  const { documentId = '' } = useParams<{ documentId: string }>();
  const api = useMemo(() => {
    const link = readResultLink(documentId);
    return link ? createGuestApi(link, localResponseTokenStore(link.accessData)) : null;
  }, [documentId]);
  return (
    <GuestLayout>
      {api ? (
        <GuestResult api={api} documentId={documentId} />
      ) : (
        <Alert tone="error">{guestMessages.noResult}</Alert>
      )}
    </GuestLayout>
  );
}
