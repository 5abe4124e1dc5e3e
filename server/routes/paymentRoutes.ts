import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
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
import { defineRoutes } from './defineRoutes';
import { originOf } from './routeHelpers';

// Payments, plus payments/receipts and payments/notifications (ours). Calls the
// /payment screen makes before anyone can sign in admit the registration's payment token
// (resolvePayer); the rest need a session. All of them belong to the account's owner: an
// operator gets the 404 of a missing route, as with other creator-only calls.
export function paymentRoutes(ports: Ports): FastifyPluginAsyncTypebox {
  return async (app) => {
    const serve = defineRoutes(app);
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

    serve(
      'POST payments/generate',
      {
        preHandler: payerOrToken,
      },
      (request) => generateOrder(ports, payerOf(request), request.body),
    );

    // The spec's `payments/{card-provider}Checkout`: its provider is Datafast, so
    // `datafastCheckout` is always served, and beside it the configured gateway's own name
    // (`sandboxCheckout` by default). Both open the checkout on the configured gateway.
    const checkoutPaths = [...new Set(['datafast', ports.payments.name] as const)];
    for (const provider of checkoutPaths) {
      serve(
        `POST payments/${provider}Checkout` as const,
        { config: { idempotent: true }, preHandler: payerOrToken },
        async (request, reply) =>
          reply
            .code(201)
            .send(await openCheckout(ports, payerOf(request), request.body, originOf(request))),
      );
    }

    serve(
      'POST payments/save_suscription',
      {
        preHandler: payerOrToken,
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

    serve(
      'POST payments/save_token',
      {
        preHandler: payerOrToken,
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

    serve(
      'PUT payments/update_token',
      {
        preHandler: signedIn,
      },
      (request) =>
        completeCheckout(ports, owner(request), request.body.checkoutId, 'card', originOf(request)),
    );

    serve(
      'POST payments/payment',
      {
        config: { idempotent: true },
        preHandler: signedIn,
      },
      (request) => payOutstanding(ports, owner(request), originOf(request)),
    );

    serve(
      'PUT payments/subscription',
      {
        config: { idempotent: true },
        preHandler: signedIn,
      },
      (request) => changePlan(ports, owner(request), request.body, originOf(request)),
    );

    serve(
      'PUT payments/save_explorer',
      {
        preHandler: signedIn,
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

    serve(
      'POST payments/update_payment_method',
      {
        config: { idempotent: true },
        preHandler: signedIn,
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

    serve('POST payments/update_payment_method_login', {}, (request) =>
      sendCardUpdateLink(ports, request.body.email, originOf(request)),
    );

    serve(
      'GET payments/user_token',
      {
        preHandler: signedIn,
      },
      (request) => getCard(ports, owner(request).accountId),
    );

    serve(
      'DELETE payments/delete_token',
      {
        preHandler: signedIn,
      },
      (request) => deleteCard(ports, owner(request), originOf(request)),
    );

    serve(
      'GET payments/receipts',
      {
        preHandler: signedIn,
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
      // Registered on this scope, where the body stays the raw text.
      defineRoutes(scoped)('POST payments/notifications', {}, (request) =>
        handleNotification(ports, request.headers, String(request.body), originOf(request)),
      );
    });
  };
}
