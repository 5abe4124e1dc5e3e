import { tokenNameLimits } from '@schemas/api/fieldLimits';
import {
  type CreatedTokenAnswer,
  type IntegrationScope,
  type IntegrationToken,
  integrationScopes,
} from '@schemas/api/integrations';
import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@ui/Card';
import { Checkbox } from '@ui/Checkbox';
import { Dialog, DialogContent } from '@ui/Dialog';
import { Field } from '@ui/Field';
import { Input } from '@ui/Input';
import { Spinner } from '@ui/Spinner';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { apiAtom } from '../../api/apiAtom';
import { errorMessage } from '../../api/apiErrors';
import { useApiQuery } from '../../api/useApiQuery';
import { useForm } from '../../forms/useForm';
import { isRequired } from '../../forms/validators';
import { messages } from '../../messages';
import { notifyAtom } from '../../notifications/notificationsAtoms';
import {
  formatDate,
  formatDateTime,
  scopeLabels,
  tokensMessages,
} from '../integrations/integrationMessages';

// Integraciones: the person's add-ins connected by code and personal API tokens, each with where
// it was created, its last use, permissions and expiry; revoked after a confirmation, effective
// on the token's next call. A new personal token's secret is shown once, with a copy button.
export function IntegrationsTab() {
  const api = useAtomValue(apiAtom);
  const notify = useSetAtom(notifyAtom);
  const { data, error, loading, reload } = useApiQuery('GET integrations/tokens');
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedTokenAnswer | null>(null);
  const [revoking, setRevoking] = useState<IntegrationToken | null>(null);
  const [revokeBusy, setRevokeBusy] = useState(false);
  const [revokeError, setRevokeError] = useState<string | null>(null);
  const [scopes, setScopes] = useState<IntegrationScope[]>([]);
  const [scopeError, setScopeError] = useState<string | null>(null);

  const form = useForm({
    initial: { name: '', days: '90' },
    validators: {
      name: isRequired,
      days: (value) => {
        const days = Number(value);
        return Number.isInteger(days) && days >= 1 && days <= 365
          ? null
          : tokensMessages.lifetimeInvalid;
      },
    },
    submit: async (values) => {
      if (!api) return;
      setScopeError(scopes.length === 0 ? tokensMessages.chooseScopes : null);
      if (scopes.length === 0) return;
      const answer = await api.call('POST integrations/tokens', {
        name: values.name.trim(),
        scopes,
        expiresInDays: Number(values.days),
      });
      setCreating(false);
      setCreated(answer);
      reload();
    },
  });

  const revoke = async () => {
    if (!api || !revoking) return;
    setRevokeBusy(true);
    setRevokeError(null);
    try {
      await api.call('DELETE integrations/tokens/:id', undefined, {
        params: { id: String(revoking.id) },
      });
      notify({ tone: 'success', text: tokensMessages.revoked });
      setRevoking(null);
      reload();
    } catch (failure) {
      setRevokeError(errorMessage(failure));
    } finally {
      setRevokeBusy(false);
    }
  };

  const copy = async (secret: string) => {
    await navigator.clipboard.writeText(secret);
    notify({ tone: 'success', text: tokensMessages.copied });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{tokensMessages.title}</CardTitle>
        <CardDescription>
          {tokensMessages.intro}{' '}
          <a href="/api/docs" className="text-primary hover:underline">
            {tokensMessages.apiDocs}
          </a>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div>
          <Button
            onClick={() => {
              setScopes([]);
              setCreating(true);
            }}
          >
            {tokensMessages.create}
          </Button>
        </div>
        {loading && <Spinner label={messages.common.loading} />}
        {error && <Alert tone="error">{error}</Alert>}
        {data &&
          (data.tokens.length === 0 ? (
            <p className="text-sm text-muted-foreground">{tokensMessages.none}</p>
          ) : (
            <ul className="grid gap-3">
              {data.tokens.map((token) => (
                <li key={token.id} className="grid gap-2 rounded-lg border p-4 text-sm">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <div>
                      <p className="font-medium">{token.name}</p>
                      <p className="text-muted-foreground">
                        {tokensMessages.kind[token.kind]} ·{' '}
                        <span className="font-mono">{token.prefix}…</span>
                      </p>
                    </div>
                    <Button variant="outline" size="sm" onClick={() => setRevoking(token)}>
                      {tokensMessages.revoke}
                    </Button>
                  </div>
                  <dl className="grid gap-1 sm:grid-cols-[auto_1fr] sm:gap-x-4">
                    <dt className="text-muted-foreground">{tokensMessages.created}</dt>
                    <dd>
                      {formatDateTime(token.createdAt)}
                      {token.createdIp ? ` · ${token.createdIp}` : ''}
                      {token.createdUserAgent ? ` · ${token.createdUserAgent}` : ''}
                    </dd>
                    <dt className="text-muted-foreground">{tokensMessages.lastUsed}</dt>
                    <dd>
                      {token.lastUsedAt ? formatDateTime(token.lastUsedAt) : tokensMessages.never}
                    </dd>
                    <dt className="text-muted-foreground">{tokensMessages.scopes}</dt>
                    <dd>{token.scopes.map((scope) => scopeLabels[scope]).join(' · ')}</dd>
                    <dt className="text-muted-foreground">{tokensMessages.expires}</dt>
                    <dd>{formatDate(token.expiresAt)}</dd>
                  </dl>
                </li>
              ))}
            </ul>
          ))}

        <Dialog open={creating} onOpenChange={setCreating}>
          <DialogContent title={tokensMessages.createTitle} description={tokensMessages.createHint}>
            <form onSubmit={form.onSubmit} noValidate className="grid gap-4">
              <Field label={tokensMessages.tokenName} error={form.errors.name}>
                <Input
                  value={form.values.name}
                  maxLength={tokenNameLimits.maxLength}
                  onChange={(e) => form.set('name', e.target.value)}
                  onBlur={() => form.touch('name')}
                />
              </Field>
              <fieldset className="grid gap-2">
                <legend className="mb-1 text-sm font-medium">{tokensMessages.scopes}</legend>
                {integrationScopes.map((scope) => {
                  const id = `scope-${scope.replace(':', '-')}`;
                  return (
                    <div key={scope} className="flex items-center gap-2 text-sm">
                      <Checkbox
                        id={id}
                        checked={scopes.includes(scope)}
                        onCheckedChange={(checked) =>
                          setScopes((current) =>
                            checked === true
                              ? [...current, scope]
                              : current.filter((s) => s !== scope),
                          )
                        }
                      />
                      <label htmlFor={id}>{scopeLabels[scope]}</label>
                    </div>
                  );
                })}
                {scopeError && <Alert tone="error">{scopeError}</Alert>}
              </fieldset>
              <Field
                label={tokensMessages.lifetime}
                hint={tokensMessages.lifetimeHint}
                error={form.errors.days}
              >
                <Input
                  inputMode="numeric"
                  value={form.values.days}
                  onChange={(e) => form.set('days', e.target.value)}
                  onBlur={() => form.touch('days')}
                />
              </Field>
              {form.formError && <Alert tone="error">{form.formError}</Alert>}
              <div className="flex justify-end gap-2">
                <Button type="button" variant="ghost" onClick={() => setCreating(false)}>
                  {messages.common.cancel}
                </Button>
                <Button type="submit" busy={form.submitting}>
                  {tokensMessages.create}
                </Button>
              </div>
            </form>
          </DialogContent>
        </Dialog>

        <Dialog open={created !== null} onOpenChange={(open) => !open && setCreated(null)}>
          <DialogContent
            title={tokensMessages.createdTitle}
            description={tokensMessages.createdHint}
          >
            {created && (
              <div className="grid gap-4">
                <Input
                  readOnly
                  value={created.accessToken}
                  aria-label={created.token.name}
                  className="font-mono"
                />
                <div className="flex justify-end gap-2">
                  <Button variant="outline" onClick={() => void copy(created.accessToken)}>
                    {tokensMessages.copy}
                  </Button>
                  <Button onClick={() => setCreated(null)}>{tokensMessages.done}</Button>
                </div>
              </div>
            )}
          </DialogContent>
        </Dialog>

        <Dialog open={revoking !== null} onOpenChange={(open) => !open && setRevoking(null)}>
          <DialogContent
            title={revoking ? tokensMessages.revokeTitle(revoking.name) : ''}
            description={tokensMessages.revokeHint}
          >
            {revokeError && <Alert tone="error">{revokeError}</Alert>}
            <div className="flex justify-end gap-2">
              <Button variant="ghost" onClick={() => setRevoking(null)}>
                {messages.common.cancel}
              </Button>
              <Button variant="destructive" busy={revokeBusy} onClick={() => void revoke()}>
                {tokensMessages.confirmRevoke}
              </Button>
            </div>
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
