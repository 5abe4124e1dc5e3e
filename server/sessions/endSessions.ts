import { sql } from 'kysely';
import type { Db } from '../db/Database';

// Ends every session of the given users and bumps their session version, so refresh tokens stop
// working and access tokens already handed out are refused on their next request.
export async function endSessions(
  db: Db,
  userIds: string[],
  now: Date,
  reason: string,
): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .updateTable('users')
    .set({ session_version: sql`session_version + 1`, updated_at: now })
    .where('id', 'in', userIds)
    .execute();
  await db
    .updateTable('sessions')
    .set({ revoked_at: now, revoked_reason: reason })
    .where('user_id', 'in', userIds)
    .where('revoked_at', 'is', null)
    .execute();
}
