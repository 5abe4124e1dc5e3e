import { createHmac, randomBytes } from 'node:crypto';
import type { Db } from '../db/Database';
import type { Clock } from '../ports/Clock';
import type { FileStorage } from '../storage/FileStorage';
import type { MasterKey, MasterKeys } from './MasterKeys';
import { isSealed, open, openBytes, seal, sealBytes } from './seal';

/** What one account's data is sealed with: its own data key. */
export interface AccountCipher {
  /** A JSON value as sealed text (store it as a JSON string in a jsonb column). */
  sealJson(value: unknown, purpose: string): string;
  /** The value back; a value stored before encryption (not sealed text) is answered as it is. */
  openJson<T>(stored: unknown, purpose: string): T;
  /** The same FileStorage, with every file sealed on the way in and opened on the way out. */
  files(inner: FileStorage, purpose: string): FileStorage;
  /**
   * HMAC-SHA256 (hex) of a text under the account's data key: a fingerprint that can be compared
   * across generations but, unlike a bare hash, cannot be brute-forced from a guessable value
   * (a yes/no answer) by whoever holds the file it is written in.
   */
  mac(text: string, purpose: string): string;
}

export interface DataKeys {
  /** The account's cipher; its data key is made (and wrapped) on first use. */
  forAccount(db: Db, accountId: string): Promise<AccountCipher>;
  /** Rewraps every data key not wrapped by the current master key; answers how many. */
  rewrapAll(db: Db): Promise<number>;
  /** Drops the account's unwrapped key from memory (its row is gone: the account was purged). */
  forget(accountId: string): void;
}

/** Sealed files start with this, so files stored before encryption still open. */
const fileMagic = Buffer.from('MINUTA-SEALED-1\n', 'latin1');
const wrapPurpose = (accountId: string) => `account-key|${accountId}`;

// Envelope encryption of client data at rest: each account has a random 256-bit data key, stored
// only wrapped (AES-256-GCM) by the master key from the configuration. Answers, submissions,
// sample answers and generated files are sealed with their account's data key, with the account
// and the purpose as associated data. A copy of the database alone (or of the file store alone)
// therefore reveals no answer; rotating the master key rewraps 32-byte keys, not the data.
// Unwrapped data keys are kept in memory for the life of the process.
export function createDataKeys(master: MasterKeys, clock: Clock): DataKeys {
  const cache = new Map<string, Buffer>();
  const byId = new Map<string, MasterKey>(
    [master.current, ...master.previous].map((key) => [key.id, key]),
  );

  const unwrap = (accountId: string, keyId: string, wrapped: string): Buffer => {
    const wrapping = byId.get(keyId);
    if (!wrapping) {
      throw new Error(
        `the data key of account ${accountId} is wrapped by master key ${keyId}, which is not configured (DATA_ENCRYPTION_KEY or DATA_ENCRYPTION_KEYS_PREVIOUS)`,
      );
    }
    return open(wrapping.key, wrapped, wrapPurpose(accountId));
  };

  const loadKey = async (db: Db, accountId: string): Promise<Buffer> => {
    const cached = cache.get(accountId);
    if (cached) return cached;
    const find = () =>
      db
        .selectFrom('account_keys')
        .select(['key_id', 'wrapped_key'])
        .where('account_id', '=', accountId)
        .executeTakeFirst();
    let row = await find();
    if (!row) {
      const fresh = randomBytes(32);
      await db
        .insertInto('account_keys')
        .values({
          account_id: accountId,
          key_id: master.current.id,
          wrapped_key: seal(master.current.key, fresh, wrapPurpose(accountId)),
          created_at: clock.now(),
        })
        .onConflict((oc) => oc.column('account_id').doNothing())
        .execute();
      row = await find();
      if (!row) throw new Error(`the data key of account ${accountId} vanished after its insert`);
    }
    const key = unwrap(accountId, row.key_id, row.wrapped_key);
    cache.set(accountId, key);
    return key;
  };

  return {
    async forAccount(db, accountId) {
      return cipherOf(await loadKey(db, accountId), accountId);
    },
    async rewrapAll(db) {
      const rows = await db
        .selectFrom('account_keys')
        .select(['account_id', 'key_id', 'wrapped_key'])
        .where('key_id', '!=', master.current.id)
        .execute();
      for (const row of rows) {
        const key = unwrap(row.account_id, row.key_id, row.wrapped_key);
        await db
          .updateTable('account_keys')
          .set({
            key_id: master.current.id,
            wrapped_key: seal(master.current.key, key, wrapPurpose(row.account_id)),
          })
          .where('account_id', '=', row.account_id)
          .where('key_id', '=', row.key_id)
          .execute();
      }
      return rows.length;
    },
    forget(accountId) {
      cache.get(accountId)?.fill(0);
      cache.delete(accountId);
    },
  };
}

function cipherOf(key: Buffer, accountId: string): AccountCipher {
  const associated = (purpose: string) => `${accountId}|${purpose}`;
  return {
    sealJson(value, purpose) {
      return seal(key, Buffer.from(JSON.stringify(value), 'utf8'), associated(purpose));
    },
    openJson<T>(stored: unknown, purpose: string): T {
      if (!isSealed(stored)) return stored as T;
      return JSON.parse(open(key, stored, associated(purpose)).toString('utf8')) as T;
    },
    files(inner, purpose) {
      return {
        put: (name, bytes) =>
          inner.put(name, Buffer.concat([fileMagic, sealBytes(key, bytes, associated(purpose))])),
        async get(name) {
          const bytes = await inner.get(name);
          if (!bytes?.subarray(0, fileMagic.length).equals(fileMagic)) return bytes;
          return openBytes(key, bytes.subarray(fileMagic.length), associated(purpose));
        },
        delete: (name) => inner.delete(name),
      };
    },
    mac(text, purpose) {
      return createHmac('sha256', key)
        .update(`${associated(purpose)}\n${text}`)
        .digest('hex');
    },
  };
}
