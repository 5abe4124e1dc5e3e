import type { OkAnswer } from '@schemas/api/common';
import type { EndAllSessionsBody } from '@schemas/api/sessions';
import { recordAudit } from '../audit/recordAudit';
import { apiErrors } from '../errors/ApiError';
import type { Ports, RequestOrigin } from '../ports/Ports';
import { endSessions } from '../sessions/endSessions';
import { checkPassword } from './checkPassword';

// users/endAllSessions {email, password, token} ends every session of the user, the caller's
// included. `token` proves the caller may ask, in one of two ways:
// - the short-lived proof a login refused with "Ya tienes una sesión activa" handed out (the way
//   out when a session left open elsewhere blocks the login);
// - the caller's own access token, while its session is open (the account area's "Cerrar todas
//   las sesiones").
// Either way the password is checked again.
export async function endAllSessions(
  ports: Ports,
  body: EndAllSessionsBody,
  origin: RequestOrigin,
): Promise<OkAnswer> {
  const provenUserId = await findProvenUserId(ports, body.token);
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

async function findProvenUserId(ports: Ports, token: string): Promise<string | null> {
  const proven = await ports.tokens.verifySessionProof(token);
  if (proven) return proven;
  const claims = await ports.tokens.verifyAccessToken(token);
  if (!claims) return null;
  // The same checks as `authenticate`: a token of a session already ended proves nothing.
  const open = await ports.db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select('s.user_id')
    .where('s.id', '=', claims.sessionId)
    .where('s.user_id', '=', claims.userId)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', ports.clock.now())
    .where('u.session_version', '=', claims.sessionVersion)
    .executeTakeFirst();
  return open ? claims.userId : null;
}
