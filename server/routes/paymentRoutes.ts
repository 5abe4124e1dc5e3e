import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Ports } from '../ports/Ports';
import { cardRoutes } from './payments/cardRoutes';
import { checkoutRoutes } from './payments/checkoutRoutes';
import { notificationRoutes } from './payments/notificationRoutes';
import { receiptRoutes } from './payments/receiptRoutes';
import { subscriptionRoutes } from './payments/subscriptionRoutes';

// Payments, plus payments/receipts and payments/notifications (ours), one file per resource in
// payments/. Each resource is its own scope: the webhook's raw-body parser stays inside its own.
export function paymentRoutes(ports: Ports): FastifyPluginAsyncTypebox {
  return async (app) => {
    for (const resource of [
      checkoutRoutes,
      subscriptionRoutes,
      cardRoutes,
      receiptRoutes,
      notificationRoutes,
    ]) {
      await app.register(resource(ports));
    }
  };
}
