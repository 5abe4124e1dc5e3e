import type { Db } from '../db/Database';
import { assertSafeKey, type FileStorage } from './FileStorage';

/** Bytes per row: a file is read and written a chunk per row, never as one huge value. */
export const fileChunkBytes = 512 * 1024;

// Files in the database (table file_chunks), for a cluster whose processes share nothing but
// PostgreSQL: whatever instance stored a file, every other one reads it. A file is its chunks,
// written in one transaction (a reader sees all of them or none, and a second put of the same
// key replaces the first whole) and read back in order. Files are bounded by their own limits
// (templates, images, generated documents) before they reach here.
export function createDatabaseFileStorage(db: Db): FileStorage {
  return {
    async put(key, bytes) {
      assertSafeKey(key);
      const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('file_chunks').where('key', '=', key).execute();
        for (let n = 0, at = 0; n === 0 || at < buffer.length; n++, at += fileChunkBytes) {
          await trx
            .insertInto('file_chunks')
            .values({ key, n, bytes: buffer.subarray(at, at + fileChunkBytes) })
            .execute();
        }
      });
    },
    async get(key) {
      assertSafeKey(key);
      const rows = await db
        .selectFrom('file_chunks')
        .select('bytes')
        .where('key', '=', key)
        .orderBy('n')
        .execute();
      if (rows.length === 0) return null;
      return Buffer.concat(rows.map((row) => Buffer.from(row.bytes)));
    },
    async delete(key) {
      assertSafeKey(key);
      await db.deleteFrom('file_chunks').where('key', '=', key).execute();
    },
  };
}
