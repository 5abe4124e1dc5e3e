import { userCodeLimits } from '@schemas/api/fieldLimits';
import type { DeviceRequestAnswer } from '@schemas/api/integrations';
import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@ui/Card';
import { Field } from '@ui/Field';
import { Input } from '@ui/Input';
import { Spinner } from '@ui/Spinner';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { apiAtom } from '../../api/apiAtom';
import { errorMessage } from '../../api/apiErrors';
import { useApiQuery } from '../../api/useApiQuery';
import { messages } from '../../messages';
import { connectMessages, formatDateTime, scopeLabels } from './integrationMessages';

// The code's length limits, as the server checks them.
const userCode = userCodeLimits;

// /app/conectar?codigo=…: the signed-in person sees which add-in asks for which permissions,
// from where, and approves or denies it (the device flow, server/integrations/deviceFlow.ts).
// The server refuses to let any other site frame this page, and approving is an authenticated
// API call (bearer access token), which a cross-site form or frame cannot make.
export default function ConnectPage() {
  const search = useSearch();
  const fromLink = new URLSearchParams(search).get('codigo') ?? '';
  const [typed, setTyped] = useState(fromLink);
  const [code, setCode] = useState(fromLink.trim());
  const request = useApiQuery(code ? 'GET integrations/device/request' : null, {
    query: { userCode: code },
  });

  return (
    <div className="mx-auto grid w-full max-w-xl gap-6">
      <h1 className="text-2xl font-bold">{connectMessages.title}</h1>
      {!code || request.error ? (
        <Card>
          <CardContent className="grid gap-4 pt-6">
            {request.error && <Alert tone="error">{request.error}</Alert>}
            <form
              className="grid gap-4"
              onSubmit={(event) => {
                event.preventDefault();
                setCode(typed.trim());
                request.reload();
              }}
            >
              <Field label={connectMessages.codeLabel} hint={connectMessages.codeHint}>
                <Input
                  value={typed}
                  onChange={(event) => setTyped(event.target.value)}
                  autoComplete="off"
                  autoCapitalize="characters"
                  maxLength={userCode.maxLength}
                />
              </Field>
              <Button
                type="submit"
                disabled={typed.trim().length < userCode.minLength}
                className="justify-self-start"
              >
                {connectMessages.find}
              </Button>
            </form>
          </CardContent>
        </Card>
      ) : request.loading || !request.data ? (
        <Spinner label={messages.common.loading} />
      ) : (
        <Decision request={request.data} />
      )}
    </div>
  );
}

function Decision({ request }: { request: DeviceRequestAnswer }) {
  const api = useAtomValue(apiAtom);
  const [outcome, setOutcome] = useState<'approved' | 'denied' | null>(
    request.status === 'pending' ? null : request.status === 'denied' ? 'denied' : 'approved',
  );
  const [busy, setBusy] = useState<'approve' | 'deny' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const decide = async (action: 'approve' | 'deny') => {
    if (!api) return;
    setBusy(action);
    setError(null);
    try {
      await api.call(`POST integrations/device/${action}`, { userCode: request.userCode });
      setOutcome(action === 'approve' ? 'approved' : 'denied');
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{connectMessages.asks(request.client)}</CardTitle>
        <CardDescription>
          {connectMessages.codeLabel}: <strong className="font-mono">{request.userCode}</strong>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div>
          <p className="font-medium">{connectMessages.permissions}</p>
          <ul className="mt-2 list-disc ps-6 text-sm">
            {request.scopes.map((scope) => (
              <li key={scope}>{scopeLabels[scope]}</li>
            ))}
          </ul>
        </div>
        <p className="text-sm text-muted-foreground">
          {connectMessages.origin} {formatDateTime(request.createdAt)}{' '}
          {connectMessages.from(request.ip, request.userAgent)}
        </p>
        {outcome === null && <Alert tone="warning">{connectMessages.compare}</Alert>}
        {error && <Alert tone="error">{error}</Alert>}
        {outcome === 'approved' && <Alert tone="success">{connectMessages.approved}</Alert>}
        {outcome === 'denied' && <Alert tone="info">{connectMessages.denied}</Alert>}
        {outcome === null ? (
          <div className="flex flex-wrap gap-2">
            <Button
              onClick={() => void decide('approve')}
              busy={busy === 'approve'}
              disabled={busy !== null}
            >
              {connectMessages.approve}
            </Button>
            <Button
              variant="outline"
              onClick={() => void decide('deny')}
              busy={busy === 'deny'}
              disabled={busy !== null}
            >
              {connectMessages.deny}
            </Button>
          </div>
        ) : (
          <Link href="/account/Integraciones" className="text-primary hover:underline">
            {connectMessages.manage}
          </Link>
        )}
      </CardContent>
    </Card>
  );
}
