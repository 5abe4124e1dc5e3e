import type { PreferencesAnswer } from '@schemas/api/users';
import type { Db } from '../db/Database';

export const preferenceIds = [1, 2, 3] as const;

// The spec's three preferences; one never saved reads as disabled.
export async function getUserPreferences(db: Db, userId: string): Promise<PreferencesAnswer> {
  const rows = await db
    .selectFrom('user_preferences')
    .select(['pref_id', 'enabled'])
    .where('user_id', '=', userId)
    .execute();
  const saved = new Map(rows.map((row) => [row.pref_id, row.enabled]));
  return {
    preferences: preferenceIds.map((prefId) => ({ prefId, enabled: saved.get(prefId) ?? false })),
  };
}
