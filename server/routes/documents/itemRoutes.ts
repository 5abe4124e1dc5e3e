import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, principalOf } from '../../auth/authenticate';
import { createItem } from '../../documents/items/createItem';
import { deleteItem } from '../../documents/items/deleteItem';
import { exchangeItem } from '../../documents/items/exchangeItem';
import { updateItem } from '../../documents/items/updateItem';
import type { Ports } from '../../ports/Ports';
import { defineRoutes } from '../defineRoutes';

// The items inside an element (options, repeated parts). Each write carries the document's
// `version` and answers the new one.
export function itemRoutes(ports: Ports): FastifyPluginAsyncTypebox {
  return async (app) => {
    const serve = defineRoutes(app);
    const signedIn = authenticate(ports);

    serve('POST documents/createItem', { preHandler: signedIn }, async (request, reply) =>
      reply.code(201).send(await createItem(ports, principalOf(request), request.body)),
    );

    serve('POST documents/updateItem', { preHandler: signedIn }, (request) =>
      updateItem(ports, principalOf(request), request.body),
    );

    serve('DELETE documents/deleteItem', { preHandler: signedIn }, (request) =>
      deleteItem(ports, principalOf(request), request.body),
    );

    serve('POST documents/exchangeItem', { preHandler: signedIn }, (request) =>
      exchangeItem(ports, principalOf(request), request.body),
    );
  };
}
