import type { IntegrationScope, IntegrationToken } from '@schemas/api/integrations';
import type { FastifyRequest } from 'fastify';
import { recordAudit } from '../audit/recordAudit';
import { hashToken } from '../auth/hashToken';
import type { Principal } from '../auth/Principal';
import type { Db, IntegrationTokensTable } from '../db/Database';
import { ApiError } from '../errors/ApiError';
import type { Ports, RequestOrigin } from '../ports/Ports';
import { profileColumns, toUserProfile } from '../users/toUserProfile';
import { integrationErrors } from './integrationErrors';
import { integrationMessages } from './integrationMessages';
import { anyScope, scopeFor } from './scopeTable';

/** Every integration token starts with this, so it is told from a session JWT at a glance. */
export const integrationTokenPrefix = 'mnt_';

const day = 24 * 3600 * 1000;
/** A token's lifetime without use, unless its creator chose another (personal tokens). */
export const defaultLifetimeDays = 90;
/** A token used when fewer than this many days remain is extended by its whole lifetime. */
export const renewWithinDays = 30;
/** last_used_at is written at most this often per token: a busy script costs no write per call. */
const touchEveryMs = 5 * 60 * 1000;

/** What the principal of a call made with an integration token carries besides the user. */
export interface IntegrationGrant {
  tokenId: string;
  scopes: IntegrationScope[];
  client: string | null;
  expiresAt: Date;
}

export const parseScopes = (json: string): IntegrationScope[] => JSON.parse(json);

/** A fresh secret: `mnt_` and 256 random bits (base64url). Only its SHA-256 is ever stored. */
export function newIntegrationSecret(ports: Pick<Ports, 'random'>) {
  const secret = `${integrationTokenPrefix}${ports.random.token()}`;
  return {
    secret,
    hash: hashToken(secret),
    prefix: secret.slice(0, integrationTokenPrefix.length + 6),
  };
}

export interface NewToken {
  accountId: string;
  userId: string;
  kind: 'device' | 'personal';
  name: string;
  client: string | null;
  scopes: IntegrationScope[];
  lifetimeDays: number;
  origin: RequestOrigin | null;
}

/** Stores a new token (hashed) and its issue in the audit log; answers the secret once. */
export async function issueIntegrationToken(db: Db, ports: Ports, token: NewToken) {
  const { secret, hash, prefix } = newIntegrationSecret(ports);
  const now = ports.clock.now();
  const row = {
    id: ports.random.uuid(),
    account_id: token.accountId,
    user_id: token.userId,
    token_hash: hash,
    prefix,
    kind: token.kind,
    name: token.name,
    client: token.client,
    scopes: JSON.stringify(token.scopes),
    lifetime_days: token.lifetimeDays,
    created_at: now,
    created_ip: token.origin?.ip ?? null,
    created_user_agent: token.origin?.userAgent?.slice(0, 400) ?? null,
    expires_at: new Date(now.getTime() + token.lifetimeDays * day),
    last_used_at: null,
    revoked_at: null,
  } satisfies IntegrationTokensTable;
  await db.insertInto('integration_tokens').values(row).execute();
  await recordAudit(db, ports, {
    event: 'integration_token_issued',
    accountId: token.accountId,
    actorUserId: token.userId,
    subjectUserId: token.userId,
    origin: token.origin,
    details: { tokenId: row.id, kind: token.kind, client: token.client, scopes: token.scopes },
  });
  return { secret, row };
}

export function toIntegrationToken(row: IntegrationTokensTable): IntegrationToken {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    client: row.client,
    prefix: row.prefix,
    scopes: parseScopes(row.scopes),
    createdAt: new Date(row.created_at).toISOString(),
    createdIp: row.created_ip,
    createdUserAgent: row.created_user_agent,
    lastUsedAt: row.last_used_at ? new Date(row.last_used_at).toISOString() : null,
    expiresAt: new Date(row.expires_at).toISOString(),
  };
}

