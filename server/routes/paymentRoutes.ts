import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CardAnswer,
  CheckoutAnswer,
  CheckoutBody,
  CheckoutIdBody,
  EmptyBody,
  GenerateAnswer,
  GenerateBody,
  NotificationAnswer,
  PaymentOutcome,
  ReceiptsAnswer,
  SubscriptionChangeBody,
  UpdatePaymentMethodBody,
} from '@schemas/api/payments';
import { Suscription } from '@schemas/api/plans';
import { EmailBody, MessageAnswer } from '@schemas/api/users';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { authenticate, principalOf } from '../auth/authenticate';
import { assertCreator } from '../operators/assertCreator';
import { cancelToExplorer } from '../payments/cancelToExplorer';
import { changePlan } from '../payments/changePlan';
import { completeCheckout } from '../payments/completeCheckout';
import { deleteCard } from '../payments/deleteCard';
import { generateOrder } from '../payments/generateOrder';
import { getCard } from '../payments/getCard';
import { handleNotification } from '../payments/handleNotification';
import { listReceipts } from '../payments/listReceipts';
import { openCheckout } from '../payments/openCheckout';
import { payOutstanding } from '../payments/payOutstanding';
import { type Payer, payerOf, resolvePayer } from '../payments/resolvePayer';
import { sendCardUpdateLink } from '../payments/sendCardUpdateLink';
import { describeSubscription } from '../plans/getSubscriptionStatus';
import type { Ports } from '../ports/Ports';
import { originOf, withErrors } from './routeHelpers';

const PlanChangeAnswer = Type.Object({ outcome: PaymentOutcome, suscription: Suscription });

