import type { UpdateUserProfileBody, UserProfile } from '@schemas/api/users';
import { recordAudit } from '../audit/recordAudit';
import type { Principal } from '../auth/Principal';
import type { UserUpdate } from '../db/Database';
import type { Ports, RequestOrigin } from '../ports/Ports';
import { getProfile } from './getProfile';

// users/updateUserProfile: the caller's own names, phone and picture. The email is not editable
// here: changing it needs a new confirmation, which is its own feature.
export async function updateUserProfile(
  ports: Ports,
  principal: Principal,
  body: UpdateUserProfileBody,
  origin: RequestOrigin,
): Promise<UserProfile> {
  return ports.db.transaction().execute(async (trx) => {
    const now = ports.clock.now();
    const changes: UserUpdate = {};
    if (body.firstName !== undefined) changes.first_name = body.firstName.trim();
    if (body.lastName !== undefined) changes.last_name = body.lastName.trim();
    if (body.phone !== undefined) changes.phone = body.phone?.trim() || null;
    if (body.imageProfileUrl !== undefined) changes.image_profile_url = body.imageProfileUrl;
    await trx
      .updateTable('users')
      .set({ ...changes, updated_at: now })
      .where('id', '=', principal.userId)
      .where('account_id', '=', principal.accountId)
      .execute();
    await recordAudit(trx, ports, {
      event: 'profile_updated',
      accountId: principal.accountId,
      actorUserId: principal.userId,
      subjectUserId: principal.userId,
      origin,
      details: { fields: Object.keys(changes) },
    });
    return getProfile(trx, principal.userId);
  });
}
