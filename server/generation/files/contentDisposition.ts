// `Content-Disposition: attachment` with the file's name as RFC 6266 describes it: a plain
// `filename` for old clients (ASCII: accents folded, anything else replaced) and `filename*` with
// the exact UTF-8 name percent-encoded (RFC 8187), which every current browser prefers.
export function contentDisposition(name: string): string {
  const ascii = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** A document's name as a file name: no path separators, control or reserved characters. */
export function toFileName(documentName: string, extension: string): string {
  const base = documentName
    .replace(/[\p{Cc}/\\:*?"<>|]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
    .slice(0, 120)
    .trim();
  return `${base === '' ? 'documento' : base}.${extension}`;
}