// Payments, plus payments/receipts and payments/notifications (ours). Calls the
// /payment screen makes before anyone can sign in admit the registration's payment token
// (resolvePayer); the rest need a session. All of them belong to the account's owner: an
// operator gets the 404 of a missing route, as with other creator-only calls.
export function paymentRoutes(ports: Ports): FastifyPluginAsyncTypebox {
  return async (app) => {
    const tags = ['pagos'];
    const security = [{ bearer: [] }];
    const payerOrToken = resolvePayer(ports);
    const signedIn = authenticate(ports);
    const owner = (request: FastifyRequest): Payer => {
      const principal = principalOf(request);
      assertCreator(principal);
      return {
        userId: principal.userId,
        accountId: principal.accountId,
        email: principal.profile.email,
        firstName: principal.profile.firstName,
        lastName: principal.profile.lastName,
        signedIn: true,
      };
    };

    app.post(
      '/payments/generate',
      {
        preHandler: payerOrToken,
        schema: {
          tags,
          summary: 'Preparar el pedido: plan, importe (de la tabla de planes) y pasarela',
          security,
          body: GenerateBody,
          response: withErrors({ 200: GenerateAnswer }),
        },
      },
      (request) => generateOrder(ports, payerOf(request), request.body),
    );

    // The spec's `payments/{card-provider}Checkout`: its provider is Datafast, so
    // `datafastCheckout` is always served, and beside it the configured gateway's own name
    // (`sandboxCheckout` by default). Both open the checkout on the configured gateway.
    const checkoutPaths = [...new Set(['datafast', ports.payments.name])];
    for (const provider of checkoutPaths) {
      app.post(
        `/payments/${provider}Checkout`,
        {
          config: { idempotent: true },
          preHandler: payerOrToken,
          schema: {
            tags,
            summary:
              provider === ports.payments.name
                ? 'Abrir el pago en la pasarela (el importe y la IP los decide el servidor)'
                : `Abrir el pago con la llamada de la especificación (se atiende con la pasarela configurada, ${ports.payments.name})`,
            description:
              'Acepta los campos de la especificación (ip, amount, itemName, itemDescription, email, userId). Sin namePlan, el plan se lee de itemName («Minuta Corporativo», «Corporativo» o «corporativo»); el precio sale siempre de la tabla de planes, la IP de la conexión y el correo de la cuenta.',
            security,
            body: CheckoutBody,
            response: withErrors({ 201: CheckoutAnswer }),
          },
        },
        async (request, reply) =>
          reply
            .code(201)
            .send(await openCheckout(ports, payerOf(request), request.body, originOf(request))),
      );
    }

    app.post(
      '/payments/save_suscription',
      {
        preHandler: payerOrToken,
        schema: {
          tags,
          summary: 'Confirmar el pago de una suscripción al volver de la pasarela',
          security,
          body: CheckoutIdBody,
          response: withErrors({ 200: PaymentOutcome }),
        },
      },
      (request) =>
        completeCheckout(
          ports,
          payerOf(request),
          request.body.checkoutId,
          'subscribe',
          originOf(request),
        ),
    );

    app.post(
      '/payments/save_token',
      {
        preHandler: payerOrToken,
        schema: {
          tags,
          summary: 'Guardar la tarjeta registrada en la pasarela (pantalla /payment)',
          security,
          body: CheckoutIdBody,
          response: withErrors({ 200: PaymentOutcome }),
        },
      },
      (request) =>
        completeCheckout(
          ports,
          payerOf(request),
          request.body.checkoutId,
          'card',
          originOf(request),
        ),
    );

    app.put(
      '/payments/update_token',
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: 'Reemplazar la tarjeta por la registrada en la pasarela (cuenta)',
          security,
          body: CheckoutIdBody,
          response: withErrors({ 200: PaymentOutcome }),
        },
      },
      (request) =>
        completeCheckout(ports, owner(request), request.body.checkoutId, 'card', originOf(request)),
    );

    app.post(
      '/payments/payment',
      {
        config: { idempotent: true },
        preHandler: signedIn,
        schema: {
          tags,
          summary: 'Pagar ahora lo pendiente con la tarjeta guardada',
          security,
          body: EmptyBody,
          response: withErrors({ 200: PaymentOutcome }),
        },
      },
      (request) => payOutstanding(ports, owner(request), originOf(request)),
    );

    app.put(
      '/payments/subscription',
      {
        config: { idempotent: true },
        preHandler: signedIn,
        schema: {
          tags,
          summary: 'Cambiar de plan (sube al instante con prorrateo; baja al final del periodo)',
          security,
          body: SubscriptionChangeBody,
          response: withErrors({ 200: PlanChangeAnswer }),
        },
      },
      (request) => changePlan(ports, owner(request), request.body, originOf(request)),
    );

    app.put(
      '/payments/save_explorer',
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: 'Cancelar y pasar a Explorador al final del periodo pagado',
          security,
          body: EmptyBody,
          response: withErrors({ 200: PlanChangeAnswer }),
        },
      },
      async (request) => {
        const payer = owner(request);
        const outcome = await cancelToExplorer(ports, payer, originOf(request));
        const suscription = await describeSubscription(
          ports.db,
          payer.accountId,
          ports.clock.now(),
          {
            withCard: true,
          },
        );
        return { outcome, suscription };
      },
    );

    app.post(
      '/payments/update_payment_method',
      {
        config: { idempotent: true },
        preHandler: signedIn,
        schema: {
          tags,
          summary: 'Abrir la pasarela para registrar otra tarjeta',
          security,
          body: UpdatePaymentMethodBody,
          response: withErrors({ 201: CheckoutAnswer }),
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            await openCheckout(
              ports,
              owner(request),
              { purpose: 'card', returnTo: request.body.returnTo ?? 'account' },
              originOf(request),
            ),
          ),
    );

    app.post(
      '/payments/update_payment_method_login',
      {
        schema: {
          tags,
          summary: 'Enviar por correo un enlace para actualizar la tarjeta (sin sesión)',
          body: EmailBody,
          response: withErrors({ 200: MessageAnswer }),
        },
      },
      (request) => sendCardUpdateLink(ports, request.body.email, originOf(request)),
    );

    app.get(
      '/payments/user_token',
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: 'La tarjeta guardada (marca, últimos 4 dígitos y vencimiento)',
          security,
          response: withErrors({ 200: CardAnswer }),
        },
      },
      (request) => getCard(ports, owner(request).accountId),
    );

    app.delete(
      '/payments/delete_token',
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: 'Eliminar la tarjeta guardada (el plan no se renovará)',
          security,
          response: withErrors({ 200: CardAnswer }),
        },
      },
      (request) => deleteCard(ports, owner(request), originOf(request)),
    );

    app.get(
      '/payments/receipts',
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: 'Recibos y cobros de la cuenta',
          security,
          response: withErrors({ 200: ReceiptsAnswer }),
        },
      },
      (request) => listReceipts(ports, owner(request).accountId),
    );

    // The gateway's webhook: the signature covers the exact bytes, so the body is kept raw.
    await app.register(async (scoped) => {
      scoped.removeContentTypeParser('application/json');
      scoped.addContentTypeParser(
        'application/json',
        { parseAs: 'string', bodyLimit: 64 * 1024 },
        (_request, body, done) => done(null, String(body)),
      );
      scoped.post(
        '/payments/notifications',
        {
          schema: {
            tags,
            summary: 'Notificaciones firmadas de la pasarela',
            body: Type.String({ maxLength: 64 * 1024 }),
            response: withErrors({ 200: NotificationAnswer }),
          },
        },
        (request) =>
          handleNotification(ports, request.headers, String(request.body), originOf(request)),
      );
    });
  };
}
