import type { Db } from '../db/Database';

// A reset is pending while a reset link is unused and unexpired. Tying the refusal to the link's
// 60-minute life means a stranger requesting resets for someone's email can delay their login by
// an hour at most (and the per-account rate limit caps the mails).
export async function hasPendingReset(db: Db, userId: string, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('user_tokens')
    .select('token_hash')
    .where('user_id', '=', userId)
    .where('purpose', '=', 'reset_password')
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}
