import type { TokenPair } from '@schemas/api/sessions';
import { hashToken } from '../auth/hashToken';
import type { Db } from '../db/Database';
import type { Ports, RequestOrigin } from '../ports/Ports';

// Starts a session (a refresh-token family) and answers its first token pair.
export async function openSession(
  db: Db,
  ports: Ports,
  user: { id: string; sessionVersion: number },
  origin: RequestOrigin,
): Promise<TokenPair> {
  const now = ports.clock.now();
  const policy = ports.config.auth;
  const sessionId = ports.random.uuid();
  const expiresAt = new Date(now.getTime() + policy.sessionMaxSeconds * 1000);
  await db
    .insertInto('sessions')
    .values({
      id: sessionId,
      user_id: user.id,
      created_at: now,
      idle_expires_at: new Date(now.getTime() + policy.sessionIdleSeconds * 1000),
      expires_at: expiresAt,
      revoked_at: null,
      revoked_reason: null,
      ip: origin.ip,
      user_agent: origin.userAgent?.slice(0, 500) ?? null,
    })
    .execute();
  const refreshToken = await addRefreshToken(db, ports, sessionId);
  const accessToken = await ports.tokens.issueAccessToken({
    userId: user.id,
    sessionId,
    sessionVersion: user.sessionVersion,
  });
  return { accessToken, refreshToken };
}

export async function addRefreshToken(
  db: Db,
  ports: Pick<Ports, 'clock' | 'random'>,
  sessionId: string,
): Promise<string> {
  const token = ports.random.token();
  await db
    .insertInto('refresh_tokens')
    .values({
      token_hash: hashToken(token),
      session_id: sessionId,
      created_at: ports.clock.now(),
      used_at: null,
    })
    .execute();
  return token;
}
