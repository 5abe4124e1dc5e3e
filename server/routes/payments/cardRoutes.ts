import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate } from '../../auth/authenticate';
import { completeCheckout } from '../../payments/completeCheckout';
import { deleteCard } from '../../payments/deleteCard';
import { getCard } from '../../payments/getCard';
import { openCheckout } from '../../payments/openCheckout';
import { sendCardUpdateLink } from '../../payments/sendCardUpdateLink';
import type { Ports } from '../../ports/Ports';
import { defineRoutes } from '../defineRoutes';
import { originOf } from '../routeHelpers';
import { ownerPayer } from './ownerPayer';

// The account's stored card: see it, replace it (a card checkout, or a link by mail for an
// owner who cannot sign in) and delete it.
export function cardRoutes(ports: Ports): FastifyPluginAsyncTypebox {
  return async (app) => {
    const serve = defineRoutes(app);
    const signedIn = authenticate(ports);

    serve('PUT payments/update_token', { preHandler: signedIn }, (request) =>
      completeCheckout(
        ports,
        ownerPayer(request),
        request.body.checkoutId,
        'card',
        originOf(request),
      ),
    );

    serve(
      'POST payments/update_payment_method',
      { config: { idempotent: true }, preHandler: signedIn },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            await openCheckout(
              ports,
              ownerPayer(request),
              { purpose: 'card', returnTo: request.body.returnTo ?? 'account' },
              originOf(request),
            ),
          ),
    );

    serve('POST payments/update_payment_method_login', {}, (request) =>
      sendCardUpdateLink(ports, request.body.email, originOf(request)),
    );

    serve('GET payments/user_token', { preHandler: signedIn }, (request) =>
      getCard(ports, ownerPayer(request).accountId),
    );

    serve('DELETE payments/delete_token', { preHandler: signedIn }, (request) =>
      deleteCard(ports, ownerPayer(request), originOf(request)),
    );
  };
}
