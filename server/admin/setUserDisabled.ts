import type { AdminUser } from '@schemas/api/admin';
import { recordAudit } from '../audit/recordAudit';
import type { Principal } from '../auth/Principal';
import type { Ports, RequestOrigin } from '../ports/Ports';
import { endSessions } from '../sessions/endSessions';
import { adminErrors } from './adminErrors';
import { selectAdminUsers, toAdminUser } from './searchUsers';

// admin/disableUser and admin/enableUser {userId}: an administrator's switch on one user of any
// account. Disabling ends the user's sessions at once; from then on login answers 403 'Tu cuenta
// se encuentra desactivada' and neither the owner's reactivation nor a password reset lets the
// user back in, until an administrator enables it. Administrators cannot disable themselves or
// each other (no lock-out). The target is named by id and the entry is audited with its account.
export async function setUserDisabled(
  ports: Ports,
  admin: Principal,
  userId: string,
  disabled: boolean,
  origin: RequestOrigin,
): Promise<AdminUser> {
  if (disabled && userId === admin.userId) throw adminErrors.cannotDisableSelf();
  return ports.db.transaction().execute(async (trx) => {
    const now = ports.clock.now();
    const target = await trx
      .selectFrom('users')
      .select(['id', 'role', 'account_id', 'disabled_at', 'email'])
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!target) throw adminErrors.userNotFound();
    if (disabled && target.role === 'admin') throw adminErrors.cannotDisableAdmin();
    const changed = disabled ? target.disabled_at === null : target.disabled_at !== null;
    if (changed) {
      await trx
        .updateTable('users')
        .set({ disabled_at: disabled ? now : null, updated_at: now })
        .where('id', '=', target.id)
        .execute();
      if (disabled) await endSessions(trx, [target.id], now, 'disabled_by_admin');
      await recordAudit(trx, ports, {
        event: disabled ? 'user_disabled' : 'user_enabled',
        accountId: target.account_id,
        actorUserId: admin.userId,
        subjectUserId: target.id,
        origin,
        details: { email: target.email },
      });
    }
    const row = await selectAdminUsers(trx).where('u.id', '=', target.id).executeTakeFirstOrThrow();
    return toAdminUser(row);
  });
}
