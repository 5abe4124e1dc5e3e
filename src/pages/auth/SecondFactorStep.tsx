import type { LoginAnswer } from '@schemas/api/sessions';
import type { TwoFactorSetupAnswer } from '@schemas/api/twoFactor';
import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { Field } from '@ui/Field';
import { Input } from '@ui/Input';
import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../api/apiErrors';
import {
  completeSecondFactorAtom,
  enableAtLoginAtom,
  type LoginOutcome,
  signInWithAnswerAtom,
  startLoginSetupAtom,
} from '../../auth/authAtoms';
import { twoFactorMessages } from './twoFactorMessages';

interface Props {
  mode: 'code' | 'setup';
  token: string;
  message: string;
  onDone: (outcome: LoginOutcome) => void;
}

// The login's second step. `code`: the 6-digit code of the authenticator app, or a recovery
// code. `setup`: the account must have a second factor and has none yet: the QR code (and the
// secret to type), the first code confirms it, and the ten recovery codes are shown once.
export function SecondFactorStep({ mode, token, message, onDone }: Props) {
  const complete = useSetAtom(completeSecondFactorAtom);
  const startSetup = useSetAtom(startLoginSetupAtom);
  const enable = useSetAtom(enableAtLoginAtom);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [setup, setSetup] = useState<TwoFactorSetupAnswer | null>(null);
  const signIn = useSetAtom(signInWithAnswerAtom);
  const [recovery, setRecovery] = useState<{ codes: string[]; answer: LoginAnswer } | null>(null);

  useEffect(() => {
    if (mode !== 'setup') return;
    startSetup(token).then(setSetup, (cause: unknown) => setError(errorMessage(cause)));
  }, [mode, token, startSetup]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      if (mode === 'code') onDone(await complete({ token, code }));
      else {
        const { answer, recoveryCodes } = await enable({ token, code });
        setRecovery({ codes: recoveryCodes, answer });
      }
    } catch (cause) {
      setError(errorMessage(cause));
    } finally {
      setBusy(false);
    }
  };

  if (recovery) {
    return (
      <div className="grid gap-4">
        <Alert tone="success">{twoFactorMessages.enabled}</Alert>
        <p>{twoFactorMessages.recoveryHint}</p>
        <ul
          aria-label={twoFactorMessages.recoveryCodes}
          className="grid grid-cols-2 gap-2 font-mono"
        >
          {recovery.codes.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <Button type="button" onClick={async () => onDone(await signIn(recovery.answer))}>
          {twoFactorMessages.continue}
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <p>{message}</p>
      {mode === 'setup' && setup && (
        <div className="grid justify-items-center gap-2">
          <img src={setup.qr} alt={twoFactorMessages.qrAlt} className="size-48" />
          <p className="text-sm text-muted-foreground">{twoFactorMessages.typeSecret}</p>
          <code className="break-all text-sm">{setup.secret}</code>
        </div>
      )}
      <Field label={twoFactorMessages.codeLabel}>
        <Input
          autoComplete="one-time-code"
          inputMode="text"
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      </Field>
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="submit" busy={busy}>
        {mode === 'code' ? twoFactorMessages.verify : twoFactorMessages.enableAndSignIn}
      </Button>
    </form>
  );
}
