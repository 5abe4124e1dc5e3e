import { type ApiCalls, apiCalls } from '@schemas/api/calls/apiCalls';
import type {
  CallAnswer,
  CallBody,
  CallKey,
  CallParams,
  CallQuery,
} from '@schemas/api/calls/callTypes';
import type { CallEntry } from '@schemas/api/calls/defineCalls';
import { ErrorBody } from '@schemas/api/errors';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import { documentedOnly, validateRequestParts } from './validateRequestParts';

/** The request a call's handler gets: body, path parameters and query typed from its entry. */
export type CallRequest<K extends CallKey> = FastifyRequest<{
  Body: CallBody<K, unknown>;
  Params: CallParams<K>;
  Querystring: CallQuery<K>;
}>;

type Answered<K extends CallKey> = CallAnswer<K> | FastifyReply;

type Hook<K extends CallKey> = (request: CallRequest<K>, reply: FastifyReply) => unknown;

/** What a route adds to its route map entry: who may call, limits, and the handler. */
export interface RouteOptions<K extends CallKey> {
  onRequest?: onRequestHookHandler | onRequestHookHandler[];
  preHandler?: Hook<K> | Hook<K>[];
  bodyLimit?: number;
  config?: FastifyContextConfig;
}

export type CallHandler<K extends CallKey> = (
  request: CallRequest<K>,
  reply: FastifyReply,
) => Answered<K> | Promise<Answered<K>>;

export type Serve = <K extends CallKey>(
  key: K,
  options: RouteOptions<K>,
  handler: CallHandler<K>,
) => void;

// Routes are registered from the route map (schemas/api/calls/): a route names its call's key
// and adds only how it is served. Its method and path, body/query/parameter schemas, answers,
// error bodies and OpenAPI text all come from the key's entry, so what the server checks, what
// OpenAPI documents and what a client's `api.call` infers cannot drift apart. Every route
// validates with the one policy in validateRequestParts.ts (forms are checked by their handler).
export function defineRoutes(app: FastifyInstance): Serve {
  return (key, options, handler) => {
    const entry: CallEntry = (apiCalls as ApiCalls)[key];
    const space = key.indexOf(' ');
    const method = key.slice(0, space) as 'GET' | 'POST' | 'PUT' | 'DELETE';
    app.route({
      method,
      url: `/${key.slice(space + 1)}`,
      ...(options as Omit<RouteOptions<CallKey>, 'preHandler'> & {
        preHandler?: preHandlerHookHandler;
      }),
      config: { ...options.config, callKey: key },
      validatorCompiler: entry.form ? documentedOnly : validateRequestParts,
      schema: routeSchema(entry),
      handler: handler as (request: FastifyRequest, reply: FastifyReply) => unknown,
    });
  };
}

function routeSchema(entry: CallEntry) {
  const bearer: Record<string, string[]> = { bearer: [] };
  const security =
    entry.security === 'bearer'
      ? [bearer]
      : entry.security === 'bearerOrNone'
        ? [bearer, {}]
        : undefined;
  return {
    tags: [entry.tag],
    summary: entry.summary,
    ...(entry.description ? { description: entry.description } : {}),
    ...(security ? { security } : {}),
    ...(entry.form ? { consumes: ['multipart/form-data'], body: entry.form } : {}),
    ...(entry.body ? { body: entry.body } : {}),
    ...(entry.params ? { params: entry.params } : {}),
    ...(entry.query ? { querystring: entry.query } : {}),
    response: { ...entry.answers, ...entry.errors, '4xx': ErrorBody, '5xx': ErrorBody },
  };
}

/**
 * Refuses to start when an entry of the route map has no route: a documented call the server
 * does not serve. (A route outside the map fails earlier, in assertRouteDocumented.)
 */
export function assertEveryCallServed(app: FastifyInstance, prefix: string): void {
  const missing = (Object.keys(apiCalls) as CallKey[]).filter((key) => {
    if ((apiCalls[key] as CallEntry).optional) return false;
    const space = key.indexOf(' ');
    const method = key.slice(0, space) as 'GET' | 'POST' | 'PUT' | 'DELETE';
    return !app.hasRoute({ method, url: `${prefix}/${key.slice(space + 1)}` });
  });
  if (missing.length > 0) throw new Error(`Route map calls with no route: ${missing.join(', ')}`);
}
