import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../support/openTestDatabase';
import { startTestApi, type TestApi } from '../support/startTestApi';
import { call, signedInCreator, subscribe, suscriptionOf } from './paymentSupport';

describe.each(testDatabaseKinds)('paying for a plan through the sandbox checkout on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind);
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  it('prices the order from the plan table', async () => {
    const user = await signedInCreator(api);
    const response = await call(
      api,
      'POST',
      'payments/generate',
      { namePlan: 'corporativo' },
      user.token,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      provider: 'sandbox',
      checkoutPath: 'payments/sandboxCheckout',
      purpose: 'subscribe',
      namePlan: 'corporativo',
      amount: 78,
      amountCents: 7800,
      currency: 'USD',
      email: user.email,
      userId: user.userId,
    });
  });

  it('charges the plan price and activates the plan, with a receipt mailed', async () => {
    const user = await signedInCreator(api);
    const outcome = await subscribe(api, user.token, 'corporativo');
    expect(outcome).toMatchObject({
      status: 'paid',
      resultCode: '000.000.000',
      plan: { namePlan: 'corporativo', label: 'Corporativo' },
      receipt: { status: 'paid', amountCents: 7800, card: { brand: 'VISA', last4: '0000' } },
    });
    const suscription = await suscriptionOf(api, user.token);
    expect(suscription).toMatchObject({
      namePlan: 'corporativo',
      billing: 'paid',
      paymentStatus: 'active',
      cancelAtPeriodEnd: false,
      card: { brand: 'VISA', last4: '0000' },
    });
    expect(suscription.renewsAt).toEqual(suscription.currentPeriodEnd);
    const mail = await api.mail.waitFor(user.email, /Recibo R-\d{6}/);
    expect(mail.text).toContain('$78,00');
  });
});
