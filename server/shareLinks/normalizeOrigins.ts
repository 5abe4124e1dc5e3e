// Allowed origins as a browser writes the Origin header: lower-case scheme and host, no default
// port (`https://Estudio.ec:443` → `https://estudio.ec`), each once, in the order given.
export function normalizeOrigins(origins: readonly string[]): string[] {
  const out: string[] = [];
  for (const origin of origins) {
    const normalized = normalizeOrigin(origin);
    if (normalized && !out.includes(normalized)) out.push(normalized);
  }
  return out;
}

export function normalizeOrigin(origin: string): string | null {
  try {
    const url = new URL(origin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin;
  } catch {
    return null;
  }
}
