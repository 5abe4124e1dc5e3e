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
