import { SignJWT } from 'jose';
import { createStore } from 'jotai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '../../../server/messages';
import { issueUserToken } from '../../../server/users/issueUserToken';
import { type Api, apiAtom } from '../../../src/api/apiAtom';
import { callerOver, createApiClient } from '../../../src/api/createApiClient';
import { createTokenStorage } from '../../../src/api/tokenStorage';
import {
  authStatusAtom,
  endOtherSessionsAndLogInAtom,
  initializeAuthAtom,
  logInAtom,
  logOutAtom,
  signInWithLinkAtom,
  userAtom,
} from '../../../src/auth/authAtoms';
import { startTestApi, type TestApi } from '../../server/support/startTestApi';
import { createMemoryStorage } from '../support/memoryStorage';

// The auth state machine, driven against the real API server on PGlite.
let server: TestApi;
let baseUrl = '';

beforeAll(async () => {
  server = await startTestApi('pglite');
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  baseUrl = `http://127.0.0.1:${address.port}/api/v1/`;
}, 60_000);
afterAll(async () => {
  await server?.close();
});

function setUp(initial: Record<string, string> = {}) {
  const storage = createMemoryStorage(initial);
  const store = createStore();
  const tokens = createTokenStorage(storage);
  const request = createApiClient({
    baseUrl,
    fetch: (input, init) => fetch(input, init),
    tokens,
    onAuthorizationExpired: () => undefined,
    onSessionEnded: () => store.set(authStatusAtom, 'unauthenticated'),
    retryDelay: () => 1,
  });
  const api: Api = { tokens, request, call: callerOver(request) };
  store.set(apiAtom, api);
  return { store, storage };
}

describe('auth state machine', () => {
  it('signs in once with an emailed sign-in link, then refuses the spent link', async () => {
    const user = await server.createUser();
    const token = await issueUserToken(
      server.ports.db,
      server.ports,
      user.userId,
      'sign_in_link',
      900,
    );
    const { store } = setUp();
    await expect(store.set(signInWithLinkAtom, token)).resolves.toEqual({ status: 'signedIn' });
    expect(store.get(authStatusAtom)).toBe('authenticated');
    expect(store.get(userAtom)?.email).toBe(user.email);
    await expect(setUp().store.set(signInWithLinkAtom, token)).rejects.toThrow(
      errorMessages.signInLinkInvalid,
    );
  });

  it('starts uninitialised and becomes unauthenticated without a stored token', async () => {
    const { store } = setUp();
    expect(store.get(authStatusAtom)).toBe('uninitialized');
    await store.set(initializeAuthAtom);
    expect(store.get(authStatusAtom)).toBe('unauthenticated');
    expect(store.get(userAtom)).toBeNull();
  });

  it('fetches the profile for a stored, unexpired access token and becomes authenticated', async () => {
    const user = await server.createUser({ plan: 'corporativo' });
    const tokens = await server.signIn(user);
    const { store, storage } = setUp(tokens);
    await store.set(initializeAuthAtom);
    expect(store.get(authStatusAtom)).toBe('authenticated');
    expect(store.get(userAtom)).toMatchObject({
      email: user.email,
      plan: { namePlan: 'corporativo' },
    });
    expect(storage.snapshot().userPlan).toBe('corporativo');
  });

  it('refreshes an expired access token with the refresh token before deciding', async () => {
    const user = await server.createUser();
    const { refreshToken } = await server.signIn(user);
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(0)
      .sign(new Uint8Array(32));
    const { store, storage } = setUp({ accessToken: expired, refreshToken });
    await store.set(initializeAuthAtom);
    expect(store.get(authStatusAtom)).toBe('authenticated');
    expect(storage.snapshot().refreshToken).not.toBe(refreshToken);
  });

  it('becomes unauthenticated and forgets the tokens when the refresh token is refused', async () => {
    const { store, storage } = setUp({ accessToken: 'no-es-un-token', refreshToken: 'tampoco' });
    await store.set(initializeAuthAtom);
    expect(store.get(authStatusAtom)).toBe('unauthenticated');
    expect(storage.snapshot()).toEqual({});
  });

  it('signs in, and refuses with the spec’s message while the email is unverified', async () => {
    const unverified = await server.createUser({ verified: false });
    const { store } = setUp();
    expect(
      await store.set(logInAtom, { email: unverified.email, password: unverified.password }),
    ).toMatchObject({
      status: 'refused',
      message: 'Confirma tu correo electrónico',
      emailUnverified: true,
    });
    expect(store.get(authStatusAtom)).toBe('uninitialized');

    const verified = await server.createUser();
    expect(
      await store.set(logInAtom, { email: verified.email, password: verified.password }),
    ).toEqual({
      status: 'signedIn',
    });
    expect(store.get(authStatusAtom)).toBe('authenticated');
    expect(store.get(userAtom)?.email).toBe(verified.email);
  });

  it('refuses a second session, then closes the other sessions and signs in', async () => {
    const user = await server.createUser();
    await server.signIn(user);
    const { store } = setUp();
    const outcome = await store.set(logInAtom, { email: user.email, password: user.password });
    expect(outcome).toMatchObject({
      status: 'refused',
      message: 'Ya tienes una sesión activa, cierrala e intenta de nuevo',
    });
    if (outcome.status !== 'refused' || !outcome.activeSessionProof) throw new Error('no proof');
    expect(
      await store.set(endOtherSessionsAndLogInAtom, {
        email: user.email,
        password: user.password,
        token: outcome.activeSessionProof,
      }),
    ).toEqual({ status: 'signedIn' });
    expect(store.get(authStatusAtom)).toBe('authenticated');
  });

  it('logs out: the session ends on the server and the user is unauthenticated', async () => {
    const user = await server.createUser();
    const tokens = await server.signIn(user);
    const { store, storage } = setUp(tokens);
    await store.set(initializeAuthAtom);
    await store.set(logOutAtom);
    expect(store.get(authStatusAtom)).toBe('unauthenticated');
    expect(storage.snapshot()).toEqual({});
    expect((await server.get('/api/v1/users/me', tokens.accessToken)).statusCode).toBe(401);
  });
});
