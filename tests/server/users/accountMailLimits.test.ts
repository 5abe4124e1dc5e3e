import { defaultRateLimits } from '@server/config/ServerConfig';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../support/openTestDatabase';
import { roomyRateLimits, startTestApi, type TestApi } from '../support/startTestApi';

// Reset and confirmation mails land in someone's inbox whoever asks for them: at most 5 an hour
// to one address, both kinds together, with the default limits.
describe.each(testDatabaseKinds)('mails to one address on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind, {
      rateLimits: { ...roomyRateLimits, resetPerAccount: defaultRateLimits.resetPerAccount },
    });
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  const mailsTo = async (email: string) =>
    (
      await api.ports.db
        .selectFrom('mail_outbox')
        .select('kind')
        .where('to_address', '=', email)
        .execute()
    ).length;

  it('sends at most 5 reset and confirmation mails an hour, then 429', async () => {
    const user = await api.createUser({ verified: false });
    const before = await mailsTo(user.email);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const path = i % 2 === 0 ? 'reset-password-mail' : 'resend-verification';
      statuses.push((await api.post(`/api/v1/users/${path}`, { email: user.email })).statusCode);
      api.clock.advance(10 * 60 * 1000);
    }
    for (const path of ['reset-password-mail', 'resend-verification', 'reset-password-mail']) {
      statuses.push((await api.post(`/api/v1/users/${path}`, { email: user.email })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect((await mailsTo(user.email)) - before).toBe(5);
    const refused = await api.post('/api/v1/users/reset-password-mail', { email: user.email });
    expect(refused.json().code).toBe('TOO_MANY_ATTEMPTS');
    // The hour counts from the first mail: 40 minutes have passed.
    api.clock.advance(21 * 60 * 1000);
    const next = await api.post('/api/v1/users/reset-password-mail', { email: user.email });
    expect(next.statusCode).toBe(200);
  });
});
