import type { Db } from '../db/Database';

// A session is active while it is not revoked and neither its idle nor its absolute expiry has
// passed. The spec refuses a second login while one is active; users/endAllSessions ends it.
export async function hasActiveSession(db: Db, userId: string, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('sessions')
    .select('id')
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('idle_expires_at', '>', now)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}
