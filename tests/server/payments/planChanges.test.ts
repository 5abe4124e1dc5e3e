import { runRenewals } from '@server/payments/runRenewals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../support/openTestDatabase';
import { startTestApi, type TestApi, tokenFromLink } from '../support/startTestApi';
import {
  call,
  chargesOf,
  day,
  payOnHostedPage,
  signedInCreator,
  signInAgain,
  subscribe,
  suscriptionOf,
  testCards,
} from './paymentSupport';

describe.each(testDatabaseKinds)('changing plans and cards on %s', { timeout: 60_000 }, (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind);
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  it('upgrades at once, charging the price difference for what is left of the period', async () => {
    const user = await signedInCreator(api);
    await subscribe(api, user.token, 'inicial');
    const { currentPeriodEnd } = await suscriptionOf(api, user.token);
    const period = await api.ports.db
      .selectFrom('subscriptions')
      .select(['current_period_start', 'current_period_end'])
      .where('account_id', '=', user.accountId)
      .executeTakeFirstOrThrow();
    const total = period.current_period_end.getTime() - period.current_period_start.getTime();
    api.clock.advance(Math.round(total / 2));
    const token = await signInAgain(api, user, user.token);
    const response = await call(
      api,
      'PUT',
      'payments/subscription',
      { namePlan: 'corporativo' },
      token,
    );
    expect(response.statusCode).toBe(200);
    const { outcome, suscription } = response.json();
    expect(outcome).toMatchObject({
      status: 'paid',
      message: 'Listo: tu plan ahora es Corporativo.',
      receipt: { kind: 'upgrade', status: 'paid' },
    });
    // (78 − 25) dollars for about half the period.
    expect(outcome.receipt.amountCents).toBeGreaterThanOrEqual(2640);
    expect(outcome.receipt.amountCents).toBeLessThanOrEqual(2660);
    expect(suscription).toMatchObject({ namePlan: 'corporativo', paymentStatus: 'active' });
    expect(suscription.currentPeriodEnd).toBe(currentPeriodEnd);
  });

  it('downgrades at the end of the period and renews at the lower price', async () => {
    const user = await signedInCreator(api);
    await subscribe(api, user.token, 'corporativo');
    const response = await call(
      api,
      'PUT',
      'payments/subscription',
      { namePlan: 'inicial' },
      user.token,
    );
    expect(response.json().outcome.message).toMatch(/^Tu plan cambiará a Inicial el /);
    expect(response.json().suscription).toMatchObject({
      namePlan: 'corporativo',
      pendingPlan: { namePlan: 'inicial', label: 'Inicial' },
    });
    api.clock.advance(31 * day);
    await runRenewals(api.ports);
    const token = await signInAgain(api, user, user.token);
    expect(await suscriptionOf(api, token)).toMatchObject({
      namePlan: 'inicial',
      pendingPlan: null,
      paymentStatus: 'active',
    });
    const charges = await chargesOf(api, user.accountId);
    expect(charges.map((charge) => [charge.kind, charge.name_plan, charge.amount_cents])).toEqual([
      ['subscription', 'corporativo', 7800],
      ['renewal', 'inicial', 2500],
    ]);
    await api.mail.waitFor(user.email, /Tu plan de Minuta ahora es Inicial/);
  });

  it('refuses a downgrade while more operators are active than the smaller plan allows', async () => {
    const user = await signedInCreator(api);
    await subscribe(api, user.token, 'corporativo');
    for (const name of ['uno', 'dos']) {
      const created = await call(
        api,
        'POST',
        'users/createOpeAccount',
        { email: `${name}-${Date.now()}@despacho.test`, firstName: name, lastName: 'Op' },
        user.token,
      );
      expect(created.statusCode).toBe(201);
    }
    const response = await call(
      api,
      'PUT',
      'payments/subscription',
      { namePlan: 'inicial' },
      user.token,
    );
    expect(response.json()).toEqual({
      statusCode: 409,
      code: 'DOWNGRADE_NEEDS_SEATS',
      message:
        'El plan Inicial permite 1 cuenta de operador activa y tienes 2. Desactiva 1 antes de cambiar de plan.',
    });
  });

  it('resumes a scheduled cancellation by choosing the same plan again', async () => {
    const user = await signedInCreator(api);
    await subscribe(api, user.token, 'inicial');
    await call(api, 'PUT', 'payments/save_explorer', {}, user.token);
    const resumed = await call(
      api,
      'PUT',
      'payments/subscription',
      { namePlan: 'inicial' },
      user.token,
    );
    expect(resumed.json().outcome.message).toBe('Tu plan Inicial seguirá renovándose cada mes.');
    expect(resumed.json().suscription).toMatchObject({ cancelAtPeriodEnd: false });
    expect(resumed.json().suscription.renewsAt).not.toBeNull();
  });

  it('answers 430 for a paid plan without a card, and charges the stored card when there is one', async () => {
    const user = await signedInCreator(api);
    const refused = await call(
      api,
      'PUT',
      'payments/subscription',
      { namePlan: 'inicial' },
      user.token,
    );
    expect(refused.statusCode).toBe(430);
    expect(refused.json().message).toBe(
      'Su último pago no es válido o no tienes datos de pago registrados.',
    );
    await subscribe(api, user.token, 'inicial');
    await call(api, 'PUT', 'payments/save_explorer', {}, user.token);
    api.clock.advance(31 * day);
    await runRenewals(api.ports);
    const token = await signInAgain(api, user, user.token);
    expect((await suscriptionOf(api, token)).namePlan).toBe('explorador');
    const again = await call(
      api,
      'PUT',
      'payments/subscription',
      { namePlan: 'corporativo' },
      token,
    );
    expect(again.json().outcome).toMatchObject({
      status: 'paid',
      receipt: { kind: 'subscription', amountCents: 7800 },
    });
    expect(again.json().suscription).toMatchObject({
      namePlan: 'corporativo',
      paymentStatus: 'active',
    });
  });

  it('shows, replaces and deletes the stored card', async () => {
    const user = await signedInCreator(api);
    expect((await call(api, 'GET', 'payments/user_token', undefined, user.token)).json()).toEqual({
      card: null,
    });
    await subscribe(api, user.token, 'inicial');
    const shown = await call(api, 'GET', 'payments/user_token', undefined, user.token);
    expect(shown.json()).toEqual({
      card: {
        brand: 'VISA',
        last4: '0000',
        expiryMonth: 12,
        expiryYear: 2039,
        holder: 'Lucía Fernández',
      },
    });
    expect(shown.body).not.toContain('token');
    const opened = await call(api, 'POST', 'payments/update_payment_method', {}, user.token);
    const { checkoutId } = await payOnHostedPage(
      api,
      opened.json().redirectUrl,
      '5454545454545454',
    );
    const replaced = await call(api, 'PUT', 'payments/update_token', { checkoutId }, user.token);
    expect(replaced.json()).toMatchObject({
      status: 'saved',
      message: 'Guardamos tu tarjeta. Los próximos cobros se harán con ella.',
    });
    expect(
      (await call(api, 'GET', 'payments/user_token', undefined, user.token)).json().card,
    ).toMatchObject({
      brand: 'MASTER',
      last4: '5454',
    });
    // The replaced card is gone at the gateway too.
    const registrations = await api.ports.db
      .selectFrom('sandbox_gateway_registrations')
      .select(['last4', 'deleted_at'])
      .where('last4', 'in', ['0000', '5454'])
      .where('holder', '=', 'Lucía Fernández')
      .orderBy('created_at', 'desc')
      .limit(2)
      .execute();
    expect(registrations[0]?.deleted_at).toBeNull();
    expect(registrations[1]?.deleted_at).not.toBeNull();
    const deleted = await call(api, 'DELETE', 'payments/delete_token', undefined, user.token);
    expect(deleted.json()).toEqual({ card: null });
    expect(await suscriptionOf(api, user.token)).toMatchObject({
      card: null,
      cancelAtPeriodEnd: true,
      renewsAt: null,
    });
    const again = await call(api, 'DELETE', 'payments/delete_token', undefined, user.token);
    expect(again.json()).toMatchObject({ statusCode: 404, code: 'NO_CARD' });
  });

  it('mails a card update link without telling whether the address has an account', async () => {
    const user = await signedInCreator(api);
    const known = await call(api, 'POST', 'payments/update_payment_method_login', {
      email: user.email,
    });
    const unknown = await call(api, 'POST', 'payments/update_payment_method_login', {
      email: 'nadie@ninguna-parte.test',
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    const mail = await api.mail.waitFor(user.email, /Actualiza tu tarjeta/);
    const link = new URL(mail.text.match(/https?:\/\/\S+/)?.[0] ?? '');
    expect(link.pathname).toBe('/payment');
    expect(link.searchParams.get('purpose')).toBe('card');
    const paymentToken = tokenFromLink(mail.text);
    const opened = await call(api, 'POST', 'payments/sandboxCheckout', {
      purpose: 'card',
      paymentToken,
    });
    expect(opened.statusCode).toBe(201);
    const { checkoutId } = await payOnHostedPage(api, opened.json().redirectUrl, testCards.success);
    const saved = await call(api, 'POST', 'payments/save_token', { checkoutId, paymentToken });
    expect(saved.json()).toMatchObject({ status: 'saved' });
    expect((await suscriptionOf(api, user.token)).card).toMatchObject({ last4: '0000' });
    // A card checkout is not a subscription payment.
    const wrong = await call(api, 'POST', 'payments/save_suscription', {
      checkoutId,
      paymentToken,
    });
    expect(wrong.json()).toMatchObject({ statusCode: 409, code: 'WRONG_CHECKOUT' });
  });
});
