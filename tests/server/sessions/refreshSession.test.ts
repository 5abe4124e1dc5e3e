import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../support/openTestDatabase';
import { startTestApi, type TestApi, tokenFromLink } from '../support/startTestApi';

describe.each(testDatabaseKinds)('tokens and sessions on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind);
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  const refresh = (refreshToken: string) =>
    api.post('/api/v1/users/token/refresh', { refreshToken });
  const me = (accessToken: string) => api.get('/api/v1/users/me', accessToken);

  it('rotates the refresh token on every use', async () => {
    const first = await api.signIn(await api.createUser());
    const second = await refresh(first.refreshToken);
    expect(second.statusCode).toBe(200);
    const pair = second.json();
    expect(pair.refreshToken).not.toBe(first.refreshToken);
    expect((await me(pair.accessToken)).statusCode).toBe(200);
    expect((await refresh(pair.refreshToken)).statusCode).toBe(200);
  });

  it('revokes the whole family when a spent refresh token comes back', async () => {
    const first = await api.signIn(await api.createUser());
    const rotated = (await refresh(first.refreshToken)).json();
    const replay = await refresh(first.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'REFRESH_TOKEN_INVALID' });
    expect((await refresh(rotated.refreshToken)).statusCode).toBe(401);
    expect((await me(rotated.accessToken)).statusCode).toBe(401);
    const audit = await api.ports.db
      .selectFrom('audit_log')
      .select('event')
      .where('event', '=', 'refresh_reuse_detected')
      .execute();
    expect(audit.length).toBeGreaterThan(0);
  });

  it('refuses an unknown refresh token', async () => {
    expect((await refresh('inventado')).statusCode).toBe(401);
  });

  it('refuses an access token after its 10 minutes, and refresh brings a new one', async () => {
    const pair = await api.signIn(await api.createUser());
    api.clock.advance(10 * 60 * 1000 + 1000);
    const expired = await me(pair.accessToken);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({
      statusCode: 401,
      code: 'UNAUTHENTICATED',
      message: 'Tu sesión ha terminado. Inicia sesión de nuevo.',
    });
    const renewed = (await refresh(pair.refreshToken)).json();
    expect((await me(renewed.accessToken)).statusCode).toBe(200);
  });

  it('sets exp no more than 15 minutes after iat', async () => {
    const { accessToken } = await api.signIn(await api.createUser());
    const payload = JSON.parse(
      Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString(),
    );
    expect(payload.exp - payload.iat).toBeLessThanOrEqual(15 * 60);
    expect(payload).toMatchObject({ iss: 'minuta', aud: 'minuta-api' });
  });

  it('ends a session for good after 24 hours without a refresh', async () => {
    const pair = await api.signIn(await api.createUser());
    api.clock.advance(24 * 3600 * 1000 + 1000);
    expect((await refresh(pair.refreshToken)).statusCode).toBe(401);
  });

  it('cuts access at once on logout', async () => {
    const pair = await api.signIn(await api.createUser());
    const out = await api.post('/api/v1/users/logout', undefined, pair.accessToken);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toBe('OK');
    expect((await me(pair.accessToken)).statusCode).toBe(401);
    expect((await refresh(pair.refreshToken)).statusCode).toBe(401);
  });

  it('accepts a logout posted with a JSON content type and no body', async () => {
    const pair = await api.signIn(await api.createUser());
    const out = await api.app.inject({
      method: 'POST',
      url: '/api/v1/users/logout',
      headers: { authorization: `Bearer ${pair.accessToken}`, 'content-type': 'application/json' },
    });
    expect(out.statusCode).toBe(200);
  });

  it('frees the user to log in again after logout', async () => {
    const user = await api.createUser();
    const pair = await api.signIn(user);
    await api.post('/api/v1/users/logout', undefined, pair.accessToken);
    expect((await api.signIn(user)).accessToken).toEqual(expect.any(String));
  });

  describe('refuses anything but an access token as one', () => {
    it('a refresh token', async () => {
      const pair = await api.signIn(await api.createUser());
      expect((await me(pair.refreshToken)).statusCode).toBe(401);
    });

    it('a reset token', async () => {
      const user = await api.createUser();
      await api.post('/api/v1/users/reset-password-mail', { email: user.email });
      const token = tokenFromLink((await api.mail.waitFor(user.email)).text);
      expect((await me(token)).statusCode).toBe(401);
    });

    it('the end-all-sessions proof', async () => {
      const user = await api.createUser();
      await api.signIn(user);
      const proof = (
        await api.post('/api/v1/users/login', { email: user.email, password: user.password })
      ).json().token;
      expect(proof).toEqual(expect.any(String));
      expect((await me(proof)).statusCode).toBe(401);
    });

    it('an unsigned token (alg none) or one signed with another key', async () => {
      const user = await api.createUser();
      const pair = await api.signIn(user);
      const [, payload] = pair.accessToken.split('.');
      const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt' })).toString(
        'base64url',
      );
      expect((await me(`${header}.${payload}.`)).statusCode).toBe(401);
      const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
      const forged = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
        .sign(new TextEncoder().encode('otra-clave-de-al-menos-treinta-y-dos-bytes'));
      expect((await me(forged)).statusCode).toBe(401);
    });

    it('a missing or malformed Authorization header', async () => {
      expect((await api.get('/api/v1/users/me')).statusCode).toBe(401);
      const response = await api.app.inject({
        method: 'GET',
        url: '/api/v1/users/me',
        headers: { authorization: 'Basic dXN1YXJpbzpjbGF2ZQ==' },
      });
      expect(response.statusCode).toBe(401);
    });
  });
});
