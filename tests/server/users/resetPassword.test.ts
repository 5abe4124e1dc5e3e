import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../support/openTestDatabase';
import { appUrl, startTestApi, type TestApi, tokenFromLink } from '../support/startTestApi';

describe.each(testDatabaseKinds)('password reset and change on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind);
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  const requestReset = (email: string) => api.post('/api/v1/users/reset-password-mail', { email });
  const resetWith = (token: string, password: string) =>
    api.post('/api/v1/users/reset-password', { token, password });

  it('answers the same for a known and an unknown email', async () => {
    const user = await api.createUser();
    const known = await requestReset(user.email);
    const unknown = await requestReset('desconocido@despacho.test');
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({
      Code: 'OK',
      Message: {
        value:
          'Si el correo está registrado, te enviamos un enlace para restablecer tu contraseña. Vence en 60 minutos.',
      },
    });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
  });

  it('mails a /restablecer-contraseña link that sets the new password, once', async () => {
    const user = await api.createUser();
    const session = await api.signIn(user);
    await requestReset(user.email);
    const mail = await api.mail.waitFor(user.email, /Restablece tu contraseña/);
    expect(mail.text).toContain(`${appUrl}/restablecer-contrase%C3%B1a/`);
    const link = mail.text.match(/https?:\/\/\S+/)?.[0] ?? '';
    expect(decodeURI(new URL(link).pathname)).toMatch(/^\/restablecer-contraseña\/[\w-]{43}$/);

    const token = tokenFromLink(mail.text);
    const pending = await api.post('/api/v1/users/login', {
      email: user.email,
      password: user.password,
    });
    expect(pending.json()).toMatchObject({
      accessToken: null,
      resetPassword: true,
      message:
        'Has solicitado cambio de contraseña, por favor verifica tu correo y actualiza tu contraseña',
    });

    const reset = await resetWith(token, 'mi nueva clave');
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ Code: 'OK', Message: { value: { email: user.email } } });
    expect((await api.get('/api/v1/users/me', session.accessToken)).statusCode).toBe(401);

    const again = await resetWith(token, 'otra clave más');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      statusCode: 400,
      code: 'RESET_TOKEN_INVALID',
      message: 'No hay permiso para actualizar tu contraseña',
      Code: 'ERROR',
      Message: { value: 'No hay permiso para actualizar tu contraseña' },
    });

    expect(
      (await api.post('/api/v1/users/login', { email: user.email, password: user.password }))
        .statusCode,
    ).toBe(400);
    const login = await api.post('/api/v1/users/login', {
      email: user.email,
      password: 'mi nueva clave',
    });
    expect(login.json().accessToken).toEqual(expect.any(String));
  });

  it('refuses an unknown token with 400 and the catalogue message', async () => {
    const response = await resetWith('token-que-no-existe', 'clave válida');
    expect(response.statusCode).toBe(400);
    expect(response.json().Message.value).toBe('No hay permiso para actualizar tu contraseña');
  });

  it('refuses a link older than 60 minutes, and login works again once it expires', async () => {
    const user = await api.createUser();
    await requestReset(user.email);
    const token = tokenFromLink((await api.mail.waitFor(user.email)).text);
    api.clock.advance(60 * 60 * 1000 + 1000);
    expect((await resetWith(token, 'clave nueva tarde')).statusCode).toBe(400);
    const login = await api.post('/api/v1/users/login', {
      email: user.email,
      password: user.password,
    });
    expect(login.json()).toMatchObject({ resetPassword: false });
    expect(login.json().accessToken).toEqual(expect.any(String));
  });

  it('stores only a hash of the reset token', async () => {
    const user = await api.createUser();
    await requestReset(user.email);
    const token = tokenFromLink((await api.mail.waitFor(user.email)).text);
    const rows = await api.ports.db
      .selectFrom('user_tokens')
      .select('token_hash')
      .where('user_id', '=', user.userId)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).not.toContain(token);
  });

  it('validates the new password length with a field message', async () => {
    const response = await resetWith('x', 'corta');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [{ field: 'password', message: 'no debe contener menos de 8 caracteres' }],
      Code: 'ERROR',
    });
  });

  it('changes the password with users/changePass, ending every session', async () => {
    const user = await api.createUser();
    const session = await api.signIn(user);
    const changed = await api.post(
      '/api/v1/users/changePass',
      { password: 'clave cambiada' },
      session.accessToken,
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toBe('OK');
    expect((await api.get('/api/v1/users/me', session.accessToken)).statusCode).toBe(401);
    expect(
      (await api.post('/api/v1/users/token/refresh', { refreshToken: session.refreshToken }))
        .statusCode,
    ).toBe(401);
    expect(
      (await api.post('/api/v1/users/login', { email: user.email, password: user.password }))
        .statusCode,
    ).toBe(400);
    expect(
      (await api.signIn({ email: user.email, password: 'clave cambiada' })).accessToken,
    ).toEqual(expect.any(String));
    const events = await api.ports.db
      .selectFrom('audit_log')
      .select('event')
      .where('subject_user_id', '=', user.userId)
      .where('event', '=', 'password_changed')
      .execute();
    expect(events).toHaveLength(1);
  });
});
