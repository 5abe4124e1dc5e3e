import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../support/openTestDatabase';
import { startTestApi, type TestApi, type TestUser, tokenFromLink } from '../support/startTestApi';

describe.each(testDatabaseKinds)('operator accounts on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind);
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  let counter = 0;
  const operatorBody = () => ({
    email: `operador${++counter}@despacho.test`,
    firstName: 'Óscar',
    lastName: 'Ruiz',
  });
  const createOperator = (token: string, body = operatorBody()) =>
    api.post('/api/v1/users/createOpeAccount', body, token);

  async function creatorOn(plan: string): Promise<TestUser & { token: string }> {
    const user = await api.createUser({ plan });
    return { ...user, token: (await api.signIn(user)).accessToken };
  }

  /** The operator opens its invitation, chooses a password and logs in. */
  async function acceptInvitation(email: string, password = 'clave del operador') {
    const mail = await api.mail.waitFor(email, /te invitó a Minuta/);
    expect(mail.text).toContain('Lucía Fernández creó una cuenta de operador para ti');
    const reset = await api.post('/api/v1/users/reset-password', {
      token: tokenFromLink(mail.text),
      password,
    });
    expect(reset.statusCode).toBe(200);
    return api.signIn({ email, password });
  }

  it.each([
    [
      'explorador',
      0,
      'Tu plan Explorador no incluye cuentas de operador. Cambia de plan para agregarlas.',
    ],
    ['inicial', 1, 'Tu plan Inicial permite hasta 1 cuenta de operador activa.'],
    ['corporativo', 3, 'Tu plan Corporativo permite hasta 3 cuentas de operador activas.'],
    ['premium', 10, 'Tu plan Premium permite hasta 10 cuentas de operador activas.'],
  ])('allows %s %i operators and refuses one more', async (plan, limit, message) => {
    const creator = await creatorOn(plan);
    for (let i = 0; i < limit; i++)
      expect((await createOperator(creator.token)).statusCode).toBe(201);
    const refused = await createOperator(creator.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'OPERATOR_LIMIT_REACHED', message });
    const accounts = (await api.get('/api/v1/documents/getAccountsv2', creator.token)).json();
    expect(accounts).toMatchObject({ limit, used: limit });
    expect(accounts.accounts).toHaveLength(limit);
  });

  it('invites the operator by mail; it chooses a password and works inside the creator account', async () => {
    const creator = await creatorOn('corporativo');
    const body = operatorBody();
    const created = await createOperator(creator.token, body);
    expect(created.json()).toMatchObject({
      email: body.email,
      is_deleted: false,
      hasPassword: false,
    });
    const operator = await acceptInvitation(body.email);
    const me = (await api.get('/api/v1/users/me', operator.accessToken)).json();
    expect(me).toMatchObject({ role: 'operator', accountType: 'operator', isEmailVerified: true });
    expect(me.plan.namePlan).toBe('corporativo');
    const suscription = (
      await api.get('/api/v1/documents/getSuscriptionStatus', operator.accessToken)
    ).json();
    expect(suscription.suscription).toMatchObject({
      namePlan: 'corporativo',
      status: 'active',
      operatorAccounts: { used: 1, limit: 3 },
    });
  });

  it("answers an operator's creator-only calls as missing routes, and keeps its session", async () => {
    const creator = await creatorOn('corporativo');
    const body = operatorBody();
    const { userId } = (await createOperator(creator.token, body)).json();
    const operator = await acceptInvitation(body.email);
    const token = operator.accessToken;
    const attempts = [
      await createOperator(token),
      await api.get('/api/v1/documents/getAccountsv2', token),
      await api.post('/api/v1/users/updateOpeProfile', { userId, firstName: 'Yo mismo' }, token),
      await api.post('/api/v1/users/disableAccount', { password: 'clave del operador' }, token),
    ];
    for (const attempt of attempts) {
      // Never 403: the web app reads a 403 as "your authorization is gone" and signs out.
      expect(attempt.statusCode).toBe(404);
      expect(attempt.json()).toEqual({
        statusCode: 404,
        code: 'NOT_FOUND',
        message: 'Servicio no encontrado',
      });
    }
    expect((await api.get('/api/v1/users/me', token)).statusCode).toBe(200);
    const accounts = (await api.get('/api/v1/documents/getAccountsv2', creator.token)).json();
    expect(accounts.accounts).toEqual([expect.objectContaining({ userId, firstName: 'Óscar' })]);
  });

  it('disables an operator through is_deleted, cutting its access at once, and enables it again', async () => {
    const creator = await creatorOn('inicial');
    const body = operatorBody();
    const { userId } = (await createOperator(creator.token, body)).json();
    const operator = await acceptInvitation(body.email);

    const disabled = await api.post(
      '/api/v1/users/updateOpeProfile',
      { userId, is_deleted: true },
      creator.token,
    );
    expect(disabled.json()).toMatchObject({ userId, is_deleted: true });
    expect((await api.get('/api/v1/users/me', operator.accessToken)).statusCode).toBe(401);
    const login = await api.post('/api/v1/users/login', {
      email: body.email,
      password: 'clave del operador',
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe('Tu cuenta se encuentra desactivada');
    const selfEnable = await api.post('/api/v1/users/enableAccount', {
      email: body.email,
      password: 'clave del operador',
    });
    expect(selfEnable.statusCode).toBe(403);
    expect(selfEnable.json().code).toBe('ACCOUNT_DISABLED_BY_OWNER');

    // The seat is free again: another operator fits, and then re-enabling the first does not.
    expect((await createOperator(creator.token)).statusCode).toBe(201);
    const overLimit = await api.post(
      '/api/v1/users/updateOpeProfile',
      { userId, is_deleted: false },
      creator.token,
    );
    expect(overLimit.statusCode).toBe(409);
  });

  it('edits an operator profile and answers 404 for an operator of another account', async () => {
    const creator = await creatorOn('corporativo');
    const other = await creatorOn('corporativo');
    const { userId } = (await createOperator(creator.token)).json();
    const edited = await api.post(
      '/api/v1/users/updateOpeProfile',
      { userId, firstName: 'Olga', phone: '+56 9 1234 5678' },
      creator.token,
    );
    expect(edited.json()).toMatchObject({
      firstName: 'Olga',
      lastName: 'Ruiz',
      phone: '+56 9 1234 5678',
    });
    const foreign = await api.post(
      '/api/v1/users/updateOpeProfile',
      { userId, firstName: 'Intruso' },
      other.token,
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'OPERATOR_NOT_FOUND' });
    expect((await api.get('/api/v1/documents/getAccountsv2', other.token)).json().accounts).toEqual(
      [],
    );
  });

  it('refuses an operator with an email already registered', async () => {
    const creator = await creatorOn('premium');
    const response = await createOperator(creator.token, {
      ...operatorBody(),
      email: creator.email,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('El usuario ya poseé una cuenta');
  });

  it('records operator changes in the audit log', async () => {
    const creator = await creatorOn('inicial');
    const { userId } = (await createOperator(creator.token)).json();
    await api.post('/api/v1/users/updateOpeProfile', { userId, is_deleted: true }, creator.token);
    const events = await api.ports.db
      .selectFrom('audit_log')
      .select(['event', 'actor_user_id'])
      .where('subject_user_id', '=', userId)
      .orderBy('at')
      .execute();
    expect(events).toEqual([
      { event: 'operator_created', actor_user_id: creator.userId },
      { event: 'operator_disabled', actor_user_id: creator.userId },
    ]);
  });

  it('lets a deactivated creator cut its operators off too', async () => {
    const creator = await api.createUser({ plan: 'inicial' });
    const { accessToken } = await api.signIn(creator);
    const body = operatorBody();
    await createOperator(accessToken, body);
    const operator = await acceptInvitation(body.email);
    await api.post('/api/v1/users/disableAccount', { password: creator.password }, accessToken);
    expect((await api.get('/api/v1/users/me', operator.accessToken)).statusCode).toBe(401);
  });
});
