import type { FastifyRequest } from 'fastify';
import { apiErrors } from '../errors/ApiError';
import { authenticateIntegration, integrationTokenPrefix } from '../integrations/integrationTokens';
import type { Ports } from '../ports/Ports';
import { profileColumns, toUserProfile } from '../users/toUserProfile';
import type { Principal } from './Principal';

// preHandler for signed-in routes. A well-signed token is not enough: its session must still be
// open and the user's session version unchanged, so logout, ending all sessions, a password
// change and deactivation cut access at once instead of when the token expires. The same single
// query loads the caller's profile, which users/me answers without a second round trip.
// An integration token (`mnt_…`, server/integrations/) is the other credential this accepts, on
// the calls its scopes cover only (integrations/scopeTable.ts); every other call refuses it.
export function authenticate(ports: Ports) {
  return async (request: FastifyRequest): Promise<void> => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : null;
    if (!token) throw apiErrors.unauthenticated();
    if (token.startsWith(integrationTokenPrefix)) {
      request.principal = await authenticateIntegration(ports, request, token);
      return;
    }
    const claims = await ports.tokens.verifyAccessToken(token);
    if (!claims) throw apiErrors.unauthenticated();
    const now = ports.clock.now();
    const row = await ports.db
      .selectFrom('sessions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .innerJoin('accounts as a', 'a.id', 'u.account_id')
      .innerJoin('plans as p', 'p.name_plan', 'a.name_plan')
      .select([...profileColumns, 'u.account_id'])
      .where('s.id', '=', claims.sessionId)
      .where('s.user_id', '=', claims.userId)
      .where('s.revoked_at', 'is', null)
      .where('s.expires_at', '>', now)
      .where('u.session_version', '=', claims.sessionVersion)
      .where('u.is_deleted', '=', false)
      .where('u.disabled_at', 'is', null)
      .where('a.deactivated_at', 'is', null)
      .executeTakeFirst();
    if (!row) throw apiErrors.unauthenticated();
    request.principal = {
      userId: row.id,
      accountId: row.account_id,
      role: row.role,
      sessionId: claims.sessionId,
      profile: toUserProfile(row),
    };
  };
}

/** The caller of a route guarded by `authenticate`. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw apiErrors.unauthenticated();
  return request.principal;
}
