import { callerOver as routeMapCaller } from '@schemas/api/calls/callPath';
import type { ApiCaller, CallAnswer } from '@schemas/api/calls/callTypes';
import { errorCodeOf } from '@schemas/api/errorCodes';
import {
  createIdempotencyKey,
  idempotencyKeyHeader,
  isIdempotentCall,
} from '@schemas/api/idempotency';
import fetchRetry from 'fetch-retry';
import { ApiError, type HttpMethod, messageForStatus, withReference } from './apiErrors';
import type { TokenStorage } from './tokenStorage';

export interface ApiClientOptions {
  baseUrl: string;
  fetch: typeof fetch;
  tokens: TokenStorage;
  // 403: the spec clears the access token, shows the message and reloads the page.
  onAuthorizationExpired(message: string): void;
  // The refresh token was refused: the session is over.
  onSessionEnded(): void;
  // Backoff between retries, in ms; tests shorten it.
  retryDelay?: (attempt: number) => number;
}

export interface RequestOptions {
  body?: unknown;
  // Calls that need no session (login, register…) send no token and never refresh.
  auth?: boolean;
  signal?: AbortSignal;
  /**
   * The key of the user action this call belongs to, for calls that take an Idempotency-Key;
   * without one each call gets a fresh key (kept across its own retries).
   */
  idempotencyKey?: string;
}

/** What `api.call` takes besides the body: everything but the body (params and query aside). */
export type CallOptions = Omit<RequestOptions, 'body'>;

/** The route map caller over a client (schemas/api/calls/callPath.ts). */
export function callerOver(request: ApiClient): ApiCaller<CallOptions, FormData> {
  return routeMapCaller<RequestOptions>((method, path, options) =>
    request(method, path, options),
  ) as ApiCaller<CallOptions, FormData>;
}

export type ApiClient = <T>(
  method: HttpMethod,
  path: string,
  options?: RequestOptions,
) => Promise<T>;

const retriedStatuses = new Set([502, 503, 504]);
/**
 * A 503 says the request was not served (database away, server restarting, no instance behind
 * the proxy); a 502 or 504 from a proxy may come after the server did the work.
 */
const notServedStatuses = new Set([503]);

// The one way the web app talks to the API under /api/v1/:
// - the access token goes in Authorization;
// - network failures and 502/503/504 are retried with backoff on reads and on the calls that
//   take an Idempotency-Key (schemas/api/idempotency.ts), which get a fresh key per call, the
//   same on its retries, so a retried payment or submission happens once. Another write is
//   retried only on a 503 (it was not served); after a dropped connection, a 502 or a 504 it
//   may have happened, so it is not sent again;
// - 401 → one refresh with the refresh token, shared by concurrent calls, then the call once more;
// - 403 on a signed-in call → the stored access token is cleared, the message shown, the page
//   reloaded (the authorization is gone);
// - every other failure becomes an ApiError carrying the Spanish message to show.
export function createApiClient(options: ApiClientOptions): ApiClient {
  const retryDelay = options.retryDelay ?? ((attempt: number) => 300 * 2 ** attempt);
  const retrying = (safe: boolean) =>
    fetchRetry(options.fetch, {
      retries: 3,
      retryDelay: (attempt) => retryDelay(attempt),
      retryOn: (attempt, error, response) => {
        if (attempt >= 3) return false;
        if (error) return safe;
        const statuses = safe ? retriedStatuses : notServedStatuses;
        return response !== null && statuses.has(response.status);
      },
    });
  const fetchRead = retrying(true);
  const fetchWrite = retrying(false);
  let refreshing: Promise<boolean> | null = null;

  const send = async (method: HttpMethod, path: string, request: RequestOptions) => {
    const headers: Record<string, string> = { Accept: 'application/json' };
    // A FormData body (file uploads) is sent as multipart: fetch writes its boundary header.
    const multipart = request.body instanceof FormData;
    if (request.body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
    const token = request.auth === false ? null : options.tokens.getAccessToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    const idempotent = request.idempotencyKey !== undefined;
    if (idempotent) headers[idempotencyKeyHeader] = request.idempotencyKey as string;
    try {
      const fetcher = method === 'GET' || idempotent ? fetchRead : fetchWrite;
      return await fetcher(`${options.baseUrl}${path}`, {
        method,
        headers,
        body: multipart
          ? (request.body as FormData)
          : request.body === undefined
            ? undefined
            : JSON.stringify(request.body),
        signal: request.signal,
      });
    } catch (error) {
      if (request.signal?.aborted) throw error;
      throw new ApiError(messageForStatus(0, method), 0, 'NO_CONNECTION');
    }
  };

  const refresh = (): Promise<boolean> => {
    refreshing ??= (async () => {
      const refreshToken = options.tokens.getRefreshToken();
      if (!refreshToken) return false;
      const response = await send('POST', 'users/token/refresh', {
        body: { refreshToken },
        auth: false,
      });
      if (!response.ok) return false;
      // The transport's own call, outside `api.call`: its answer is the route map's.
      const tokens: CallAnswer<'POST users/token/refresh'> = await response.json();
      options.tokens.setTokens(tokens);
      return true;
    })()
      .catch(() => false)
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  };

  return async <T>(method: HttpMethod, path: string, asked: RequestOptions = {}): Promise<T> => {
    // One key per call (the user's action), the same on every retry of it, refresh included.
    const request =
      method !== 'GET' && isIdempotentCall(method, path)
        ? { ...asked, idempotencyKey: asked.idempotencyKey ?? createIdempotencyKey() }
        : { ...asked, idempotencyKey: undefined };
    let response = await send(method, path, request);
    if (response.status === 401 && request.auth !== false) {
      if (await refresh()) {
        response = await send(method, path, request);
      } else {
        options.tokens.clear();
        options.onSessionEnded();
      }
    }
    const body = await readBody(response);
    if (response.ok) return body as T;
    const code = errorCodeOf(body?.code);
    const message =
      typeof body?.message === 'string' && body.message !== ''
        ? body.message
        : messageForStatus(response.status, method, code);
    // A donation code an administrator expired answers 403 too, but it says
    // nothing about the session: the person stays signed in.
    const sessionGone = response.status === 403 && code !== 'DONATION_CODE_EXPIRED';
    if (sessionGone && request.auth !== false && options.tokens.getAccessToken()) {
      options.tokens.clearAccessToken();
      options.onAuthorizationExpired(message);
    }
    const fields = Array.isArray(body?.fields)
      ? (body.fields as Array<{ field: string; message: string }>)
      : [];
    const requestId =
      response.status >= 500
        ? typeof body?.requestId === 'string'
          ? body.requestId
          : response.headers.get('x-request-id')
        : null;
    throw new ApiError(withReference(message, requestId), response.status, code, fields, requestId);
  };
}

async function readBody(response: Response): Promise<Record<string, unknown> | null> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null;
  }
}
