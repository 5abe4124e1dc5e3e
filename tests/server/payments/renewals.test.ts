import { runRenewals } from '@server/payments/runRenewals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../support/openTestDatabase';
import { startTestApi, type TestApi } from '../support/startTestApi';
import {
  call,
  chargesOf,
  createDocument,
  createWorkspace,
  day,
  payOnHostedPage,
  receiptsOf,
  signedInCreator,
  signInAgain,
  subscribe,
  suscriptionOf,
  testCards,
} from './paymentSupport';

const paymentRequired = 'Su último pago no es válido o no tienes datos de pago registrados.';

describe.each(testDatabaseKinds)('monthly renewals on %s', { timeout: 60_000 }, (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind);
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  it('charges the stored card when the period ends and starts the next one', async () => {
    const user = await signedInCreator(api);
    await subscribe(api, user.token, 'inicial');
    const before = await suscriptionOf(api, user.token);
    expect(await runRenewals(api.ports)).toMatchObject({ renewed: 0 });
    api.clock.advance(31 * day);
    const accessToken = await signInAgain(api, user, user.token);
    const run = await runRenewals(api.ports);
    expect(run.renewed).toBeGreaterThanOrEqual(1);
    const after = await suscriptionOf(api, accessToken);
    expect(after).toMatchObject({ namePlan: 'inicial', paymentStatus: 'active' });
    expect(new Date(after.currentPeriodEnd).getTime()).toBeGreaterThan(
      new Date(before.currentPeriodEnd).getTime(),
    );
    const receipts = await receiptsOf(api, accessToken);
    expect(receipts.map((receipt) => [receipt.kind, receipt.status, receipt.amountCents])).toEqual([
      ['renewal', 'paid', 2500],
      ['subscription', 'paid', 2500],
    ]);
    expect(receipts[0]?.periodStart).toBe(before.currentPeriodEnd);
    await api.mail.waitFor(user.email, new RegExp(`Recibo ${receipts[0]?.receiptNumber}`));
  });

  it('retries a failed renewal, then answers 430 on gated actions until the card is updated', async () => {
    const user = await signedInCreator(api);
    await subscribe(api, user.token, 'corporativo', testCards.failsRenewals);
    const workspace = await createWorkspace(api, user.token);
    expect((await createDocument(api, user.token, workspace)).statusCode).toBe(201);

    // Three attempts: at the end of the period, a day later and three days after that.
    const states: string[] = [];
    for (const wait of [31 * day, 1 * day, 3 * day]) {
      api.clock.advance(wait);
      await runRenewals(api.ports);
      const row = await api.ports.db
        .selectFrom('subscriptions')
        .select(['status', 'failed_attempts'])
        .where('account_id', '=', user.accountId)
        .executeTakeFirstOrThrow();
      states.push(`${row.status}:${row.failed_attempts}`);
    }
    expect(states).toEqual(['past_due:1', 'past_due:2', 'payment_failed:3']);
    await api.mail.waitFor(user.email, /No pudimos cobrar tu plan/);
    await api.mail.waitFor(user.email, /Tu pago de Minuta no es válido/);

    const accessToken = await signInAgain(api, user, user.token);
    const refused = await createDocument(api, accessToken, workspace);
    expect(refused.statusCode).toBe(430);
    expect(refused.json()).toEqual({
      statusCode: 430,
      code: 'PAYMENT_REQUIRED',
      message: paymentRequired,
    });
    const operator = await call(
      api,
      'POST',
      'users/createOpeAccount',
      { email: `op-${Date.now()}@despacho.test`, firstName: 'Ana', lastName: 'Ruiz' },
      accessToken,
    );
    expect([operator.statusCode, operator.json().message]).toEqual([430, paymentRequired]);
    const upgrade = await call(
      api,
      'PUT',
      'payments/subscription',
      { namePlan: 'corporativo' },
      accessToken,
    );
    expect(upgrade.statusCode).toBe(430);
    // Reading what exists stays open.
    expect(
      (await call(api, 'GET', 'documents/getMasterWeb', undefined, accessToken)).statusCode,
    ).toBe(200);
    expect((await suscriptionOf(api, accessToken)).paymentStatus).toBe('payment_failed');
    // Nothing more is attempted on its own.
    api.clock.advance(10 * day);
    await runRenewals(api.ports);
    expect((await chargesOf(api, user.accountId)).filter((c) => c.kind === 'renewal')).toHaveLength(
      3,
    );

    // The person registers a working card: the overdue plan is charged at once.
    const token = await signInAgain(api, user, accessToken);
    const opened = await call(api, 'POST', 'payments/update_payment_method', {}, token);
    expect(opened.statusCode).toBe(201);
    expect(opened.json()).toMatchObject({ purpose: 'card', amountCents: 0 });
    const { checkoutId } = await payOnHostedPage(api, opened.json().redirectUrl, testCards.success);
    const updated = await call(api, 'PUT', 'payments/update_token', { checkoutId }, token);
    expect(updated.json()).toMatchObject({
      status: 'paid',
      message: 'Cobramos tu plan Corporativo: tu cuenta está al día.',
      receipt: { kind: 'reactivation', status: 'paid', amountCents: 7800, card: { last4: '0000' } },
    });
    const restored = await suscriptionOf(api, token);
    expect(restored).toMatchObject({
      paymentStatus: 'active',
      namePlan: 'corporativo',
      card: { last4: '0000' },
    });
    expect((await createDocument(api, token, workspace)).statusCode).toBe(201);
  });

  it('pays what is owed with payments/payment once the same card has funds again', async () => {
    const user = await signedInCreator(api);
    await subscribe(api, user.token, 'inicial', testCards.failsRenewals);
    api.clock.advance(31 * day);
    await runRenewals(api.ports);
    const accessToken = await signInAgain(api, user, user.token);
    expect((await suscriptionOf(api, accessToken)).paymentStatus).toBe('past_due');
    // This test card keeps refusing recurring charges: the answer says why, nothing changes.
    const retried = await call(api, 'POST', 'payments/payment', {}, accessToken);
    expect(retried.json()).toMatchObject({ status: 'declined', resultCode: '800.100.155' });
    expect(retried.json().message).toContain('Fondos insuficientes');
    const nothingDue = await signedInCreator(api);
    const none = await call(api, 'POST', 'payments/payment', {}, nothingDue.token);
    expect(none.json()).toMatchObject({ statusCode: 409, code: 'NOTHING_DUE' });
  });

  it('cancels to Explorador at the end of the period, charging nothing more', async () => {
    const user = await signedInCreator(api);
    await subscribe(api, user.token, 'inicial');
    const cancel = await call(api, 'PUT', 'payments/save_explorer', {}, user.token);
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().outcome.message).toMatch(
      /^Tu plan Inicial seguirá activo hasta el .+; después tu cuenta pasará a Explorador sin más cobros\.$/,
    );
    expect(cancel.json().suscription).toMatchObject({
      namePlan: 'inicial',
      cancelAtPeriodEnd: true,
      renewsAt: null,
    });
    api.clock.advance(31 * day);
    await runRenewals(api.ports);
    const accessToken = await signInAgain(api, user, user.token);
    expect(await suscriptionOf(api, accessToken)).toMatchObject({
      namePlan: 'explorador',
      billing: 'free',
      paymentStatus: 'canceled',
    });
    expect(await chargesOf(api, user.accountId)).toHaveLength(1);
    await api.mail.waitFor(user.email, /pasó al plan Explorador/);
  });
});
