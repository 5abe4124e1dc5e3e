import { hashToken } from '@server/auth/hashToken';
import { errorMessages, successMessages } from '@server/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../support/openTestDatabase';
import {
  roomyRateLimits,
  startTestApi,
  type TestApi,
  type TestUser,
  tokenFromLink,
} from '../support/startTestApi';

// The owner of an account whose password strangers guess from many addresses: once the brake
// across all addresses is full, a one-time link by mail lets the owner in instead of a lockout.
describe.each(testDatabaseKinds)('the emailed one-time sign-in link on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind, {
      rateLimits: {
        ...roomyRateLimits,
        passwordPerAccount: { limit: 2, windowSeconds: 900 },
        passwordPerAccountAllSources: { limit: 3, windowSeconds: 900 },
      },
    });
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  const login = (user: TestUser, password: string, ip: string) =>
    api.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email: user.email, password },
      remoteAddress: ip,
    });
  /** Strangers guess from three addresses: the brake across all of them is then full. */
  const brake = async (user: TestUser) => {
    for (let i = 0; i < 3; i++) await login(user, 'mal', `203.0.113.${10 + i}`);
    expect((await login(user, user.password, '192.0.2.44')).statusCode).toBe(429);
  };
  const askLink = (user: TestUser) => api.post('/api/v1/users/login/link', { email: user.email });
  const spendLink = (token: string) => api.post('/api/v1/users/login/link/use', { token });
  const linksSentTo = async (email: string) =>
    (
      await api.ports.db
        .selectFrom('mail_outbox')
        .select('kind')
        .where('to_address', '=', email)
        .where('kind', '=', 'sign_in_link')
        .execute()
    ).length;

  it('mails nothing while the password still works, with the same answer', async () => {
    const user = await api.createUser();
    const asked = await askLink(user);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ message: successMessages.signInLinkSent });
    const unknown = await api.post('/api/v1/users/login/link', { email: 'nadie@x.test' });
    expect(unknown.json()).toEqual(asked.json());
    expect(await linksSentTo(user.email)).toBe(0);
  });

  it('lets the braked owner in once through the mailed link, keeping the brake', async () => {
    const user = await api.createUser();
    await brake(user);
    expect((await askLink(user)).statusCode).toBe(200);
    const mail = await api.mail.waitFor(user.email, /enlace para entrar/);
    expect(mail.text).toContain('vence en 15 minutos y sirve una sola vez');
    const token = tokenFromLink(mail.text);
    // Stored as a hash only.
    const stored = await api.ports.db
      .selectFrom('user_tokens')
      .select('token_hash')
      .where('user_id', '=', user.userId)
      .where('purpose', '=', 'sign_in_link')
      .execute();
    expect(stored.map((row) => row.token_hash)).toEqual([hashToken(token)]);

    const used = await spendLink(token);
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json().accessToken).toEqual(expect.any(String));
    const me = await api.get('/api/v1/users/me', used.json().accessToken);
    expect(me.json().email).toBe(user.email);

    const again = await spendLink(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'SIGN_IN_LINK_INVALID',
      message: errorMessages.signInLinkInvalid,
    });
    // The guessers are still braked.
    expect((await login(user, 'mal', '203.0.113.99')).statusCode).toBe(429);
    const events = await api.ports.db
      .selectFrom('audit_log')
      .select('event')
      .where('subject_user_id', '=', user.userId)
      .where('event', 'in', ['sign_in_link_sent', 'sign_in_link_used', 'login'])
      .orderBy('at')
      .execute();
    expect(events.map((e) => e.event)).toEqual(['sign_in_link_sent', 'sign_in_link_used', 'login']);
  });

  it('expires after 15 minutes', async () => {
    const user = await api.createUser();
    await brake(user);
    await askLink(user);
    const token = tokenFromLink((await api.mail.waitFor(user.email, /enlace para entrar/)).text);
    api.clock.advance(16 * 60 * 1000);
    expect((await spendLink(token)).json().code).toBe('SIGN_IN_LINK_INVALID');
  });

  it('keeps the one-session rule and the second factor', async () => {
    const owner = await api.createUser();
    await api.signIn(owner);
    await brake(owner);
    await askLink(owner);
    const elsewhere = await spendLink(
      tokenFromLink((await api.mail.waitFor(owner.email, /enlace para entrar/)).text),
    );
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.json()).toMatchObject({
      accessToken: null,
      hasActiveSession: true,
      token: expect.any(String),
    });

    const admin = await api.createUser({ role: 'admin' });
    await brake(admin);
    await askLink(admin);
    const challenged = await spendLink(
      tokenFromLink((await api.mail.waitFor(admin.email, /enlace para entrar/)).text),
    );
    expect(challenged.json()).toMatchObject({
      accessToken: null,
      twoFactor: 'setup',
      twoFactorToken: expect.any(String),
    });
  });
});
