import type { OkAnswer } from '@schemas/api/common';
import type { EndAllSessionsBody } from '@schemas/api/sessions';
import { recordAudit } from '../audit/recordAudit';
import { apiErrors } from '../errors/ApiError';
import type { Ports, RequestOrigin } from '../ports/Ports';
import { endSessions } from '../sessions/endSessions';
import { checkPassword } from './checkPassword';

// The way out of "Ya tienes una sesión activa": the refused login handed out a short-lived proof;
// with it and the password again, every session of the user ends and the next login succeeds.
export async function endAllSessions(
  ports: Ports,
  body: EndAllSessionsBody,
  origin: RequestOrigin,
): Promise<OkAnswer> {
  const provenUserId = await ports.tokens.verifySessionProof(body.token);
  const user = await checkPassword(ports, body, origin);
  if (provenUserId !== user.id) throw apiErrors.sessionProofInvalid();
  if (user.is_deleted || user.deactivated_at) throw apiErrors.accountDisabled();
  await ports.db.transaction().execute(async (trx) => {
    await endSessions(trx, [user.id], ports.clock.now(), 'end_all_sessions');
    await recordAudit(trx, ports, {
      event: 'sessions_ended',
      accountId: user.account_id,
      actorUserId: user.id,
      subjectUserId: user.id,
      origin,
    });
  });
  return 'OK';
}
