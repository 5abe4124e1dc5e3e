import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { completeCheckout } from '../../payments/completeCheckout';
import { generateOrder } from '../../payments/generateOrder';
import { openCheckout } from '../../payments/openCheckout';
import { payerOf, resolvePayer } from '../../payments/resolvePayer';
import type { Ports } from '../../ports/Ports';
import { defineRoutes } from '../defineRoutes';
import { originOf } from '../routeHelpers';

// The checkout of a subscription or a card: the order, the gateway's checkout and its completion.
// The /payment screen makes these before anyone can sign in, so they admit the registration's
// payment token as well as a session (resolvePayer).
export function checkoutRoutes(ports: Ports): FastifyPluginAsyncTypebox {
  return async (app) => {
    const serve = defineRoutes(app);
    const payerOrToken = resolvePayer(ports);

    serve('POST payments/generate', { preHandler: payerOrToken }, (request) =>
      generateOrder(ports, payerOf(request), request.body),
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

    serve('POST payments/save_suscription', { preHandler: payerOrToken }, (request) =>
      completeCheckout(
        ports,
        payerOf(request),
        request.body.checkoutId,
        'subscribe',
        originOf(request),
      ),
    );

    serve('POST payments/save_token', { preHandler: payerOrToken }, (request) =>
      completeCheckout(ports, payerOf(request), request.body.checkoutId, 'card', originOf(request)),
    );
  };
}
