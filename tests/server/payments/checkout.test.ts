import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../support/openTestDatabase';
import { startTestApi, type TestApi, tokenFromLink } from '../support/startTestApi';
import {
  call,
  chargesOf,
  payOnHostedPage,
  receiptsOf,
  signedInCreator,
  subscribe,
  suscriptionOf,
  testCards,
} from './paymentSupport';

describe.each(testDatabaseKinds)(
  'paying for a plan through the sandbox checkout on %s',
  { timeout: 30_000 },
  (kind) => {
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

    it('charges the plan price and activates the plan, with a receipt listed and mailed', async () => {
      const user = await signedInCreator(api);
      const outcome = await subscribe(api, user.token, 'corporativo');
      expect(outcome).toMatchObject({
        status: 'paid',
        resultCode: '000.000.000',
        message: 'Pago aprobado. Tu plan Corporativo está activo.',
        plan: { namePlan: 'corporativo', label: 'Corporativo' },
        receipt: { status: 'paid', amountCents: 7800, card: { brand: 'VISA', last4: '0000' } },
      });
      const suscription = await suscriptionOf(api, user.token);
      expect(suscription).toMatchObject({
        namePlan: 'corporativo',
        billing: 'paid',
        paymentStatus: 'active',
        cancelAtPeriodEnd: false,
        card: { brand: 'VISA', last4: '0000', expiryMonth: 12, expiryYear: 2039 },
      });
      expect(suscription.renewsAt).toEqual(suscription.currentPeriodEnd);
      const receipts = await receiptsOf(api, user.token);
      expect(receipts).toHaveLength(1);
      expect(receipts[0]).toMatchObject({ status: 'paid', amount: 78, label: 'Corporativo' });
      expect(receipts[0]?.receiptNumber).toMatch(/^R-\d{6}$/);
      const mail = await api.mail.waitFor(user.email, /Recibo R-\d{6}/);
      expect(mail.text).toContain('$78,00');
      expect(mail.text).toContain('VISA terminada en 0000');
      const me = await call(api, 'GET', 'users/me', undefined, user.token);
      expect(me.json().plan.namePlan).toBe('corporativo');
    });

    it('ignores an amount, item, email and IP sent by the browser', async () => {
      const user = await signedInCreator(api);
      const opened = await call(
        api,
        'POST',
        'payments/sandboxCheckout',
        {
          namePlan: 'inicial',
          amount: 1,
          itemName: 'Premium gratis',
          itemDescription: 'nada',
          email: 'otra@persona.test',
          ip: '203.0.113.9',
          userId: user.userId,
        },
        user.token,
      );
      expect(opened.statusCode).toBe(201);
      expect(opened.json()).toMatchObject({
        amount: 25,
        amountCents: 2500,
        itemName: 'Minuta Inicial',
      });
      const page = await api.app.inject({
        method: 'GET',
        url: new URL(opened.json().redirectUrl).pathname,
      });
      expect(page.body).toContain('$25,00');
      const { checkoutId } = await payOnHostedPage(
        api,
        opened.json().redirectUrl,
        testCards.success,
      );
      await call(api, 'POST', 'payments/save_suscription', { checkoutId }, user.token);
      const charges = await chargesOf(api, user.accountId);
      expect(charges.map((charge) => [charge.status, charge.amount_cents])).toEqual([
        ['paid', 2500],
      ]);
      const checkout = await api.ports.db
        .selectFrom('checkouts')
        .select(['ip', 'amount_cents'])
        .where('account_id', '=', user.accountId)
        .executeTakeFirstOrThrow();
      expect(checkout).toEqual({ ip: '127.0.0.1', amount_cents: 2500 });
      const gateway = await api.ports.db
        .selectFrom('sandbox_gateway_checkouts')
        .select(['amount_cents', 'customer_email', 'customer_ip'])
        .where('id', '=', checkoutId)
        .executeTakeFirstOrThrow();
      expect(gateway).toEqual({
        amount_cents: 2500,
        customer_email: user.email,
        customer_ip: '127.0.0.1',
      });
    });

    it("opens the spec's datafastCheckout with the spec's fields, reading the plan from itemName", async () => {
      const user = await signedInCreator(api);
      for (const itemName of ['Minuta Corporativo', 'corporativo', 'Plan Corporativo']) {
        const opened = await call(
          api,
          'POST',
          'payments/datafastCheckout',
          {
            ip: '203.0.113.9',
            amount: 1,
            itemName,
            itemDescription: 'Suscripción mensual',
            email: user.email,
            userId: user.userId,
          },
          user.token,
        );
        expect(opened.statusCode, `${itemName}: ${opened.body}`).toBe(201);
        expect(opened.json()).toMatchObject({
          purpose: 'subscribe',
          amount: 78,
          amountCents: 7800,
          itemName: 'Minuta Corporativo',
        });
      }
      const unknown = await call(
        api,
        'POST',
        'payments/datafastCheckout',
        { itemName: 'Premium gratis', userId: user.userId },
        user.token,
      );
      expect(unknown.statusCode).toBe(400);
      // The last checkout opened is paid on the configured gateway's page and gives the plan.
      const opened = await call(
        api,
        'POST',
        'payments/datafastCheckout',
        { itemName: 'Minuta Inicial', amount: '25.00', email: user.email, userId: user.userId },
        user.token,
      );
      const { checkoutId } = await payOnHostedPage(
        api,
        opened.json().redirectUrl,
        testCards.success,
      );
      const saved = await call(
        api,
        'POST',
        'payments/save_suscription',
        { checkoutId },
        user.token,
      );
      expect(saved.json()).toMatchObject({ status: 'paid', plan: { namePlan: 'inicial' } });
    });

    it.each([
      [testCards.declined, '800.100.100', 'El banco emisor rechazó el pago.'],
      [testCards.insufficientFunds, '800.100.155', 'Fondos insuficientes'],
      [testCards.expired, '100.100.303', 'La tarjeta está vencida.'],
    ])('a declined card (%s) shows the reason and charges nothing', async (card, code, reason) => {
      const user = await signedInCreator(api);
      const outcome = await subscribe(api, user.token, 'corporativo', card);
      expect(outcome).toMatchObject({
        status: 'declined',
        resultCode: code,
        plan: { namePlan: 'explorador' },
        receipt: { status: 'failed', receiptNumber: null },
      });
      expect(outcome.message).toContain(reason);
      const suscription = await suscriptionOf(api, user.token);
      expect(suscription).toMatchObject({
        namePlan: 'explorador',
        paymentStatus: 'none',
        card: null,
      });
      const charges = await chargesOf(api, user.accountId);
      expect(charges.filter((charge) => charge.status === 'paid')).toEqual([]);
    });

    it('refuses a card whose expiry date has passed, as the gateway does', async () => {
      const user = await signedInCreator(api);
      const opened = await call(
        api,
        'POST',
        'payments/sandboxCheckout',
        { namePlan: 'inicial' },
        user.token,
      );
      const { checkoutId } = await payOnHostedPage(
        api,
        opened.json().redirectUrl,
        testCards.success,
        '01/20',
      );
      const saved = await call(
        api,
        'POST',
        'payments/save_suscription',
        { checkoutId },
        user.token,
      );
      expect(saved.json()).toMatchObject({ status: 'declined', resultCode: '100.100.303' });
    });

    it('shows form errors on the hosted page and keeps the checkout open', async () => {
      const user = await signedInCreator(api);
      const opened = await call(
        api,
        'POST',
        'payments/sandboxCheckout',
        { namePlan: 'inicial' },
        user.token,
      );
      const path = new URL(opened.json().redirectUrl).pathname;
      const post = (payload: string) =>
        api.app.inject({
          method: 'POST',
          url: path,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload,
        });
      const malformed = await post('number=4200&holder=&expiry=13/30&cvv=1');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.body).toContain('Escribe el número de la tarjeta (solo dígitos).');
      expect(malformed.body).toContain('Escribe el nombre del titular.');
      expect(malformed.body).toContain('Escribe el vencimiento como MM/AA.');
      expect(malformed.body).toContain('El CVV tiene 3 o 4 dígitos.');
      const realCard = await post('number=4111111111111111&holder=Ana&expiry=12/30&cvv=123');
      expect(realCard.statusCode).toBe(400);
      expect(realCard.body).toContain('Usa una de las tarjetas de prueba de la pasarela sandbox.');
      expect(realCard.body).not.toContain('value="123"');
      // Its inline stylesheet is the one inline style the policy admits, by its hash.
      const inlineStyle = /<style>([\s\S]*?)<\/style>/.exec(realCard.body)?.[1] ?? '';
      const hash = createHash('sha256').update(inlineStyle).digest('base64');
      expect(realCard.headers['content-security-policy']).toContain(`style-src 'sha256-${hash}'`);
      expect(realCard.headers['content-security-policy']).not.toContain('unsafe-inline');
      const pending = await call(
        api,
        'POST',
        'payments/save_suscription',
        { checkoutId: path.split('/').pop() },
        user.token,
      );
      expect(pending.json()).toMatchObject({ status: 'pending' });
    });

    it('answers the same outcome when the return is confirmed twice, charging once', async () => {
      const user = await signedInCreator(api);
      const opened = await call(
        api,
        'POST',
        'payments/sandboxCheckout',
        { namePlan: 'inicial' },
        user.token,
      );
      const { checkoutId } = await payOnHostedPage(
        api,
        opened.json().redirectUrl,
        testCards.success,
      );
      const [first, second] = await Promise.all([
        call(api, 'POST', 'payments/save_suscription', { checkoutId }, user.token),
        call(api, 'POST', 'payments/save_suscription', { checkoutId }, user.token),
      ]);
      expect(first?.json().receipt.chargeId).toBe(second?.json().receipt.chargeId);
      expect(await chargesOf(api, user.accountId)).toHaveLength(1);
    });

    it("never finds another account's checkout, and refuses a checkout for another user", async () => {
      const owner = await signedInCreator(api);
      const stranger = await signedInCreator(api);
      const opened = await call(
        api,
        'POST',
        'payments/sandboxCheckout',
        { namePlan: 'inicial' },
        owner.token,
      );
      const { checkoutId } = await payOnHostedPage(
        api,
        opened.json().redirectUrl,
        testCards.success,
      );
      const foreign = await call(
        api,
        'POST',
        'payments/save_suscription',
        { checkoutId },
        stranger.token,
      );
      expect(foreign.statusCode).toBe(404);
      expect((await suscriptionOf(api, stranger.token)).namePlan).toBe('explorador');
      const forOther = await call(
        api,
        'POST',
        'payments/sandboxCheckout',
        { namePlan: 'inicial', userId: owner.userId },
        stranger.token,
      );
      expect(forOther.statusCode).toBe(404);
    });

    it('refuses plans that are not sold by card, and a second subscription', async () => {
      const user = await signedInCreator(api);
      const premium = await call(
        api,
        'POST',
        'payments/generate',
        { namePlan: 'premium' },
        user.token,
      );
      expect(premium.statusCode).toBe(409);
      expect(premium.json().message).toBe(
        'El plan Premium se contrata con nuestro equipo: escríbenos desde Contacto.',
      );
      const free = await call(
        api,
        'POST',
        'payments/sandboxCheckout',
        { namePlan: 'explorador' },
        user.token,
      );
      expect(free.json()).toMatchObject({ statusCode: 409, code: 'PLAN_IS_FREE' });
      const unknown = await call(api, 'POST', 'payments/generate', { namePlan: 'oro' }, user.token);
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().fields).toEqual([
        { field: 'namePlan', message: 'no es un plan disponible' },
      ]);
      await subscribe(api, user.token, 'inicial');
      const again = await call(
        api,
        'POST',
        'payments/sandboxCheckout',
        { namePlan: 'corporativo' },
        user.token,
      );
      expect(again.json()).toMatchObject({ statusCode: 409, code: 'ALREADY_SUBSCRIBED' });
    });

    it('continues a registration on /payment with the payment token, before any sign-in', async () => {
      const email = `pago-${Date.now()}@despacho.test`;
      const registered = await call(api, 'POST', 'users', {
        email,
        password: 'una-clave-larga',
        firstName: 'Rosa',
        lastName: 'Vera',
      });
      expect(registered.statusCode).toBe(201);
      const { paymentToken, userId } = registered.json();
      const order = await call(api, 'POST', 'payments/generate', {
        namePlan: 'corporativo',
        paymentToken,
      });
      expect(order.json()).toMatchObject({ amountCents: 7800, email, userId });
      const opened = await call(api, 'POST', 'payments/sandboxCheckout', {
        namePlan: 'corporativo',
        paymentToken,
      });
      expect(opened.statusCode).toBe(201);
      const { location, checkoutId } = await payOnHostedPage(
        api,
        opened.json().redirectUrl,
        testCards.success,
      );
      expect(location).toMatch(/^http:\/\/minuta\.test\/payment\?id=/);
      const saved = await call(api, 'POST', 'payments/save_suscription', {
        checkoutId,
        paymentToken,
      });
      expect(saved.json()).toMatchObject({ status: 'paid', plan: { namePlan: 'corporativo' } });
      const withoutToken = await call(api, 'POST', 'payments/save_suscription', { checkoutId });
      expect(withoutToken.statusCode).toBe(401);
      const forged = await call(api, 'POST', 'payments/generate', {
        namePlan: 'inicial',
        paymentToken: `${paymentToken}x`,
      });
      expect(forged.statusCode).toBe(401);
    });

    it('gives operators the 404 of a missing route and anonymous callers a 401', async () => {
      const owner = await signedInCreator(api, 'corporativo');
      const email = `op-${Date.now()}@despacho.test`;
      const created = await call(
        api,
        'POST',
        'users/createOpeAccount',
        { email, firstName: 'Luis', lastName: 'Mora' },
        owner.token,
      );
      expect(created.statusCode).toBe(201);
      const invitation = await api.mail.waitFor(email);
      const password = 'clave-del-operador';
      await call(api, 'POST', 'users/reset-password', {
        password,
        token: tokenFromLink(invitation.text),
      });
      const { accessToken } = await api.signIn({ email, password });
      const missing = await call(api, 'GET', 'payments/inexistente', undefined, accessToken);
      for (const [method, url, body] of [
        ['GET', 'payments/user_token', undefined],
        ['GET', 'payments/receipts', undefined],
        ['POST', 'payments/generate', { namePlan: 'premium' }],
        ['POST', 'payments/sandboxCheckout', { namePlan: 'inicial' }],
        ['PUT', 'payments/subscription', { namePlan: 'inicial' }],
        ['PUT', 'payments/save_explorer', {}],
        ['DELETE', 'payments/delete_token', undefined],
      ] as const) {
        const response = await call(api, method, url, body, accessToken);
        expect([url, response.statusCode, response.json()]).toEqual([url, 404, missing.json()]);
      }
      const anonymous = await call(api, 'GET', 'payments/user_token');
      expect(anonymous.statusCode).toBe(401);
    });
  },
);
