import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../support/openTestDatabase';
import {
  roomyRateLimits,
  startTestApi,
  type TestApi,
  tokenFromLink,
} from '../support/startTestApi';

describe.each(testDatabaseKinds)('login and the active-session rule on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind);
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  const login = (email: string, password: string) =>
    api.post('/api/v1/users/login', { email, password });

  it('answers tokens and the three flags for a verified user', async () => {
    const user = await api.createUser();
    const response = await login(user.email.toUpperCase(), user.password);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      hasActiveSession: false,
      resetPassword: false,
      isEmailVerified: true,
      token: null,
      message: null,
    });
    const me = await api.get('/api/v1/users/me', response.json().accessToken);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      userId: user.userId,
      email: user.email,
      accountType: 'creator',
    });
  });

  it('answers the same 400 for a wrong password and an unknown email', async () => {
    const user = await api.createUser();
    const wrong = await login(user.email, `${user.password}x`);
    const unknown = await login('nadie@despacho.test', user.password);
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      statusCode: 400,
      code: 'INVALID_CREDENTIALS',
      message: 'Tu correo o contraseña son incorrectos',
    });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('compares the password exactly as typed', async () => {
    const user = await api.createUser();
    expect((await login(user.email, ` ${user.password}`)).statusCode).toBe(400);
    expect((await login(user.email, user.password.toUpperCase())).statusCode).toBe(400);
  });

  it('refuses a second login while a session is active, issuing no tokens', async () => {
    const user = await api.createUser();
    await api.signIn(user);
    const second = await login(user.email, user.password);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({
      accessToken: null,
      refreshToken: null,
      hasActiveSession: true,
      message: 'Ya tienes una sesión activa, cierrala e intenta de nuevo',
    });
    expect(second.json().token).toEqual(expect.any(String));
  });

  it('lets the owner end the other sessions with the proof and log in', async () => {
    const user = await api.createUser();
    const first = await api.signIn(user);
    const refused = (await login(user.email, user.password)).json();
    const ended = await api.post('/api/v1/users/endAllSessions', {
      email: user.email,
      password: user.password,
      token: refused.token,
    });
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toBe('OK');
    expect((await api.get('/api/v1/users/me', first.accessToken)).statusCode).toBe(401);
    expect(
      (await api.post('/api/v1/users/token/refresh', { refreshToken: first.refreshToken }))
        .statusCode,
    ).toBe(401);
    const again = (await login(user.email, user.password)).json();
    expect(again.accessToken).toEqual(expect.any(String));
  });

  it('refuses endAllSessions without the right password, or with a proof for someone else', async () => {
    const alice = await api.createUser();
    const bob = await api.createUser();
    await api.signIn(alice);
    await api.signIn(bob);
    const aliceProof = (await login(alice.email, alice.password)).json().token;
    const wrongPassword = await api.post('/api/v1/users/endAllSessions', {
      email: alice.email,
      password: 'otra-clave-cualquiera',
      token: aliceProof,
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().message).toBe('Tu correo o contraseña son incorrectos');
    const othersProof = await api.post('/api/v1/users/endAllSessions', {
      email: bob.email,
      password: bob.password,
      token: aliceProof,
    });
    expect(othersProof.statusCode).toBe(403);
    expect(othersProof.json()).toMatchObject({
      code: 'SESSION_PROOF_INVALID',
      message: 'La autorización ha caducado, intenta de nuevo',
    });
  });

  it('refuses a proof older than five minutes', async () => {
    const user = await api.createUser();
    await api.signIn(user);
    const proof = (await login(user.email, user.password)).json().token;
    api.clock.advance(5 * 60 * 1000 + 1000);
    const response = await api.post('/api/v1/users/endAllSessions', {
      email: user.email,
      password: user.password,
      token: proof,
    });
    expect(response.statusCode).toBe(403);
  });

  it("ends every session, the caller's included, with its own access token and password", async () => {
    const user = await api.createUser();
    const current = await api.signIn(user);
    const ended = await api.post('/api/v1/users/endAllSessions', {
      email: user.email,
      password: user.password,
      token: current.accessToken,
    });
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toBe('OK');
    expect((await api.get('/api/v1/users/me', current.accessToken)).statusCode).toBe(401);
    expect(
      (await api.post('/api/v1/users/token/refresh', { refreshToken: current.refreshToken }))
        .statusCode,
    ).toBe(401);
    expect((await login(user.email, user.password)).json()).toMatchObject({
      hasActiveSession: false,
      accessToken: expect.any(String),
    });
  });

  it("refuses an access token that is someone else's, or whose session is over", async () => {
    const alice = await api.createUser();
    const bob = await api.createUser();
    const alicesSession = await api.signIn(alice);
    await api.signIn(bob);
    const withAlicesToken = await api.post('/api/v1/users/endAllSessions', {
      email: bob.email,
      password: bob.password,
      token: alicesSession.accessToken,
    });
    expect(withAlicesToken.statusCode).toBe(403);
    expect(withAlicesToken.json().code).toBe('SESSION_PROOF_INVALID');
    const wrongPassword = await api.post('/api/v1/users/endAllSessions', {
      email: alice.email,
      password: 'otra-clave-cualquiera',
      token: alicesSession.accessToken,
    });
    expect(wrongPassword.statusCode).toBe(400);
    // Bob's session survived both attempts.
    expect((await login(bob.email, bob.password)).json().hasActiveSession).toBe(true);

    await api.post('/api/v1/users/logout', undefined, alicesSession.accessToken);
    const afterLogout = await api.post('/api/v1/users/endAllSessions', {
      email: alice.email,
      password: alice.password,
      token: alicesSession.accessToken,
    });
    expect(afterLogout.statusCode).toBe(403);
    expect(afterLogout.json().message).toBe('La autorización ha caducado, intenta de nuevo');
  });

  it('counts a session as over after 24 hours without use', async () => {
    const user = await api.createUser();
    await api.signIn(user);
    api.clock.advance(24 * 3600 * 1000 + 1000);
    expect((await login(user.email, user.password)).json().hasActiveSession).toBe(false);
  });

  it('refuses an unverified email without tokens', async () => {
    const user = await api.createUser({ verified: false });
    expect((await login(user.email, user.password)).json()).toMatchObject({
      accessToken: null,
      isEmailVerified: false,
      message: 'Confirma tu correo electrónico',
    });
  });

  it('records successful, failed and refused logins in the audit log', async () => {
    const user = await api.createUser();
    await login(user.email, 'clave-equivocada');
    await api.signIn(user);
    await login(user.email, user.password);
    const events = await api.ports.db
      .selectFrom('audit_log')
      .select(['event', 'ip'])
      .where('subject_user_id', '=', user.userId)
      .orderBy('at')
      .execute();
    expect(events.map((e) => e.event)).toEqual(['login_failed', 'login', 'login_refused']);
    expect(events.every((e) => e.ip === '127.0.0.1')).toBe(true);
  });
});

