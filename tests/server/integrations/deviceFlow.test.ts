import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../support/openTestDatabase';
import { roomyRateLimits, startTestApi, type TestApi } from '../support/startTestApi';

const base = '/api/v1/integrations';
const tenMinutes = 10 * 60 * 1000;

describe.each(testDatabaseKinds)('the add-ins device flow on %s', (kind) => {
  let api: TestApi;
  let ipCount = 0;
  beforeAll(async () => {
    api = await startTestApi(kind, {
      rateLimits: { ...roomyRateLimits, deviceCodePerIp: { limit: 3, windowSeconds: 900 } },
    });
  }, 120_000);
  afterAll(async () => {
    await api.close();
  });

  // Each test asks its codes from its own address, so the per-IP brake counts only its own.
  const askCode = (ip = `203.0.113.${++ipCount}`) =>
    api.app.inject({
      method: 'POST',
      url: `${base}/device/code`,
      remoteAddress: ip,
      headers: { 'user-agent': 'Word/16.0 (Windows)' },
      payload: { client: 'Complemento de Word', scopes: ['plantillas:leer', 'entrevistas:leer'] },
    });
  const poll = (deviceCode: string) => api.post(`${base}/device/token`, { deviceCode });
  const signedIn = async () => (await api.signIn(await api.createUser())).accessToken;

  it('hands out a code, waits for approval, then issues one token for one exchange', async () => {
    const code = await askCode();
    expect(code.statusCode, code.body).toBe(200);
    const answer = code.json();
    expect(answer.userCode).toMatch(/^[BCDFGHJKLMNPQRSTVWXZ]{4}-[BCDFGHJKLMNPQRSTVWXZ]{4}$/);
    expect(answer).toMatchObject({
      verificationUri: 'http://minuta.test/app/conectar',
      verificationUriComplete: `http://minuta.test/app/conectar?codigo=${answer.userCode}`,
      expiresIn: 600,
      interval: 5,
    });

    const pending = await poll(answer.deviceCode);
    expect(pending.statusCode).toBe(400);
    expect(pending.json()).toMatchObject({ code: 'AUTHORIZATION_PENDING' });

    const session = await signedIn();
    // The person sees who asks for what, from where, typing the code in any case and spacing.
    const typed = answer.userCode.toLowerCase().replace('-', ' ');
    const shown = await api.get(
      `${base}/device/request?userCode=${encodeURIComponent(typed)}`,
      session,
    );
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toMatchObject({
      client: 'Complemento de Word',
      scopes: ['plantillas:leer', 'entrevistas:leer'],
      userAgent: 'Word/16.0 (Windows)',
      status: 'pending',
    });
    expect(shown.json().ip).toMatch(/^203\.0\.113\./);
    const approved = await api.post(`${base}/device/approve`, { userCode: typed }, session);
    expect(approved.statusCode, approved.body).toBe(200);

    api.clock.advance(5_000);
    const issued = await poll(answer.deviceCode);
    expect(issued.statusCode, issued.body).toBe(200);
    const token = issued.json();
    expect(token.accessToken).toMatch(/^mnt_[A-Za-z0-9_-]{43}$/);
    expect(token.scopes).toEqual(['plantillas:leer', 'entrevistas:leer']);
    expect(token.user).toEqual({
      email: expect.stringContaining('@despacho.test'),
      name: 'Lucía Fernández',
    });
    const me = await api.get(`${base}/me`, token.accessToken);
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json()).toMatchObject({
      user: token.user,
      scopes: token.scopes,
      client: 'Complemento de Word',
      expiresAt: token.expiresAt,
    });

    // Single use: the same device code never yields a second token.
    api.clock.advance(5_000);
    const again = await poll(answer.deviceCode);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'EXPIRED_TOKEN' });
    // An answered request cannot be answered again.
    const twice = await api.post(`${base}/device/deny`, { userCode: answer.userCode }, session);
    expect(twice.statusCode).toBe(409);
  });

  it('answers SLOW_DOWN with Retry-After to an add-in polling faster than the interval', async () => {
    const { deviceCode } = (await askCode()).json();
    api.clock.freeze();
    try {
      expect((await poll(deviceCode)).statusCode).toBe(400);
      api.clock.advance(2_000);
      const fast = await poll(deviceCode);
      expect(fast.statusCode).toBe(429);
      expect(fast.json()).toMatchObject({ code: 'SLOW_DOWN' });
      expect(fast.headers['retry-after']).toBe('3');
      api.clock.advance(3_000);
      expect((await poll(deviceCode)).json()).toMatchObject({ code: 'AUTHORIZATION_PENDING' });
    } finally {
      api.clock.resume();
    }
  });

  it('lets a code expire after 10 minutes, approved or not', async () => {
    const pair = await api.signIn(await api.createUser());
    const session = pair.accessToken;
    const first = (await askCode()).json();
    const second = (await askCode()).json();
    expect(
      (await api.post(`${base}/device/approve`, { userCode: second.userCode }, session)).statusCode,
    ).toBe(200);
    api.clock.advance(tenMinutes + 1_000);
    for (const { deviceCode } of [first, second]) {
      const late = await poll(deviceCode);
      expect(late.statusCode).toBe(400);
      expect(late.json()).toMatchObject({
        code: 'EXPIRED_TOKEN',
        message: 'El código de conexión caducó o ya se usó. Empieza la conexión de nuevo.',
      });
    }
    // The web app refreshes its access token (they last 10 minutes too) and finds the code dead.
    const refreshed = await api.post('/api/v1/users/token/refresh', {
      refreshToken: pair.refreshToken,
    });
    const later = refreshed.json().accessToken;
    const approveLate = await api.post(
      `${base}/device/approve`,
      { userCode: first.userCode },
      later,
    );
    expect(approveLate.statusCode).toBe(400);
    expect(approveLate.json()).toMatchObject({ code: 'EXPIRED_TOKEN' });
  });

  it('tells the add-in it was denied, and audits the denial', async () => {
    const user = await api.createUser();
    const session = (await api.signIn(user)).accessToken;
    const { deviceCode, userCode } = (await askCode()).json();
    expect((await api.post(`${base}/device/deny`, { userCode }, session)).statusCode).toBe(200);
    const denied = await poll(deviceCode);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({
      code: 'ACCESS_DENIED',
      message: 'La conexión fue rechazada en Minuta.',
    });
    const audit = await api.ports.db
      .selectFrom('audit_log')
      .select('event')
      .where('actor_user_id', '=', user.userId)
      .where('event', '=', 'integration_device_denied')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('gives another site no way to approve: no form post, no cross-origin call', async () => {
    const session = await signedIn();
    const { deviceCode, userCode } = (await askCode()).json();
    const evil = 'https://otro-sitio.example';
    // What a hidden form on another site can send: a form body, the browser's cookies (there
    // are none that authenticate), never the person's access token.
    for (const [type, payload] of [
      ['application/x-www-form-urlencoded', `userCode=${userCode}`],
      ['text/plain', JSON.stringify({ userCode })],
      [
        'multipart/form-data; boundary=x',
        `--x\r\nContent-Disposition: form-data; name="userCode"\r\n\r\n${userCode}\r\n--x--\r\n`,
      ],
    ] as const) {
      const posted = await api.app.inject({
        method: 'POST',
        url: `${base}/device/approve`,
        headers: { origin: evil, 'content-type': type, cookie: 'session=cualquiera' },
        payload,
      });
      expect([400, 401, 415], `${type}: ${posted.body}`).toContain(posted.statusCode);
    }
    // A script on another site must ask the browser first to send the Authorization header;
    // nothing tells the browser that site may.
    const preflight = await api.app.inject({
      method: 'OPTIONS',
      url: `${base}/device/approve`,
      headers: {
        origin: evil,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-headers']).toBeUndefined();
    // Still waiting for the person: none of it approved anything.
    expect((await poll(deviceCode)).json()).toMatchObject({ code: 'AUTHORIZATION_PENDING' });
    // The person's own approval, from the app, still works.
    const approved = await api.post(`${base}/device/approve`, { userCode }, session);
    expect(approved.statusCode, approved.body).toBe(200);
  });

  it('refuses an unknown code and brakes code requests per address', async () => {
    const session = await signedIn();
    const unknown = await api.get(`${base}/device/request?userCode=BBBB-BBBB`, session);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'DEVICE_REQUEST_NOT_FOUND' });
    expect(
      (await api.post(`${base}/device/token`, { deviceCode: 'inventado' })).json(),
    ).toMatchObject({ code: 'EXPIRED_TOKEN' });
    const ip = '198.51.100.7';
    for (let i = 0; i < 3; i++) expect((await askCode(ip)).statusCode).toBe(200);
    const braked = await askCode(ip);
    expect(braked.statusCode).toBe(429);
    expect(Number(braked.headers['retry-after'])).toBeGreaterThan(0);
    // The approval page needs a person signed in; nobody approves anonymously.
    expect((await api.post(`${base}/device/approve`, { userCode: 'BBBB-BBBB' })).statusCode).toBe(
      401,
    );
  });
});
