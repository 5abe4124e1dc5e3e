import type { Db } from '../db/Database';

// Idempotency answers are kept 24 hours; past that a key can be claimed afresh anyway, so the
// rows are only deleted to keep the table small (the hourly cleanup job; safe to repeat).
export async function deleteExpiredKeys(db: Db, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('idempotency_keys')
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
