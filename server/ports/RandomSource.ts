import { randomBytes, randomUUID } from 'node:crypto';

// Identifiers and secret tokens come from this port. Tokens are 256 bits from the OS CSPRNG,
// base64url-encoded so they travel in URLs and JSON without escaping.
export interface RandomSource {
  uuid(): string;
  token(): string;
  /** `bytes` random bytes as lower-case hex (unguessable file names). */
  hex(bytes: number): string;
}

export const cryptoRandom: RandomSource = {
  uuid: () => randomUUID(),
  token: () => randomBytes(32).toString('base64url'),
  hex: (bytes) => randomBytes(bytes).toString('hex'),
};
