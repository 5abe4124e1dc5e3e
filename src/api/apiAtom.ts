import { atom, getDefaultStore } from 'jotai';
import { messages } from '../messages';
import { notify } from '../notifications/notificationsAtoms';
import { type ApiClient, createApiClient } from './createApiClient';
import { createTokenStorage, type TokenStorage } from './tokenStorage';

export interface Api {
  request: ApiClient;
  tokens: TokenStorage;
}

// The browser's API client: real fetch, the spec's local storage keys, and the spec's reaction to
// a 403 (message, then a reload). `onSessionEnded` runs when the refresh token is refused.
export function createBrowserApi(onSessionEnded: () => void): Api {
  const tokens = createTokenStorage(window.localStorage);
  const store = getDefaultStore();
  const request = createApiClient({
    baseUrl: '/api/v1/',
    fetch: (input, init) => window.fetch(input, init),
    tokens,
    onAuthorizationExpired: (message) => {
      notify(store, { tone: 'error', text: message || messages.errors.authorizationExpired });
      window.setTimeout(() => window.location.reload(), 1500);
    },
    onSessionEnded,
  });
  return { request, tokens };
}

// Tests put an Api pointed at a test server in their own store.
export const apiAtom = atom<Api | null>(null);

export function getApi(get: <T>(anAtom: import('jotai').Atom<T>) => T): Api {
  const api = get(apiAtom);
  if (!api) throw new Error('apiAtom is not set');
  return api;
}
