// The Idempotency-Key contract shared by the server and its clients (the web app, the player).
// A client sends a fresh key per user action on these calls and the same key on its automatic
// retries; the server replays the first answer to a retry instead of doing the work again.

export const idempotencyKeyHeader = 'Idempotency-Key';

/** Set on an answer that replays the first answer to an earlier call with the same key. */
export const idempotentReplayedHeader = 'Idempotent-Replayed';

/** Keys are 1 to 255 printable ASCII characters (a UUID is the usual choice). */
export const idempotencyKeyPattern = /^[\x20-\x7e]{1,255}$/;

/** How long an answer is kept for replay. */
export const idempotencyWindowSeconds = 24 * 60 * 60;

/**
 * The calls that honour the header (paths under /api/v1/): those a client may retry after a
 * timeout without knowing whether the first try did the work. `*` stands for the card
 * provider's name (`payments/sandboxCheckout`, `payments/datafastCheckout`).
 */
export const idempotentCalls = [
  'POST documents/submitGuestAnswers',
  'POST storage/generateTemp',
  'POST payments/*Checkout',
  'POST payments/payment',
  'PUT payments/subscription',
  'POST payments/update_payment_method',
  'POST contact/sendMessage',
  'POST contact/developerRequest',
] as const;

/**
 * A fresh key for one user action: 128 random bits in hex. getRandomValues, unlike randomUUID,
 * also exists on pages served over plain http (a firm's intranet address).
 */
export function createIdempotencyKey(): string {
  // schemas/ is type-checked without DOM or Node types: name the one Web Crypto call used.
  const { crypto } = globalThis as unknown as {
    crypto: { getRandomValues(array: Uint8Array): Uint8Array };
  };
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function isIdempotentCall(method: string, path: string): boolean {
  const call = `${method.toUpperCase()} ${path.replace(/^\/?(api\/v1\/)?/, '').split('?')[0]}`;
  return idempotentCalls.some((pattern) =>
    pattern.includes('*')
      ? new RegExp(`^${pattern.replace('*', '[A-Za-z]+')}$`).test(call)
      : pattern === call,
  );
}
