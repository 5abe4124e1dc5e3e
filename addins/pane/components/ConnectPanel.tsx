import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { useEffect, useState } from 'react';
import type { DeviceCode, PaneApi } from '../paneApi';
import { paneMessages } from '../paneMessages';

const text = paneMessages.connect;

type Stage = { kind: 'idle' } | { kind: 'code'; code: DeviceCode } | { kind: 'ended'; why: string };

// The device flow (RFC 8628's pattern): a short code shown here, approved by the lawyer signed in
// on the web; meanwhile the pane asks at the interval Minuta set, slower when told to.
export function ConnectPanel({
  api,
  client,
  notice,
  onOpen,
  onToken,
}: {
  api: PaneApi;
  client: string;
  notice: string | null;
  onOpen: (url: string) => void;
  onToken: (token: string) => Promise<void>;
}) {
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (stage.kind !== 'code') return;
    let interval = stage.code.interval * 1000;
    let timer: ReturnType<typeof setTimeout>;
    let stopped = false;
    const poll = async () => {
      try {
        const result = await api.pollDevice(stage.code.deviceCode);
        if (stopped) return;
        if (result.state === 'approved') return void (await onToken(result.accessToken));
        if (result.state === 'expired') return setStage({ kind: 'ended', why: text.expired });
        if (result.state === 'denied') return setStage({ kind: 'ended', why: text.denied });
        if (result.state === 'slowDown') interval += 5000;
      } catch (caught) {
        if (stopped) return;
        setError(caught instanceof Error ? caught.message : paneMessages.failed);
      }
      timer = setTimeout(() => void poll(), interval);
    };
    timer = setTimeout(() => void poll(), interval);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [stage, api, onToken]);

  const start = async () => {
    setError(null);
    try {
      setStage({ kind: 'code', code: await api.requestDeviceCode(client) });
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : paneMessages.failed);
    }
  };

  return (
    <section className="grid gap-3" aria-label={text.start}>
      {notice && <Alert tone="warning">{notice}</Alert>}
      <p>{text.intro}</p>
      {stage.kind === 'code' ? (
        <div className="grid gap-3">
          <div>
            <p className="text-xs text-muted-foreground">{text.codeLabel}</p>
            <p className="font-mono text-2xl font-semibold tracking-widest" data-testid="user-code">
              {stage.code.userCode}
            </p>
            <p className="text-xs text-muted-foreground">{text.codeHint}</p>
          </div>
          <Button onClick={() => onOpen(stage.code.verificationUriComplete)}>{text.open}</Button>
          <p role="status" className="text-muted-foreground">
            {text.waiting}
          </p>
        </div>
      ) : (
        <>
          {stage.kind === 'ended' && <Alert tone="error">{stage.why}</Alert>}
          <Button onClick={() => void start()}>
            {stage.kind === 'ended' ? text.again : text.start}
          </Button>
        </>
      )}
      {error && <Alert tone="error">{error}</Alert>}
    </section>
  );
}
