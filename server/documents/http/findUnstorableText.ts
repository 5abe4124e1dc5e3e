// PostgreSQL stores neither NUL characters nor lone UTF-16 surrogates (in text or jsonb): such a
// string would fail the write with a database error. This finds the first one in a request body
// and answers its dotted path ('body' for the body itself), or null. Iterative, so a deeply nested
// value (allVariables takes any JSON) cannot exhaust the stack.
const unstorable = /[\0\p{Cs}]/u;

export function findUnstorableText(body: unknown): string | null {
  const pending: Array<{ value: unknown; path: string }> = [{ value: body, path: '' }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === 'string') {
      if (unstorable.test(value)) return path || 'body';
    } else if (Array.isArray(value)) {
      for (const [i, inner] of value.entries())
        pending.push({ value: inner, path: join(path, String(i)) });
    } else if (value !== null && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (unstorable.test(key)) return join(path, key.replace(unstorable, '?'));
        pending.push({ value: inner, path: join(path, key) });
      }
    }
  }
  return null;
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
