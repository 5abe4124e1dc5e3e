import { imageUrlPrefix } from '@schemas/api/storage';
import type { UpdateUserProfileBody, UserProfile } from '@schemas/api/users';
import { recordAudit } from '../audit/recordAudit';
import type { Principal } from '../auth/Principal';
import type { Db, UserUpdate } from '../db/Database';
import { apiErrors } from '../errors/ApiError';
import { validationMessages } from '../messages';
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
    if (body.imageProfileUrl !== undefined) {
      await assertOwnImage(trx, principal, body.imageProfileUrl);
      changes.image_profile_url = body.imageProfileUrl;
    }
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

// A picture on our own storage must be one the caller's account uploaded: image names are
// secret-ish (unguessable), and a profile must not point at another tenant's file.
async function assertOwnImage(db: Db, principal: Principal, url: string | null): Promise<void> {
  if (!url?.startsWith(imageUrlPrefix)) return;
  const owned = await db
    .selectFrom('images')
    .select('name')
    .where('name', '=', url.slice(imageUrlPrefix.length))
    .where('account_id', '=', principal.accountId)
    .executeTakeFirst();
  if (!owned) {
    throw apiErrors.fieldsInvalid([
      { field: 'imageProfileUrl', message: validationMessages.imageNotOwned },
    ]);
  }
}
