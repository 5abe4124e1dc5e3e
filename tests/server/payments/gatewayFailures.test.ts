import { randomBytes } from 'node:crypto';
import { createDatafastGateway } from '@server/payments/datafast/createDatafastGateway';
import { deleteCard } from '@server/payments/deleteCard';
import { loadPaymentsConfig } from '@server/payments/loadPaymentsConfig';
import type { Ports } from '@server/ports/Ports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../support/openTestDatabase';
import { startTestApi, type TestApi } from '../support/startTestApi';

// A gateway that cannot be reached: the real Datafast adapter pointed at a port nobody listens
// on, so every call to it fails the way an outage does.
function unreachableGateway() {
  const payments = loadPaymentsConfig(
    {
      PAYMENT_PROVIDER: 'datafast',
      DATAFAST_BASE_URL: 'https://127.0.0.1:4479/',
      DATAFAST_ENTITY_ID: 'entity',
      DATAFAST_ACCESS_TOKEN: 'access',
      DATAFAST_WEBHOOK_KEY: randomBytes(32).toString('hex'),
      DATAFAST_MID: '1000000505',
      DATAFAST_TID: 'PD100406',
    },
    3000,
  );
  if (!payments.datafast) throw new Error('no datafast config');
  return createDatafastGateway(payments.datafast, { widgetBaseUrl: 'https://minuta.test' });
}

describe.each(testDatabaseKinds)('a payment gateway that fails on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind);
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  it('still forgets the card here, and logs the failed deletion without the token', async () => {
    const user = await api.createUser({ plan: 'inicial' });
    const token = `reg-${randomBytes(8).toString('hex')}`;
    const now = api.ports.clock.now();
    await api.ports.db
      .insertInto('payment_methods')
      .values({
        account_id: user.accountId,
        provider: 'datafast',
        token,
        brand: 'VISA',
        last4: '4242',
        expiry_month: 12,
        expiry_year: 2040,
        holder: 'Lucía Fernández',
        created_at: now,
        updated_at: now,
      })
      .execute();
    const warnings: { details: Record<string, unknown>; message: string }[] = [];
    const ports: Ports = {
      ...api.ports,
      payments: unreachableGateway(),
      log: { warn: (details, message) => warnings.push({ details: { ...details }, message }) },
    };

    const answer = await deleteCard(
      ports,
      {
        userId: user.userId,
        accountId: user.accountId,
        email: user.email,
        firstName: 'Lucía',
        lastName: 'Fernández',
        signedIn: true,
      },
      { ip: '127.0.0.1', userAgent: null },
    );

    expect(answer).toEqual({ card: null });
    const left = await api.ports.db
      .selectFrom('payment_methods')
      .select('token')
      .where('account_id', '=', user.accountId)
      .execute();
    expect(left).toEqual([]);
    expect(warnings).toEqual([
      {
        message: 'payment gateway deleteToken failed',
        details: expect.objectContaining({
          accountId: user.accountId,
          gatewayCall: 'deleteToken',
          reason: 'card deleted',
          err: expect.any(String),
        }),
      },
    ]);
    expect(JSON.stringify(warnings)).not.toContain(token);
  });
});
