// Turns a route map key and its parts into the request to send: the method, and the path under
// /api/v1/ with its `:name` parameters filled in (encoded) and its query string. The clients'
// one place for building addresses, so a path is never written by hand beside its key.

export interface CallRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
}

type QueryValue = string | number | boolean | null | undefined;

export function callRequest(
  key: string,
  parts: { params?: object | undefined; query?: object | undefined } = {},
): CallRequest {
  const space = key.indexOf(' ');
  const method = key.slice(0, space) as CallRequest['method'];
  const params = (parts.params ?? {}) as Record<string, string | number>;
  let path = key.slice(space + 1).replace(/:([A-Za-z_]\w*)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${key}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const query = Object.entries((parts.query ?? {}) as Record<string, QueryValue>).filter(
    (entry): entry is [string, string | number | boolean] =>
      entry[1] !== undefined && entry[1] !== null,
  );
  if (query.length > 0) {
    path += `?${query
      .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
      .join('&')}`;
  }
  return { method, path };
}

/** What a client's transport takes: the method, the path under /api/v1/ and its own options. */
export type SendRequest<Options> = (
  method: CallRequest['method'],
  path: string,
  options: Options & { body?: unknown },
) => Promise<unknown>;

/**
 * A route map caller over a client's transport: `call(key, body?, options?)` for writes,
 * `call(key, options?)` for a GET (callTypes.ts ApiCaller types it; it is untyped here so this
 * file imports no schema). The options' `params` and `query` build the path; the rest goes on.
 */
export function callerOver<Options extends object>(send: SendRequest<Options>) {
  return (key: string, ...args: unknown[]): Promise<unknown> => {
    const get = key.startsWith('GET ');
    const body = get ? undefined : args[0];
    const { params, query, ...rest } = ((get ? args[0] : args[1]) ?? {}) as Options & {
      params?: object;
      query?: object;
    };
    const { method, path } = callRequest(key, { params, query });
    return send(method, path, { ...(rest as Options), ...(body === undefined ? {} : { body }) });
  };
}
