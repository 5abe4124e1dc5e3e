import type { OkAnswer } from '@schemas/api/common';
import { recordAudit } from '../audit/recordAudit';
import type { Principal } from '../auth/Principal';
import { passwordHasher } from '../auth/passwordHasher';
import type { Ports, RequestOrigin } from '../ports/Ports';
import { endSessions } from '../sessions/endSessions';

// users/changePass. The spec's payload is the new password alone; the change ends every session
// (the spec returns the user to unauthenticated), including the one that made it.
export async function changePassword(
  ports: Ports,
  principal: Principal,
  password: string,
  origin: RequestOrigin,
): Promise<OkAnswer> {
  const passwordHash = await passwordHasher.hash(password);
  await ports.db.transaction().execute(async (trx) => {
    const now = ports.clock.now();
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: now })
      .where('id', '=', principal.userId)
      .execute();
    await endSessions(trx, [principal.userId], now, 'password_changed');
    await recordAudit(trx, ports, {
      event: 'password_changed',
      accountId: principal.accountId,
      actorUserId: principal.userId,
      subjectUserId: principal.userId,
      origin,
    });
  });
  return 'OK';
}
