import type { OkAnswer } from '@schemas/api/common';
import { recordAudit } from '../audit/recordAudit';
import type { Principal } from '../auth/Principal';
import { integrationErrors } from '../integrations/integrationErrors';
import type { Ports, RequestOrigin } from '../ports/Ports';

// Ends the caller's session: its refresh tokens stop working and its access token is refused
// from the next request on.
export async function logOut(
  ports: Ports,
  principal: Principal,
  origin: RequestOrigin,
): Promise<OkAnswer> {
  // Only a session can be logged out of (integration tokens are revoked in Integraciones).
  const sessionId = principal.sessionId;
  if (sessionId === null) throw integrationErrors.neverAllowed();
  await ports.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('sessions')
      .set({ revoked_at: ports.clock.now(), revoked_reason: 'logout' })
      .where('id', '=', sessionId)
      .where('user_id', '=', principal.userId)
      .where('revoked_at', 'is', null)
      .execute();
    await recordAudit(trx, ports, {
      event: 'logout',
      accountId: principal.accountId,
      actorUserId: principal.userId,
      subjectUserId: principal.userId,
      origin,
    });
  });
  return 'OK';
}
