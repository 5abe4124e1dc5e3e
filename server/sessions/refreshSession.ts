import type { TokenPair } from '@schemas/api/sessions';
import { recordAudit } from '../audit/recordAudit';
import { hashToken } from '../auth/hashToken';
import { apiErrors } from '../errors/ApiError';
import type { Ports, RequestOrigin } from '../ports/Ports';
import { addRefreshToken } from './openSession';

type Outcome = { pair: TokenPair } | { refused: 'unknown' | 'closed' | 'reused' };

// Rotates a refresh token: the presented one is spent and a new pair is issued. Presenting a
// spent token means it was copied (or the client raced itself); either way the whole session is
// revoked, which logs out whoever holds the family — the thief included.
export async function refreshSession(
  ports: Ports,
  refreshToken: string,
  origin: RequestOrigin,
): Promise<TokenPair> {
  const outcome = await ports.db.transaction().execute(async (trx): Promise<Outcome> => {
    const now = ports.clock.now();
    const tokenHash = hashToken(refreshToken);
    const spent = await trx
      .updateTable('refresh_tokens')
      .set({ used_at: now })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .returning('session_id')
      .executeTakeFirst();
    if (!spent) return revokeOnReuse(trx, ports, tokenHash, origin);
    const session = await trx
      .selectFrom('sessions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .innerJoin('accounts as a', 'a.id', 'u.account_id')
      .select(['s.id', 's.expires_at', 'u.id as userId', 'u.session_version'])
      .where('s.id', '=', spent.session_id)
      .where('s.revoked_at', 'is', null)
      .where('s.idle_expires_at', '>', now)
      .where('s.expires_at', '>', now)
      .where('u.is_deleted', '=', false)
      .where('u.disabled_at', 'is', null)
      .where('a.deactivated_at', 'is', null)
      .forUpdate('s')
      .executeTakeFirst();
    if (!session) return { refused: 'closed' };
    const idleUntil = now.getTime() + ports.config.auth.sessionIdleSeconds * 1000;
    await trx
      .updateTable('sessions')
      .set({ idle_expires_at: new Date(Math.min(idleUntil, session.expires_at.getTime())) })
      .where('id', '=', session.id)
      .execute();
    const accessToken = await ports.tokens.issueAccessToken({
      userId: session.userId,
      sessionId: session.id,
      sessionVersion: session.session_version,
    });
    return { pair: { accessToken, refreshToken: await addRefreshToken(trx, ports, session.id) } };
  });
  if ('pair' in outcome) return outcome.pair;
  throw apiErrors.refreshInvalid();
}

async function revokeOnReuse(
  trx: Parameters<typeof recordAudit>[0],
  ports: Ports,
  tokenHash: string,
  origin: RequestOrigin,
): Promise<Outcome> {
  const reused = await trx
    .selectFrom('refresh_tokens as r')
    .innerJoin('sessions as s', 's.id', 'r.session_id')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.id', 's.revoked_at', 'u.id as userId', 'u.account_id'])
    .where('r.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!reused) return { refused: 'unknown' };
  if (!reused.revoked_at) {
    await trx
      .updateTable('sessions')
      .set({ revoked_at: ports.clock.now(), revoked_reason: 'refresh_reuse' })
      .where('id', '=', reused.id)
      .execute();
    await recordAudit(trx, ports, {
      event: 'refresh_reuse_detected',
      accountId: reused.account_id,
      actorUserId: null,
      subjectUserId: reused.userId,
      origin,
      details: { sessionId: reused.id },
    });
  }
  return { refused: 'reused' };
}