describe.each(testDatabaseKinds)('deactivation and reactivation on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind);
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  it('cuts access at once, refuses login, and comes back with users/enableAccount', async () => {
    const user = await api.createUser();
    const { accessToken } = await api.signIn(user);
    const wrong = await api.post(
      '/api/v1/users/disableAccount',
      { password: 'no-es-la-clave' },
      accessToken,
    );
    expect(wrong.statusCode).toBe(400);
    const disabled = await api.post(
      '/api/v1/users/disableAccount',
      { password: user.password },
      accessToken,
    );
    expect(disabled.json()).toBe('OK');
    expect((await api.get('/api/v1/users/me', accessToken)).statusCode).toBe(401);

    const refused = await api.post('/api/v1/users/login', {
      email: user.email,
      password: user.password,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'ACCOUNT_DISABLED',
      message: 'Tu cuenta se encuentra desactivada',
    });

    const badEnable = await api.post('/api/v1/users/enableAccount', {
      email: user.email,
      password: 'otra-clave',
    });
    expect(badEnable.statusCode).toBe(400);
    const enabled = await api.post('/api/v1/users/enableAccount', {
      email: user.email,
      password: user.password,
    });
    expect(enabled.json()).toBe('OK');
    expect((await api.signIn(user)).accessToken).toEqual(expect.any(String));
  });

  it('hides deactivation from someone without the password', async () => {
    const user = await api.createUser();
    const { accessToken } = await api.signIn(user);
    await api.post('/api/v1/users/disableAccount', { password: user.password }, accessToken);
    const response = await api.post('/api/v1/users/login', {
      email: user.email,
      password: 'adivinando',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Tu correo o contraseña son incorrectos');
  });
});

describe.each(testDatabaseKinds)('login rate limits on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind, {
      rateLimits: {
        ...roomyRateLimits,
        passwordPerIp: { limit: 8, windowSeconds: 600 },
        passwordPerAccount: { limit: 3, windowSeconds: 900 },
        passwordPerAccountAllSources: { limit: 6, windowSeconds: 900 },
        resetPerIp: { limit: 100, windowSeconds: 900 },
        resetPerAccount: { limit: 2, windowSeconds: 900 },
        registerPerIp: { limit: 100, windowSeconds: 3600 },
      },
    });
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  it('brakes failed attempts on one account with 429 and Retry-After, then lets the owner in', async () => {
    const user = await api.createUser();
    api.clock.freeze();
    for (let i = 0; i < 3; i++) {
      expect(
        (await api.post('/api/v1/users/login', { email: user.email, password: 'mal' })).statusCode,
      ).toBe(400);
    }
    const braked = await api.post('/api/v1/users/login', {
      email: user.email,
      password: user.password,
    });
    expect(braked.statusCode).toBe(429);
    expect(braked.headers['retry-after']).toBe('900');
    expect(braked.json()).toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Demasiados intentos. Espera 15 minutos e intenta de nuevo.',
    });
    api.clock.advance(900 * 1000);
    const after = await api.post('/api/v1/users/login', {
      email: user.email,
      password: user.password,
    });
    api.clock.resume();
    expect(after.statusCode).toBe(200);
    expect(after.json().accessToken).toEqual(expect.any(String));
  });

  it("never lets a stranger's failures elsewhere lock the owner out, but brakes a spread guess", async () => {
    api.clock.advance(3600 * 1000);
    const user = await api.createUser();
    const login = (password: string, ip: string) =>
      api.app.inject({
        method: 'POST',
        url: '/api/v1/users/login',
        payload: { email: user.email, password },
        remoteAddress: ip,
      });
    // A stranger exhausts the account's brake from one address…
    for (let i = 0; i < 3; i++) expect((await login('mal', '198.51.100.7')).statusCode).toBe(400);
    expect((await login('mal', '198.51.100.7')).statusCode).toBe(429);
    // …and the owner, at the office, still signs in (which clears the account's counts).
    const owner = await login(user.password, '192.0.2.44');
    expect(owner.statusCode, owner.body).toBe(200);
    // Guesses spread over many addresses meet the account's brake across all of them.
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await login('mal', `203.0.113.${100 + i}`)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400, 429]);
    expect((await login(user.password, '192.0.2.44')).statusCode).toBe(429);
    // The owner gets back in through the mailed reset link, whatever the guessers do.
    await api.post('/api/v1/users/reset-password-mail', { email: user.email });
    const mail = await api.mail.waitFor(user.email, /contraseña/i);
    const reset = await api.post('/api/v1/users/reset-password', {
      token: tokenFromLink(mail.text),
      password: 'otra clave segura 2026',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await login('otra clave segura 2026', '192.0.2.44')).statusCode).toBe(200);
  });

  it('brakes every password check from one IP, whatever the account', async () => {
    api.clock.advance(3600 * 1000);
    const users = await Promise.all([1, 2, 3, 4].map(() => api.createUser()));
    const statuses: number[] = [];
    for (const user of [...users, ...users, users[0]]) {
      if (!user) continue;
      const response = await api.app.inject({
        method: 'POST',
        url: '/api/v1/users/login',
        payload: { email: user.email, password: 'mal' },
        remoteAddress: '203.0.113.9',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400, 400, 400, 429]);
    const otherIp = await api.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email: users[0]?.email, password: 'mal' },
      remoteAddress: '203.0.113.10',
    });
    expect(otherIp.statusCode).toBe(400);
  });

  it('brakes reset mails per account without telling whether the email exists', async () => {
    const user = await api.createUser();
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      statuses.push(
        (await api.post('/api/v1/users/reset-password-mail', { email: user.email })).statusCode,
      );
    }
    const unknown = [];
    for (let i = 0; i < 3; i++) {
      unknown.push(
        (await api.post('/api/v1/users/reset-password-mail', { email: 'fantasma@x.test' }))
          .statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 429]);
    expect(unknown).toEqual(statuses);
  });
});
