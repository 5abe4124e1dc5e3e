import {
  createGuestApi,
  type GuestApi,
  type GuestLink,
  localResponseTokenStore,
  withEarlyOpen,
} from '@player/guest/guestApi';
import { storageKeys } from '../../api/tokenStorage';

// The link a result page was reached from, kept in this browser so /resultado/{documentId} (whose
// address carries no token) can ask for its own submission, also after a reload.
const resultKey = (documentId: string) => `minuta:resultado:${documentId}`;

export function rememberResultLink(documentId: string, link: GuestLink) {
  try {
    globalThis.localStorage?.setItem(
      resultKey(documentId),
      JSON.stringify({ userName: link.userName, accessData: link.accessData }),
    );
  } catch {
    // Blocked storage: the result is shown now and cannot be reopened later.
  }
}

export function readResultLink(documentId: string): GuestLink | null {
  try {
    const raw = globalThis.localStorage?.getItem(resultKey(documentId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<GuestLink>;
    if (typeof parsed.accessData !== 'string' || typeof parsed.userName !== 'string') return null;
    return { apiOrigin: '', userName: parsed.userName, accessData: parsed.accessData };
  } catch {
    return null;
  }
}

// An expired link reloads the page once; if it is still expired after that, the
// message stays instead of reloading forever.
export function reloadOnce(accessData: string, delayMs = 2500) {
  const key = `minuta:recargado:${accessData.slice(0, 16)}`;
  try {
    if (globalThis.sessionStorage?.getItem(key)) return;
    globalThis.sessionStorage?.setItem(key, '1');
  } catch {
    return;
  }
  setTimeout(() => window.location.reload(), delayMs);
}

// A share link's page: `/questionary/{userName}/{accessData}`.
export function linkOfPath(pathname: string): GuestLink | null {
  const match = /^\/questionary\/([^/]+)\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  return { apiOrigin: '', userName: decode(match[1] as string), accessData: match[2] as string };
}

export function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

const opened = new Map<string, GuestApi>();

// Starts opening the share link of the page's address at once: the guest page's entry calls it
// before the interview's code has arrived, so the interview and the code load side by side.
export function openLinkEarly(pathname: string): void {
  const link = linkOfPath(pathname);
  if (link && !opened.has(link.accessData))
    opened.set(
      link.accessData,
      withEarlyOpen(createGuestApi(link, localResponseTokenStore(link.accessData))),
    );
}

// The guest calls of a link: the ones opened early for it, or new ones.
export function guestApiFor(link: GuestLink): GuestApi {
  const early = opened.get(link.accessData);
  return early ?? createGuestApi(link, localResponseTokenStore(link.accessData));
}

// The spec's guest data keeps the firm's plan under `userPlan` (the key the app keeps the
// signed-in person's plan under): stored when the guest page opens a link, unless someone is
// signed in in this browser, whose own plan it would overwrite. (The embed stores nothing in its
// host site.)
export function withStoredUserPlan(api: GuestApi): GuestApi {
  return {
    ...api,
    open: () =>
      api.open().then((master) => {
        try {
          const storage = globalThis.localStorage;
          if (storage && !storage.getItem(storageKeys.accessToken))
            storage.setItem(storageKeys.userPlan, master.firm.userPlan);
        } catch {
          // Blocked storage: nothing to keep.
        }
        return master;
      }),
  };
}
