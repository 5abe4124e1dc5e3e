import { guestAuthorizationScheme, responseTokenHeader } from '@schemas/api/guests';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { guestErrors } from '../guests/guestErrors';
import type { Ports } from '../ports/Ports';
import { normalizeOrigin } from '../shareLinks/normalizeOrigins';
import { shareLinkStatus } from '../shareLinks/shareLinkStatus';
import type { GuestPrincipal } from './GuestPrincipal';
import { hashToken } from './hashToken';

export interface GuestAuthOptions {
  /** getMasterGuestUser reads the token from the spec's query string (`accessData`). */
  tokenFrom: 'header' | 'query';
  /** A used single-use link still reads its own result. */
  allowUsed: boolean;
}

// accessData as we issue it: 32 random bytes in base64url (43 characters); anything else is
// refused before touching the database.
const tokenPattern = /^[A-Za-z0-9_-]{20,200}$/;

// onRequest hook of the guest routes, run before the body is read. In order:
// 1. CORS and privacy headers on every answer, refusals included: those carry only a code and a
//    Spanish message, so an embed on any site (or on the wrong one) can show why it stopped.
//    Data answers reach only allowed origins (step 4).
// 2. Rate limits: every call per IP, and refused links per IP (a guessing brake).
// 3. The link, by the SHA-256 of the token: unknown, expired, revoked, used (unless allowed), or
//    of a deactivated account → the same 403, so a guessed token learns nothing.
// 4. The Origin: absent or our own (the web app) or one the link allows, else 403 and nothing
//    is read or written.
export function authenticateGuest(ports: Ports, options: GuestAuthOptions) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    setGuestHeaders(reply, request.headers.origin);
    request.guest = await resolveGuest(ports, request, tokenOf(request, options.tokenFrom), {
      allowUsed: options.allowUsed,
    });
  };
}

// Steps 2 to 4 above for one token, wherever it came from (a guest route's header or query
// string, or generateTemp's `tempToken`).
export async function resolveGuest(
  ports: Ports,
  request: FastifyRequest,
  token: string | null,
  options: { allowUsed: boolean },
): Promise<GuestPrincipal> {
  const rules = ports.config.guestRateLimits;
  await ports.limiter.consumeGated('guest-ip', rules.callsPerIp, request.ip, [
    { name: 'guest-failures', rule: rules.linkFailuresPerIp, key: request.ip },
  ]);
  const guest = await findGuest(ports, token, options.allowUsed);
  if (!guest) {
    await ports.limiter.record('guest-failures', rules.linkFailuresPerIp, request.ip);
    throw guestErrors.linkExpired();
  }
  const origin = request.headers.origin;
  const appOrigin = normalizeOrigin(ports.config.appUrl);
  if (origin !== undefined && !isOwnOrigin(request, origin, appOrigin)) {
    if (!guest.allowedOrigins.includes(origin)) throw guestErrors.originNotAllowed();
  }
  const responseToken = headerValue(request, responseTokenHeader.toLowerCase());
  return {
    ...guest.principal,
    responseTokenHash:
      responseToken && tokenPattern.test(responseToken) ? hashToken(responseToken) : null,
  };
}

/** The guest of a route guarded by `authenticateGuest`. */
export function guestOf(request: FastifyRequest): GuestPrincipal {
  if (!request.guest) throw guestErrors.linkExpired();
  return request.guest;
}

/** Headers of every guest answer (and of the preflight's). */
export function setGuestHeaders(reply: FastifyReply, origin: string | undefined): void {
  reply
    .header('referrer-policy', 'no-referrer')
    .header('cache-control', 'no-store')
    .header('cross-origin-resource-policy', 'cross-origin')
    .header('vary', 'Origin');
  if (origin !== undefined) {
    reply
      .header('access-control-allow-origin', origin)
      .header('access-control-expose-headers', 'Retry-After');
  }
}

async function findGuest(ports: Ports, token: string | null, allowUsed: boolean) {
  if (!token || !tokenPattern.test(token)) return null;
  const row = await ports.db
    .selectFrom('share_links as l')
    .innerJoin('documents as d', 'd.id', 'l.document_id')
    .innerJoin('accounts as a', 'a.id', 'd.account_id')
    .select([
      'l.id',
      'l.document_id',
      'l.created_by',
      'l.label',
      'l.mode',
      'l.single_use',
      'l.expires_at',
      'l.revoked_at',
      'l.used_at',
      'l.allowed_origins',
      'd.account_id',
    ])
    .where('l.token_hash', '=', hashToken(token))
    .where('a.deactivated_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  const status = shareLinkStatus(row, ports.clock.now());
  if (status !== 'activo' && !(status === 'usado' && allowUsed)) return null;
  const principal: Omit<GuestPrincipal, 'responseTokenHash'> = {
    linkId: row.id,
    documentId: row.document_id,
    accountId: row.account_id,
    createdBy: row.created_by,
    label: row.label,
    mode: row.mode,
    singleUse: row.single_use,
    expiresAt: row.expires_at,
    status,
  };
  return { principal, allowedOrigins: row.allowed_origins };
}

function tokenOf(request: FastifyRequest, from: GuestAuthOptions['tokenFrom']): string | null {
  if (from === 'query') {
    const query = request.query as Record<string, unknown> | undefined;
    return typeof query?.accessData === 'string' ? query.accessData : null;
  }
  const header = request.headers.authorization;
  const prefix = `${guestAuthorizationScheme} `;
  return header?.startsWith(prefix) ? header.slice(prefix.length).trim() : null;
}

function headerValue(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  return typeof value === 'string' ? value.trim() : null;
}

// Our own pages: the configured public address, or the address this request was sent to (the
// same server seen through a development proxy). A browser sets Origin itself, so a page can only
// claim the origin it was served from.
function isOwnOrigin(request: FastifyRequest, origin: string, appOrigin: string | null): boolean {
  return origin === appOrigin || origin === `${request.protocol}://${request.host}`;
}
