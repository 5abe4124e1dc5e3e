import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate } from '../../auth/authenticate';
import { cancelToExplorer } from '../../payments/cancelToExplorer';
import { changePlan } from '../../payments/changePlan';
import { payOutstanding } from '../../payments/payOutstanding';
import { describeSubscription } from '../../plans/getSubscriptionStatus';
import type { Ports } from '../../ports/Ports';
import { defineRoutes } from '../defineRoutes';
import { originOf } from '../routeHelpers';
import { ownerPayer } from './ownerPayer';

// The owner's subscription: pay what is owed, change plan, or go back to the free plan.
export function subscriptionRoutes(ports: Ports): FastifyPluginAsyncTypebox {
  return async (app) => {
    const serve = defineRoutes(app);
    const signedIn = authenticate(ports);

    serve(
      'POST payments/payment',
      { config: { idempotent: true }, preHandler: signedIn },
      (request) => payOutstanding(ports, ownerPayer(request), originOf(request)),
    );

    serve(
      'PUT payments/subscription',
      { config: { idempotent: true }, preHandler: signedIn },
      (request) => changePlan(ports, ownerPayer(request), request.body, originOf(request)),
    );

    serve('PUT payments/save_explorer', { preHandler: signedIn }, async (request) => {
      const payer = ownerPayer(request);
      const outcome = await cancelToExplorer(ports, payer, originOf(request));
      const suscription = await describeSubscription(ports.db, payer.accountId, ports.clock.now(), {
        withCard: true,
      });
      return { outcome, suscription };
    });
  };
}
