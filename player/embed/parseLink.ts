import type { GuestLink } from '../guest/guestApi';

// `https://app.minuta.ec/questionary/{userName}/{accessData}` → where the API is and the link's
// token. Anything else is refused: the element never calls an address it cannot name.
export function parseLink(link: string | null): GuestLink | null {
  if (!link) return null;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const match = /^\/questionary\/([^/]+)\/([A-Za-z0-9_-]+)\/?$/.exec(url.pathname);
  if (!match) return null;
  let userName = match[1] as string;
  try {
    userName = decodeURIComponent(userName);
  } catch {
    // Kept as written.
  }
  return { apiOrigin: url.origin, userName, accessData: match[2] as string };
}
