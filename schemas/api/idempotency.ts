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
 * timeout without knowing whether the first try did the work. Each path is named in full, so
 * the list reads as the contract: both checkout calls open a hosted checkout (the spec's
 * `datafastCheckout`, served always, and the configured gateway's own, `sandboxCheckout` by
 * default), and a retry of either must not open a second one.
 */
export const idempotentCalls = [
  'POST documents/submitGuestAnswers',
  'POST storage/generateTemp',
  'POST payments/datafastCheckout',
  'POST payments/sandboxCheckout',
  'POST payments/payment',
  'PUT payments/subscription',
  'POST payments/update_payment_method',
  'POST contact/sendMessage',
  'POST contact/developerRequest',
  // Each creates something new (a document from a file, possibly large; a library clause): a
  // retry after a timeout must not leave a duplicate. Edits carry a version and need no key.
  'POST documents/importDocument',
  'POST library/createClause',
  // A new version of a generated document: a retry must not save two.
  'POST documents/regenerateDocument',
  // A document set: a retry must not store and count its files twice.
  'POST storage/generateSet',
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
  return (idempotentCalls as readonly string[]).includes(call);
}
