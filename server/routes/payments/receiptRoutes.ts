import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate } from '../../auth/authenticate';
import { listReceipts } from '../../payments/listReceipts';
import type { Ports } from '../../ports/Ports';
import { defineRoutes } from '../defineRoutes';
import { ownerPayer } from './ownerPayer';

// The account's receipts (payments/receipts, ours).
export function receiptRoutes(ports: Ports): FastifyPluginAsyncTypebox {
  return async (app) => {
    const serve = defineRoutes(app);
    const signedIn = authenticate(ports);

    serve('GET payments/receipts', { preHandler: signedIn }, (request) =>
      listReceipts(ports, ownerPayer(request).accountId),
    );
  };
}
