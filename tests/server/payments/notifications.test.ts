import { sandboxSecretOf } from '@server/payments/createPaymentProvider';
import {
  sandboxSignatureHeader,
  signSandboxNotification,
} from '@server/payments/sandbox/signSandboxNotification';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../support/openTestDatabase';
import { startTestApi, type TestApi } from '../support/startTestApi';
import {
  call,
  chargesOf,
  payOnHostedPage,
  signedInCreator,
  suscriptionOf,
  testCards,
} from './paymentSupport';

describe.each(testDatabaseKinds)('gateway notifications on %s', { timeout: 30_000 }, (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind);
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  // What the sandbox gateway posts after a payment (createSandboxGateway's notify), signed with
  // the gateway's key; `signature` lets a test forge or drop it.
  const notify = (
    body: Record<string, unknown>,
    signature: string | null = 'sign',
    sentAtSeconds = Math.floor(api.clock.now().getTime() / 1000),
  ) => {
    const raw = JSON.stringify(body);
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (signature === 'sign') {
      headers[sandboxSignatureHeader] = signSandboxNotification(
        sandboxSecretOf(api.ports.config),
        raw,
        sentAtSeconds,
      );
    } else if (signature) {
      headers[sandboxSignatureHeader] = signature;
    }
    return api.app.inject({
      method: 'POST',
      url: '/api/v1/payments/notifications',
      headers,
      payload: raw,
    });
  };

  const paidCheckout = async () => {
    const user = await signedInCreator(api);
    const opened = await call(
      api,
      'POST',
      'payments/sandboxCheckout',
      { namePlan: 'inicial' },
      user.token,
    );
    const { checkoutId } = await payOnHostedPage(api, opened.json().redirectUrl, testCards.success);
    return { user, checkoutId };
  };

  it('applies a signed notification once, even delivered twice or raced with the return', async () => {
    const { user, checkoutId } = await paidCheckout();
    const body = { id: `evt-${checkoutId}`, type: 'PAYMENT', payload: { checkoutId } };
    const first = await notify(body);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    // The shopper never came back, yet the plan is active.
    expect(await suscriptionOf(api, user.token)).toMatchObject({
      namePlan: 'inicial',
      paymentStatus: 'active',
    });
    const again = await notify(body);
    expect(again.json()).toEqual({ received: true, duplicate: true });
    const other = await notify({ ...body, id: `evt-2-${checkoutId}` });
    expect(other.json()).toEqual({ received: true, duplicate: false });
    const returned = await call(
      api,
      'POST',
      'payments/save_suscription',
      { checkoutId },
      user.token,
    );
    expect(returned.json()).toMatchObject({ status: 'paid' });
    expect(await chargesOf(api, user.accountId)).toHaveLength(1);
    const receipts = await api.ports.db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('to_address', '=', user.email)
      .where('kind', '=', 'receipt')
      .execute();
    expect(receipts).toHaveLength(1);
  });

  it('refuses a notification without a signature, with a wrong one, or replayed late', async () => {
    const { user, checkoutId } = await paidCheckout();
    const body = { id: `evt-${checkoutId}`, type: 'PAYMENT', payload: { checkoutId } };
    const unsigned = await notify(body, null);
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json()).toEqual({
      statusCode: 400,
      code: 'NOTIFICATION_SIGNATURE_INVALID',
      message: 'La notificación no tiene una firma válida.',
    });
    const now = Math.floor(api.clock.now().getTime() / 1000);
    const forged = await notify(body, `t=${now},v1=${'0'.repeat(64)}`);
    expect(forged.statusCode).toBe(400);
    const tampered = signSandboxNotification(
      sandboxSecretOf(api.ports.config),
      JSON.stringify({ ...body, payload: { checkoutId: 'otro' } }),
      now,
    );
    expect((await notify(body, tampered)).statusCode).toBe(400);
    const late = await notify(body, 'sign', now - 10 * 60);
    expect(late.json()).toMatchObject({ statusCode: 400, code: 'NOTIFICATION_STALE' });
    // None of them changed anything.
    expect((await suscriptionOf(api, user.token)).namePlan).toBe('explorador');
    expect(await chargesOf(api, user.accountId)).toHaveLength(0);
  });
});
