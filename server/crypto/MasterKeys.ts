import { createHash } from 'node:crypto';

// The master keys that wrap the accounts' data keys (DATA_ENCRYPTION_KEY, 32 bytes in base64).
// `current` wraps every new or rewrapped data key; `previous` keys only unwrap, so a key can be
// rotated without downtime and an old backup opens with its old key given.
export interface MasterKeys {
  current: MasterKey;
  previous: MasterKey[];
}

export interface MasterKey {
  /** A short fingerprint stored beside each wrapped key: which master key wraps it. */
  id: string;
  key: Buffer;
}

export function parseMasterKey(text: string, name = 'DATA_ENCRYPTION_KEY'): MasterKey {
  const key = Buffer.from(text.trim(), 'base64');
  if (key.length !== 32) {
    throw new Error(`${name} debe ser una clave de 32 bytes en base64 (44 caracteres).`);
  }
  return { id: createHash('sha256').update(key).digest('hex').slice(0, 16), key };
}

export function parseMasterKeys(current: string, previous: readonly string[] = []): MasterKeys {
  return {
    current: parseMasterKey(current),
    previous: previous.map((text) => parseMasterKey(text, 'DATA_ENCRYPTION_KEYS_PREVIOUS')),
  };
}
