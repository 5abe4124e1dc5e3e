import type { ApiCaller } from '@schemas/api/calls/callTypes';
import { atom, getDefaultStore } from 'jotai';
import { messages } from '../messages';
import { notify } from '../notifications/notificationsAtoms';
import { type ApiClient, type CallOptions, callerOver, createApiClient } from './createApiClient';
import { createTokenStorage, type TokenStorage } from './tokenStorage';

export interface Api {
  /** The transport: a method and a path under /api/v1/ (callers use `call`). */
  request: ApiClient;
  /** A call by its route map key, body and answer typed: `call('POST documents/createWork', body)`. */
  call: ApiCaller<CallOptions, FormData>;
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
  return { request, call: callerOver(request), tokens };
}

// Tests put an Api pointed at a test server in their own store.
export const apiAtom = atom<Api | null>(null);

export function getApi(get: <T>(anAtom: import('jotai').Atom<T>) => T): Api {
  const api = get(apiAtom);
  if (!api) throw new Error('apiAtom is not set');
  return api;
}
