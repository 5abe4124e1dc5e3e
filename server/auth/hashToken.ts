import { createHash } from 'node:crypto';

// Opaque tokens (refresh, reset, verification, invitation) are 256-bit random values, so a plain
// SHA-256 is enough to store them: a leaked table cannot be replayed, and lookups stay indexed.
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
