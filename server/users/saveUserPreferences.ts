import type { PreferencesAnswer, PreferencesBody } from '@schemas/api/users';
import type { Principal } from '../auth/Principal';
import { apiErrors } from '../errors/ApiError';
import { errorMessages } from '../messages';
import type { Ports } from '../ports/Ports';
import { getUserPreferences } from './getUserPreferences';

// users/saveUserPreference: sets the listed preferences (prefId 1–3) and answers all three.
export async function saveUserPreferences(
  ports: Ports,
  principal: Principal,
  body: PreferencesBody,
): Promise<PreferencesAnswer> {
  const ids = body.preferences.map((p) => p.prefId);
  if (new Set(ids).size !== ids.length) {
    throw apiErrors.fieldsInvalid([
      { field: 'preferences', message: errorMessages.duplicatePreference },
    ]);
  }
  return ports.db.transaction().execute(async (trx) => {
    const now = ports.clock.now();
    for (const preference of body.preferences) {
      await trx
        .insertInto('user_preferences')
        .values({
          user_id: principal.userId,
          pref_id: preference.prefId,
          enabled: preference.enabled,
          updated_at: now,
        })
        .onConflict((oc) =>
          oc
            .columns(['user_id', 'pref_id'])
            .doUpdateSet({ enabled: preference.enabled, updated_at: now }),
        )
        .execute();
    }
    return getUserPreferences(trx, principal.userId);
  });
}
