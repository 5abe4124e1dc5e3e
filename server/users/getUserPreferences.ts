import type { PreferencesAnswer } from '@schemas/api/users';
import type { Db } from '../db/Database';

export const preferenceIds = [1, 2, 3] as const;

/**
 * Preference 1, "Avisarme cuando un cliente envía sus respuestas": on for an account that never
 * saved it (a lawyer who shares a link expects to hear back); 2 and 3 read as off until saved.
 */
export const submissionNoticePreference = { prefId: 1, byDefault: true } as const;

const defaults: Record<(typeof preferenceIds)[number], boolean> = {
  1: submissionNoticePreference.byDefault,
  2: false,
  3: false,
};

// The spec's three preferences; one never saved reads as its default.
export async function getUserPreferences(db: Db, userId: string): Promise<PreferencesAnswer> {
  const rows = await db
    .selectFrom('user_preferences')
    .select(['pref_id', 'enabled'])
    .where('user_id', '=', userId)
    .execute();
  const saved = new Map(rows.map((row) => [row.pref_id, row.enabled]));
  return {
    preferences: preferenceIds.map((prefId) => ({
      prefId,
      enabled: saved.get(prefId) ?? defaults[prefId],
    })),
  };
}
