import { Button } from '@ui/Button';
import { Spinner } from '@ui/Spinner';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { HostAdapter } from '../host/HostAdapter';
import type { MinutaTransport } from '../host/MinutaTransport';
import { ConnectPanel } from './components/ConnectPanel';
import { DocumentWorkspace } from './components/DocumentWorkspace';
import { type Connection, createPaneApi, PaneApiError } from './paneApi';
import { paneMessages } from './paneMessages';

const text = paneMessages.account;

// The task pane, the same in Word and in Google Docs: connect (device code), then work on one
// interview's template in the open document. The host and the transport are handed in.
export function PaneApp({
  host,
  transport,
  client,
}: {
  host: HostAdapter;
  transport: MinutaTransport;
  /** Names the add-in to Minuta ("word", "google-docs"): shown on the approval page. */
  client: string;
}) {
  const api = useMemo(() => createPaneApi(transport), [transport]);
  const [connection, setConnection] = useState<Connection | null | 'loading'>('loading');
  const [notice, setNotice] = useState<string | null>(null);

  const disconnect = useCallback(
    async (why: string | null) => {
      // The person disconnects: the token is revoked first (a failure — Minuta unreachable, the
      // token already dead — still forgets it here). A token Minuta refused is already dead.
      if (why === null) await api.revokeToken().catch(() => undefined);
      await transport.setToken(null);
      setNotice(why);
      setConnection(null);
    },
    [api, transport],
  );
  const load = useCallback(async () => {
    if (!(await transport.hasToken())) return setConnection(null);
    try {
      setConnection(await api.me());
    } catch (error) {
      // A revoked or expired token, or a user no longer allowed: connect again.
      if (error instanceof PaneApiError && (error.status === 401 || error.status === 403))
        await disconnect(text.expired);
      else throw error;
    }
  }, [api, transport, disconnect]);
  useEffect(() => {
    void load();
  }, [load]);

  if (connection === 'loading') return <Spinner label={paneMessages.busy} />;
  return (
    <main className="grid min-w-0 gap-4 p-3 text-sm">
      <h1 className="text-lg font-semibold">{paneMessages.title}</h1>
      {connection === null ? (
        <ConnectPanel
          api={api}
          client={client}
          notice={notice}
          onOpen={(url) => transport.openUrl(url)}
          onToken={async (token) => {
            await transport.setToken(token);
            setNotice(null);
            await load();
          }}
        />
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="min-w-0 break-words text-muted-foreground">
              {text.connectedAs(connection.user.name, connection.user.email)}
            </p>
            <Button variant="outline" size="sm" onClick={() => void disconnect(null)}>
              {text.disconnect}
            </Button>
          </div>
          <DocumentWorkspace
            api={api}
            host={host}
            openUrl={(url) => transport.openUrl(url)}
            onSignedOut={() => void disconnect(text.expired)}
          />
        </>
      )}
    </main>
  );
}