// The integration-token branch of `authenticate` (server/auth/authenticate.ts): the token must
// exist, be neither revoked nor expired, and belong to a user and account that could sign in
// right now (not deleted, not disabled, not deactivated) — checked on every call, so revoking
// or disabling cuts access on the next call. Then the call must be one its scopes cover
// (scopeTable.ts). The payment gate (430) is applied by the services themselves from the
// account, exactly as for a session.
export async function authenticateIntegration(
  ports: Ports,
  request: FastifyRequest,
  token: string,
): Promise<Principal> {
  const now = ports.clock.now();
  const row = await ports.db
    .selectFrom('integration_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .innerJoin('accounts as a', 'a.id', 'u.account_id')
    .innerJoin('plans as p', 'p.name_plan', 'a.name_plan')
    .select([
      ...profileColumns,
      'u.account_id',
      't.id as token_id',
      't.scopes',
      't.client',
      't.expires_at',
      't.last_used_at',
      't.lifetime_days',
    ])
    .where('t.token_hash', '=', hashToken(token))
    .where('t.revoked_at', 'is', null)
    .where('t.expires_at', '>', now)
    .whereRef('t.account_id', '=', 'u.account_id')
    .where('u.is_deleted', '=', false)
    .where('u.disabled_at', 'is', null)
    .where('a.deactivated_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw new ApiError(401, 'UNAUTHENTICATED', integrationMessages.tokenRevoked);
  const scopes = parseScopes(row.scopes);
  const needed = scopeFor(request.method, request.routeOptions.url ?? '');
  if (needed === undefined) throw integrationErrors.neverAllowed();
  if (needed !== anyScope && !scopes.includes(needed))
    throw integrationErrors.scopeRefused([needed]);
  const expiresAt = await touchToken(ports, row, now, request);
  return {
    userId: row.id,
    accountId: row.account_id,
    role: row.role,
    sessionId: null,
    profile: toUserProfile(row),
    integration: { tokenId: row.token_id, scopes, client: row.client, expiresAt },
  };
}

// Use is recorded at most every few minutes: last_used_at (the Integraciones tab), the sliding
// expiry (a token used in its last 30 days lives its whole lifetime again from now) and, on a
// token's first use of a (UTC) day, one audit entry — so a script's thousand calls a day leave
// one line, not a thousand. The conditional update makes concurrent calls record it once.
async function touchToken(
  ports: Ports,
  row: {
    token_id: string;
    account_id: string;
    id: string;
    last_used_at: Date | null;
    expires_at: Date;
    lifetime_days: number;
  },
  now: Date,
  request: FastifyRequest,
): Promise<Date> {
  const lastUsed = row.last_used_at ? new Date(row.last_used_at) : null;
  const expiresAt = new Date(row.expires_at);
  if (lastUsed && now.getTime() - lastUsed.getTime() < touchEveryMs) return expiresAt;
  const renew = expiresAt.getTime() - now.getTime() < renewWithinDays * day;
  const nextExpiry = renew ? new Date(now.getTime() + row.lifetime_days * day) : expiresAt;
  const threshold = new Date(now.getTime() - touchEveryMs);
  const updated = await ports.db
    .updateTable('integration_tokens')
    .set({ last_used_at: now, expires_at: nextExpiry })
    .where('id', '=', row.token_id)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', threshold)]))
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) return expiresAt;
  const utcDay = (date: Date) => date.toISOString().slice(0, 10);
  if (!lastUsed || utcDay(lastUsed) !== utcDay(now)) {
    await recordAudit(ports.db, ports, {
      event: 'integration_token_used',
      accountId: row.account_id,
      actorUserId: row.id,
      subjectUserId: row.id,
      origin: { ip: request.ip, userAgent: request.headers['user-agent'] ?? null },
      details: { tokenId: row.token_id, route: `${request.method} ${request.routeOptions.url}` },
    });
  }
  return nextExpiry;
}

/** Tokens expired or revoked more than a month ago are deleted by the cleanup job. */
export async function deleteOldIntegrationRows(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - 30 * day);
  const tokens = await db
    .deleteFrom('integration_tokens')
    .where((eb) => eb.or([eb('expires_at', '<', before), eb('revoked_at', '<', before)]))
    .executeTakeFirst();
  const devices = await db
    .deleteFrom('device_authorizations')
    .where('expires_at', '<', new Date(now.getTime() - day))
    .executeTakeFirst();
  return Number(tokens.numDeletedRows) + Number(devices.numDeletedRows);
}
