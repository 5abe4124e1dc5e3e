import { createHmac, timingSafeEqual } from 'node:crypto';

export const sandboxSignatureHeader = 'x-sandbox-signature';

// The sandbox gateway signs each notification as `t=<unix seconds>,v1=<hex HMAC-SHA256 of
// "<t>.<raw body>">`, so the timestamp is covered by the signature and an old notification
// cannot be replayed with a fresh date.
export function signSandboxNotification(secret: string, rawBody: string, sentAtSeconds: number) {
  const signature = createHmac('sha256', secret)
    .update(`${sentAtSeconds}.${rawBody}`)
    .digest('hex');
  return `t=${sentAtSeconds},v1=${signature}`;
}

/** The signed timestamp (seconds) when the header verifies against the body; null otherwise. */
export function verifySandboxSignature(
  secret: string,
  rawBody: string,
  header: string | undefined,
): number | null {
  if (!header) return null;
  const parts = new Map(
    header.split(',').map((part) => {
      const [key = '', ...value] = part.trim().split('=');
      return [key, value.join('=')] as const;
    }),
  );
  const sentAt = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(sentAt) || !/^[0-9a-f]{64}$/.test(given)) return null;
  const expected = signSandboxNotification(secret, rawBody, sentAt).split('v1=')[1] ?? '';
  const matches = timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(expected, 'hex'));
  return matches ? sentAt : null;
}
