import type { GuestLink } from '@player/guest/guestApi';
import type { MasterGuestUserAnswer } from '@schemas/api/guests';
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

// An expired link reloads the page once (spec section 8); if it is still expired after that, the
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

// The spec's guest data keeps the firm's plan under `userPlan` (the key the app keeps the signed-in
// person's plan under): stored when a guest opens a link, unless someone is signed in in this
// browser, whose own plan it would overwrite.
export function storeGuestUserPlan(master: MasterGuestUserAnswer) {
  try {
    const storage = globalThis.localStorage;
    if (!storage || storage.getItem(storageKeys.accessToken)) return;
    storage.setItem(storageKeys.userPlan, master.firm.userPlan);
  } catch {
    // Blocked storage: nothing to keep.
  }
}
