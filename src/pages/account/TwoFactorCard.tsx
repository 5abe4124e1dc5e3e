import type { TwoFactorSetupAnswer, TwoFactorStatusAnswer } from '@schemas/api/twoFactor';
import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@ui/Card';
import { Checkbox } from '@ui/Checkbox';
import { Field } from '@ui/Field';
import { Input } from '@ui/Input';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { apiAtom } from '../../api/apiAtom';
import { errorMessage } from '../../api/apiErrors';
import { userAtom } from '../../auth/authAtoms';
import { twoFactorMessages as loginTexts } from '../auth/twoFactorMessages';
import { twoFactorCardMessages as text } from './twoFactorCardMessages';

// Two-factor sign-in from the account area: turn it on (QR code, or the secret typed into the
// app, confirmed by a first code; the ten recovery codes shown once), see how many recovery
// codes are left, turn it off with password and code unless it is required, and — for a firm's
// owner — require it of the firm's operators.
export function TwoFactorCard() {
  const api = useAtomValue(apiAtom);
  const user = useAtomValue(userAtom);
  const [status, setStatus] = useState<TwoFactorStatusAnswer | null>(null);
  const [setup, setSetup] = useState<TwoFactorSetupAnswer | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    if (api) setStatus(await api.call('GET users/twoFactor'));
  }, [api]);
  useEffect(() => {
    load().catch((cause: unknown) => setError(errorMessage(cause)));
  }, [load]);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (cause) {
      setError(errorMessage(cause));
    } finally {
      setBusy(false);
    }
  };
  const start = () =>
    run(async () => {
      setSetup((await api?.call('POST users/twoFactor/setup', {})) ?? null);
    });
  const enable = () =>
    run(async () => {
      const answer = await api?.call('POST users/twoFactor/enable', { code });
      setCodes(answer?.recoveryCodes ?? null);
      setSetup(null);
      setCode('');
      await load();
    });
  const disable = () =>
    run(async () => {
      await api?.call('POST users/twoFactor/disable', { password, code });
      setPassword('');
      setCode('');
      setCodes(null);
      await load();
    });
  const requireOperators = (required: boolean) =>
    run(async () => {
      await api?.call('POST users/twoFactor/operators', { required });
      await load();
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{text.title}</CardTitle>
        <CardDescription>{text.hint}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {status && (
          <p>
            {status.enabled ? text.enabled(status.recoveryCodesLeft) : text.disabled}
            {status.required && ` ${text.required}`}
          </p>
        )}
        {codes && (
          <div className="grid gap-2">
            <Alert tone="success">{loginTexts.enabled}</Alert>
            <p>{loginTexts.recoveryHint}</p>
            <ul aria-label={loginTexts.recoveryCodes} className="grid grid-cols-2 gap-2 font-mono">
              {codes.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        )}
        {status && !status.enabled && !setup && (
          <Button type="button" busy={busy} onClick={start} className="justify-self-start">
            {text.turnOn}
          </Button>
        )}
        {setup && (
          <div className="grid gap-3">
            <img src={setup.qr} alt={loginTexts.qrAlt} className="size-48" />
            <p className="text-sm text-muted-foreground">{loginTexts.typeSecret}</p>
            <code className="break-all text-sm">{setup.secret}</code>
            <Field label={loginTexts.codeLabel}>
              <Input
                autoComplete="one-time-code"
                value={code}
                onChange={(event) => setCode(event.target.value)}
              />
            </Field>
            <Button type="button" busy={busy} onClick={enable} className="justify-self-start">
              {text.confirm}
            </Button>
          </div>
        )}
        {status?.enabled && !status.required && (
          <div className="grid gap-3">
            <Field label={text.password}>
              <Input
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            </Field>
            <Field label={loginTexts.codeLabel}>
              <Input
                autoComplete="one-time-code"
                value={code}
                onChange={(event) => setCode(event.target.value)}
              />
            </Field>
            <Button
              type="button"
              variant="outline"
              busy={busy}
              onClick={disable}
              className="justify-self-start"
            >
              {text.turnOff}
            </Button>
          </div>
        )}
        {status && user?.role === 'creator' && (
          <label className="flex items-center gap-2">
            <Checkbox
              checked={status.operatorsRequired}
              disabled={busy}
              onCheckedChange={(checked) => requireOperators(checked === true)}
            />
            {text.requireOperators}
          </label>
        )}
        {error && <Alert tone="error">{error}</Alert>}
      </CardContent>
    </Card>
  );
}
