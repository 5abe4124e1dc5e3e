import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../support/openTestDatabase';
import { appUrl, startTestApi, type TestApi, tokenFromLink } from '../support/startTestApi';

const registration = (email: string) => ({
  email,
  password: 'contraseña segura',
  firstName: 'Ana',
  lastName: 'Pérez',
  type_doc_id: 3,
  policy: true,
  submit: true,
});

describe.each(testDatabaseKinds)('registration and email confirmation on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind);
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  it('registers a creator on the free plan, ignoring type_doc_id, policy and submit', async () => {
    const response = await api.post('/api/v1/users', registration('Ana.Perez@Estudio.test'));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      email: 'ana.perez@estudio.test',
      message: 'Te enviamos un correo para confirmar tu cuenta. Revisa tu bandeja de entrada.',
    });
    const row = await api.ports.db
      .selectFrom('users')
      .innerJoin('accounts', 'accounts.id', 'users.account_id')
      .select([
        'users.role',
        'accounts.name_plan',
        'users.email_verified_at',
        'users.password_hash',
      ])
      .where('users.email', '=', 'ana.perez@estudio.test')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      role: 'creator',
      name_plan: 'explorador',
      email_verified_at: null,
    });
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('refuses an email already registered, whatever its case, with 409', async () => {
    await api.post('/api/v1/users', registration('doble@estudio.test'));
    const response = await api.post('/api/v1/users', registration('  DOBLE@estudio.test '));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'EMAIL_TAKEN',
      message: 'El usuario ya poseé una cuenta',
    });
  });

  it('refuses an invalid email with 409 and the catalogue message', async () => {
    for (const email of ['sin-arroba', 'dos@@arrobas.test', 'a b@c.test', 'nadie@dominio']) {
      const response = await api.post('/api/v1/users', registration(email));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'EMAIL_INVALID',
        message: 'Correo electrónico no válido',
      });
    }
  });

  it('answers 400 with a Spanish message per field', async () => {
    const response = await api.post('/api/v1/users', {
      email: 'campos@estudio.test',
      password: 'corta',
      firstName: '   ',
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Revisa los campos e intenta de nuevo',
    });
    expect(body.fields).toEqual(
      expect.arrayContaining([
        { field: 'password', message: 'no debe contener menos de 8 caracteres' },
        { field: 'firstName', message: 'no puede estar vacío' },
        { field: 'lastName', message: 'es obligatorio' },
      ]),
    );
  });

  it('accepts passwords of 8 and 128 characters exactly as typed, and refuses 129', async () => {
    const ok8 = await api.post('/api/v1/users', {
      ...registration('ocho@estudio.test'),
      password: ' ñ  ñ  ñ',
    });
    expect(ok8.statusCode).toBe(201);
    const ok128 = await api.post('/api/v1/users', {
      ...registration('largo@estudio.test'),
      password: 'x'.repeat(128),
    });
    expect(ok128.statusCode).toBe(201);
    const tooLong = await api.post('/api/v1/users', {
      ...registration('muy@estudio.test'),
      password: 'x'.repeat(129),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields).toEqual([
      { field: 'password', message: 'no debe contener más de 128 caracteres' },
    ]);
  });

  it('mails a confirmation link to /validation that confirms the email and lets the user in', async () => {
    const email = 'confirmar@estudio.test';
    await api.post('/api/v1/users', registration(email));
    const refused = await api.post('/api/v1/users/login', { email, password: 'contraseña segura' });
    expect(refused.json()).toMatchObject({
      accessToken: null,
      isEmailVerified: false,
      message: 'Confirma tu correo electrónico',
    });

    const mail = await api.mail.waitFor(email, /Confirma tu correo/);
    expect(mail.text).toContain('Hola Ana:');
    expect(mail.text).toContain(`${appUrl}/validation?token=`);
    const verified = await api.post('/api/v1/users/verify-email', {
      token: tokenFromLink(mail.text),
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ email, isEmailVerified: true });

    const login = await api.post('/api/v1/users/login', { email, password: 'contraseña segura' });
    expect(login.json()).toMatchObject({
      isEmailVerified: true,
      hasActiveSession: false,
      message: null,
    });
    expect(login.json().accessToken).toEqual(expect.any(String));
  });

  it('answers success again for a link opened twice, and refuses an unknown one', async () => {
    const email = 'dosveces@estudio.test';
    await api.post('/api/v1/users', registration(email));
    const token = tokenFromLink((await api.mail.waitFor(email)).text);
    expect((await api.post('/api/v1/users/verify-email', { token })).statusCode).toBe(200);
    expect((await api.post('/api/v1/users/verify-email', { token })).statusCode).toBe(200);
    const unknown = await api.post('/api/v1/users/verify-email', { token: 'no-existe' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('VERIFY_TOKEN_INVALID');
  });

  it('refuses a confirmation link after 48 hours', async () => {
    const email = 'tarde@estudio.test';
    await api.post('/api/v1/users', registration(email));
    const token = tokenFromLink((await api.mail.waitFor(email)).text);
    api.clock.advance(48 * 3600 * 1000 + 1000);
    const response = await api.post('/api/v1/users/verify-email', { token });
    expect(response.statusCode).toBe(400);
  });

  it('resends a confirmation link, answering the same for unknown emails', async () => {
    const email = 'reenvio@estudio.test';
    await api.post('/api/v1/users', registration(email));
    const known = await api.post('/api/v1/users/resend-verification', { email });
    const unknown = await api.post('/api/v1/users/resend-verification', {
      email: 'nadie@estudio.test',
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    await expect.poll(() => api.mail.inbox.filter((m) => m.to === email).length).toBe(2);
  });

  it('records the registration in the audit log with the IP', async () => {
    const email = 'auditada@estudio.test';
    const { userId } = (await api.post('/api/v1/users', registration(email))).json();
    const entry = await api.ports.db
      .selectFrom('audit_log')
      .selectAll()
      .where('subject_user_id', '=', userId)
      .where('event', '=', 'register')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ actor_user_id: userId, ip: '127.0.0.1' });
  });
});
