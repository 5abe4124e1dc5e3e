const redacted = '[redactado]';

/** Paths whose last segment is a secret: a share link's token, a download token, a reset token. */
const secretPaths = [
  /^(\/questionary\/[^/?]*\/)[^/?]+/,
  /^(\/api\/v1\/storage\/files\/)[^/?]+/,
  /^(\/restablecer-contrase(?:ñ|%C3%B1)a\/)[^/?]+/i,
];

/** Query parameters that carry secrets (share links' accessData, mail tokens, payment tokens). */
const secretParameter = /token|accessdata|password|secret|code|key|signature/i;

// A URL as it may appear in the log: the secret parts of capability URLs replaced. Logs are
// shipped, kept and read by more people than the database; a link's token in them would open
// the link.
export function redactUrl(url: string): string {
  let result = url;
  for (const pattern of secretPaths) result = result.replace(pattern, `$1${redacted}`);
  const question = result.indexOf('?');
  if (question === -1) return result;
  const query = result
    .slice(question + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      return equals !== -1 && secretParameter.test(decodeSafely(name))
        ? `${name}=${redacted}`
        : pair;
    })
    .join('&');
  return `${result.slice(0, question)}?${query}`;
}

/** The same for a full URL (a link in a mail), keeping its origin. */
export function redactLink(link: string): string {
  try {
    const url = new URL(link);
    return `${url.origin}${redactUrl(`${url.pathname}${url.search}`)}`;
  } catch {
    return redacted;
  }
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
