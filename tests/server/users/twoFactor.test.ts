import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../support/openTestDatabase';
import {
  roomyRateLimits,
  startTestApi,
  type TestApi,
  type TestUser,
  tokenFromLink,
} from '../support/startTestApi';

/** The code an authenticator app shows for `secret` at the test's clock (30 s steps). */
const codeAt = (secret: string, at: Date) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: at.getTime(),
  });

// Two-factor sign-in (TOTP, RFC 6238) with ten single-use recovery codes: optional for lawyers,
// required for administrators, required of operators when their firm says so; a password reset
// does not get around it, and code attempts are braked.
describe.each(testDatabaseKinds)('two-factor sign-in on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind, {
      rateLimits: { ...roomyRateLimits, twoFactorPerUser: { limit: 6, windowSeconds: 900 } },
    });
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  const login = (user: Pick<TestUser, 'email' | 'password'>) =>
    api.post('/api/v1/users/login', { email: user.email, password: user.password });
  const nextStep = () => api.clock.advance(31_000);

  /** A lawyer who turned two-factor on from the account area; answers its secret and codes. */
  async function enrolledLawyer() {
    const user = await api.createUser();
    const { accessToken } = await api.signIn(user);
    const setup = await api.post('/api/v1/users/twoFactor/setup', {}, accessToken);
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret, qr, otpauthUrl } = setup.json();
    expect(qr).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qr.split(',')[1], 'base64').toString()).toContain('<svg');
    expect(otpauthUrl).toContain(`secret=${secret}`);
    const wrong = await api.post('/api/v1/users/twoFactor/enable', { code: '000000' }, accessToken);
    expect(wrong.statusCode).toBe(400);
    const enabled = await api.post(
      '/api/v1/users/twoFactor/enable',
      { code: codeAt(secret, api.clock.now()) },
      accessToken,
    );
    expect(enabled.statusCode, enabled.body).toBe(200);
    const recoveryCodes = enabled.json().recoveryCodes as string[];
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    await api.post('/api/v1/users/logout', undefined, accessToken);
    nextStep();
    return { user, secret, recoveryCodes };
  }

  it('asks for the code after the password, and opens the session only with it', async () => {
    const { user, secret } = await enrolledLawyer();
    const first = await login(user);
    expect(first.json()).toMatchObject({
      accessToken: null,
      refreshToken: null,
      twoFactor: 'code',
      message:
        'Escribe el código de 6 dígitos de tu aplicación de autenticación (o uno de tus códigos de recuperación).',
    });
    const token = first.json().twoFactorToken as string;
    const wrong = await api.post('/api/v1/users/login/twoFactor', { token, code: '123456' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('TWO_FACTOR_CODE_INVALID');
    const code = codeAt(secret, api.clock.now());
    const done = await api.post('/api/v1/users/login/twoFactor', { token, code });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().accessToken).toEqual(expect.any(String));
    const me = await api.get('/api/v1/users/me', done.json().accessToken);
    expect(me.statusCode).toBe(200);
    // The same code cannot be used twice, even on a new login.
    await api.post('/api/v1/users/logout', undefined, done.json().accessToken);
    const again = await login(user);
    const replay = await api.post('/api/v1/users/login/twoFactor', {
      token: again.json().twoFactorToken,
      code,
    });
    expect(replay.statusCode).toBe(400);
    // The challenge is not an access token.
    expect((await api.get('/api/v1/users/me', token)).statusCode).toBe(401);
  });

  it('lets a recovery code in once', async () => {
    const { user, recoveryCodes } = await enrolledLawyer();
    const code = recoveryCodes[0] ?? '';
    const first = await login(user);
    const used = await api.post('/api/v1/users/login/twoFactor', {
      token: first.json().twoFactorToken,
      code: code.toUpperCase(),
    });
    expect(used.statusCode, used.body).toBe(200);
    const status = await api.get('/api/v1/users/twoFactor', used.json().accessToken);
    expect(status.json()).toMatchObject({ enabled: true, required: false, recoveryCodesLeft: 9 });
    await api.post('/api/v1/users/logout', undefined, used.json().accessToken);
    const second = await login(user);
    const reused = await api.post('/api/v1/users/login/twoFactor', {
      token: second.json().twoFactorToken,
      code,
    });
    expect(reused.statusCode).toBe(400);
  });

  it('still asks for the code after a password reset by email', async () => {
    const { user } = await enrolledLawyer();
    await api.post('/api/v1/users/reset-password-mail', { email: user.email });
    const mail = await api.mail.waitFor(user.email, /contraseña/i);
    const reset = await api.post('/api/v1/users/reset-password', {
      token: tokenFromLink(mail.text),
      password: 'una clave nueva y larga',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const answer = await login({ email: user.email, password: 'una clave nueva y larga' });
    expect(answer.json()).toMatchObject({ accessToken: null, twoFactor: 'code' });
  });

  it('brakes code attempts for a user, even the right code once braked', async () => {
    const { user, secret } = await enrolledLawyer();
    const token = (await login(user)).json().twoFactorToken;
    // Six attempts per user in this test's brake; enrolment took two.
    for (let i = 0; i < 4; i++) {
      const wrong = await api.post('/api/v1/users/login/twoFactor', { token, code: '111111' });
      expect(wrong.statusCode).toBe(400);
    }
    const braked = await api.post('/api/v1/users/login/twoFactor', {
      token,
      code: codeAt(secret, api.clock.now()),
    });
    expect(braked.statusCode).toBe(429);
    expect(braked.json().code).toBe('TOO_MANY_ATTEMPTS');
  });

  it('makes an administrator set it up to sign in, and never turn it off', async () => {
    const admin = await api.createUser({ role: 'admin' });
    const first = await login(admin);
    expect(first.json()).toMatchObject({ accessToken: null, twoFactor: 'setup' });
    const token = first.json().twoFactorToken as string;
    const setup = await api.post('/api/v1/users/login/twoFactorSetup', { token });
    expect(setup.statusCode, setup.body).toBe(200);
    const enabled = await api.post('/api/v1/users/login/twoFactorEnable', {
      token,
      code: codeAt(setup.json().secret, api.clock.now()),
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect(enabled.json().accessToken).toEqual(expect.any(String));
    expect(enabled.json().recoveryCodes).toHaveLength(10);
    nextStep();
    const off = await api.post(
      '/api/v1/users/twoFactor/disable',
      { password: admin.password, code: codeAt(setup.json().secret, api.clock.now()) },
      enabled.json().accessToken,
    );
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe(
      'Los administradores deben usar la verificación en dos pasos: no se puede desactivar.',
    );
  });

  it('lets a firm owner require it of its operators', async () => {
    const owner = await api.createUser({ plan: 'corporativo' });
    const { accessToken } = await api.signIn(owner);
    const email = `operador.${Date.now()}@despacho.test`;
    const created = await api.post(
      '/api/v1/users/createOpeAccount',
      { email, firstName: 'Óscar', lastName: 'Ruiz' },
      accessToken,
    );
    expect(created.statusCode, created.body).toBeLessThan(300);
    const mail = await api.mail.waitFor(email, /te invitó a Minuta/);
    await api.post('/api/v1/users/reset-password', {
      token: tokenFromLink(mail.text),
      password: 'clave del operador',
    });
    const operator = { email, password: 'clave del operador' };
    const before = await login(operator);
    expect(before.json().accessToken).toEqual(expect.any(String));
    await api.post('/api/v1/users/logout', undefined, before.json().accessToken);
    const required = await api.post(
      '/api/v1/users/twoFactor/operators',
      { required: true },
      accessToken,
    );
    expect(required.statusCode, required.body).toBe(200);
    const after = await login(operator);
    expect(after.json()).toMatchObject({ accessToken: null, twoFactor: 'setup' });
    // An operator cannot lift the requirement.
    const owned = await api.post(
      '/api/v1/users/twoFactor/operators',
      { required: false },
      before.json().accessToken,
    );
    expect(owned.statusCode).not.toBe(200);
  });
});
