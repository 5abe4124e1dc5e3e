import { createHash } from 'node:crypto';
import {
  idempotencyKeyHeader,
  idempotencyKeyPattern,
  idempotencyWindowSeconds,
  idempotentReplayedHeader,
} from '@schemas/api/idempotency';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onSendHookHandler,
  preHandlerHookHandler,
  RouteOptions,
} from 'fastify';
import { sql } from 'kysely';
import { apiErrors } from '../errors/ApiError';
import type { Ports } from '../ports/Ports';

/** How long a first call may run before a retry may take its key over (the process died). */
const leaseMs = 5 * 60 * 1000;
/** How long a retry waits for the first call with its key to finish before answering 409. */
const waitMs = 10_000;
/** Larger answers are not kept (the key is released instead: a retry runs again). */
const maxStoredBytes = 256 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    /** `METHOD /path` of every route that honours Idempotency-Key. */
    idempotentRoutes(): string[];
  }
  interface FastifyRequest {
    /** The key this request claimed; its answer is stored when it is a success. */
    idempotencyClaim?: { scope: string; key: string };
  }
}

// Idempotency-Key on the routes marked `config.idempotent` (schemas/api/idempotency.ts lists
// them). After the route's own authentication, a request with the header claims (caller, key) in
// the database:
// - first time: the call runs; a 2xx answer is stored for 24 hours, anything else releases the
//   key (nothing was done: a failed call leaves the previous state intact, so a retry may run);
// - the same key again with the same request: the stored answer is replayed
//   (Idempotent-Replayed: true), or, while the first call still runs, the retry waits for it;
// - the same key with another request (body, route): 422.
// Claims are rows, so they hold across instances and restarts; a claim whose process died is
// taken over once its lease ends. Known gap: if the process dies between the work's commit and
// the answer's storage (milliseconds), a retry after the lease runs the work again.
export function installIdempotency(app: FastifyInstance, ports: Ports): void {
  const claim = claimHandler(ports);
  const store = storeHandler(ports);
  const marked: string[] = [];
  app.decorate('idempotentRoutes', () => [...marked]);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.config?.idempotent) return;
    for (const method of asList(route.method)) marked.push(`${method} ${route.url}`);
    route.preHandler = [...asList(route.preHandler), claim];
    route.onSend = [...asList(route.onSend), store];
  });
}

function asList<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}

function claimHandler(ports: Ports): preHandlerHookHandler {
  return async function claimKey(request: FastifyRequest, reply: FastifyReply) {
    const header = request.headers[idempotencyKeyHeader.toLowerCase()];
    if (header === undefined) return;
    const key = Array.isArray(header) ? null : header;
    if (key === null || !idempotencyKeyPattern.test(key)) throw apiErrors.idempotencyKeyInvalid();
    const scope = callerScope(request);
    const requestHash = createHash('sha256')
      .update(
        `${request.method} ${request.routeOptions.url}\n${JSON.stringify(request.body ?? null)}`,
      )
      .digest('hex');
    const deadline = Date.now() + waitMs;
    for (;;) {
      const now = ports.clock.now();
      const claimed = await sql<{ scope: string }>`
        insert into idempotency_keys
          (scope, key, request_hash, status, locked_until, created_at, expires_at)
        values (${scope}, ${key}, ${requestHash}, 'processing', ${new Date(now.getTime() + leaseMs)},
          ${now}, ${new Date(now.getTime() + idempotencyWindowSeconds * 1000)})
        on conflict (scope, key) do update set
          request_hash = excluded.request_hash, status = 'processing',
          locked_until = excluded.locked_until, created_at = excluded.created_at,
          expires_at = excluded.expires_at, response_status = null, response_type = null,
          response_body = null
        where idempotency_keys.expires_at <= ${now}
          or (idempotency_keys.status = 'processing' and idempotency_keys.locked_until <= ${now})
        returning scope`.execute(ports.db);
      if (claimed.rows.length > 0) {
        request.idempotencyClaim = { scope, key };
        return;
      }
      const existing = await ports.db
        .selectFrom('idempotency_keys')
        .selectAll()
        .where('scope', '=', scope)
        .where('key', '=', key)
        .executeTakeFirst();
      if (!existing) continue;
      if (existing.request_hash !== requestHash) throw apiErrors.idempotencyKeyReused();
      if (existing.status === 'done') {
        return reply
          .code(existing.response_status ?? 200)
          .header('content-type', existing.response_type ?? 'application/json; charset=utf-8')
          .header(idempotentReplayedHeader, 'true')
          .send(existing.response_body ?? '');
      }
      if (Date.now() >= deadline) throw apiErrors.idempotencyInProgress();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
}

function storeHandler(ports: Ports): onSendHookHandler {
  return async function storeAnswer(request, reply, payload) {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = undefined;
    const mine = ports.db
      .updateTable('idempotency_keys')
      .where('scope', '=', claim.scope)
      .where('key', '=', claim.key);
    const success = reply.statusCode >= 200 && reply.statusCode < 300;
    const body = typeof payload === 'string' ? payload : null;
    try {
      if (success && body !== null && Buffer.byteLength(body) <= maxStoredBytes) {
        const type = reply.getHeader('content-type');
        await mine
          .set({
            status: 'done',
            locked_until: null,
            response_status: reply.statusCode,
            response_type: typeof type === 'string' ? type : null,
            response_body: body,
          })
          .execute();
      } else {
        await ports.db
          .deleteFrom('idempotency_keys')
          .where('scope', '=', claim.scope)
          .where('key', '=', claim.key)
          .execute();
      }
    } catch (error) {
      // The answer still goes out; a retry waits for the lease, then runs again.
      request.log.warn({ err: error }, 'idempotency answer not stored');
    }
    return payload;
  };
}

/** Whose key it is: two callers never see each other's answers, even with the same key. */
function callerScope(request: FastifyRequest): string {
  if (request.principal) return `user:${request.principal.userId}`;
  if (request.payer) return `user:${request.payer.userId}`;
  if (request.guest) {
    return `guest:${request.guest.linkId}:${request.guest.responseTokenHash ?? ''}`;
  }
  const tempToken = (request.body as { tempToken?: unknown } | undefined)?.tempToken;
  if (typeof tempToken === 'string') {
    return `link:${createHash('sha256').update(tempToken).digest('hex')}`;
  }
  return 'public';
}
