import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const version = 'v1';

// AES-256-GCM: a fresh 96-bit IV per message, the 128-bit tag, and associated data naming what
// the bytes belong to (an account and a purpose), so a ciphertext copied to another account or
// column does not open. Text form: `v1.<base64url(iv | tag | ciphertext)>`.
export function seal(key: Buffer, plaintext: Uint8Array, associated: string): string {
  return `${version}.${sealBytes(key, plaintext, associated).toString('base64url')}`;
}

export function open(key: Buffer, sealed: string, associated: string): Buffer {
  if (!sealed.startsWith(`${version}.`)) throw new Error('not a sealed value');
  return openBytes(key, Buffer.from(sealed.slice(version.length + 1), 'base64url'), associated);
}

export function isSealed(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(`${version}.`);
}

export function sealBytes(key: Buffer, plaintext: Uint8Array, associated: string): Buffer {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(associated, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

export function openBytes(key: Buffer, sealed: Buffer, associated: string): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, 12));
  decipher.setAAD(Buffer.from(associated, 'utf8'));
  decipher.setAuthTag(sealed.subarray(12, 28));
  return Buffer.concat([decipher.update(sealed.subarray(28)), decipher.final()]);
}
