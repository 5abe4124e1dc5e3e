import type { Clock } from '../../ports/Clock';
import type { RandomSource } from '../../ports/RandomSource';
import { sandboxSignatureHeader, signSandboxNotification } from './signSandboxNotification';

/** Posts a signed notification to the merchant; never waits for it nor fails the caller. */
export type SandboxNotifier = (type: string, payload: Record<string, unknown>) => void;

// The gateway tells the merchant about each payment the way OPPWA does: a signed POST to the
// notification URL, sent in the background; one that cannot be delivered is logged (the merchant
// still learns the result from the shopper's return or by asking).
export function notifySandboxMerchant(options: {
  clock: Clock;
  random: RandomSource;
  secret: string;
  /** Where notifications are posted; null sends none. */
  notifyUrl: string | null;
  logger?: { warn(details: object, message: string): void };
}): SandboxNotifier {
  return (type, payload) => {
    const url = options.notifyUrl;
    if (!url) return;
    const body = JSON.stringify({ id: options.random.uuid(), type, payload });
    const sentAt = Math.floor(options.clock.now().getTime() / 1000);
    const signature = signSandboxNotification(options.secret, body, sentAt);
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [sandboxSignatureHeader]: signature },
      body,
      signal: AbortSignal.timeout(10_000),
    }).catch((error: unknown) =>
      options.logger?.warn(
        { url, err: error instanceof Error ? error.message : String(error) },
        'sandbox gateway notification not delivered',
      ),
    );
  };
}
