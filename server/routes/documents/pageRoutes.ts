import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, principalOf } from '../../auth/authenticate';
import { createPage } from '../../documents/pages/createPage';
import { deletePage } from '../../documents/pages/deletePage';
import { updatePage } from '../../documents/pages/updatePage';
import type { Ports } from '../../ports/Ports';
import { defineRoutes } from '../defineRoutes';

// A document's pages. Each write carries the document's `version` and answers the new one.
export function pageRoutes(ports: Ports): FastifyPluginAsyncTypebox {
  return async (app) => {
    const serve = defineRoutes(app);
    const signedIn = authenticate(ports);

    serve('POST documents/createPage', { preHandler: signedIn }, async (request, reply) =>
      reply.code(201).send(await createPage(ports, principalOf(request), request.body)),
    );

    serve('POST documents/updatePage', { preHandler: signedIn }, (request) =>
      updatePage(ports, principalOf(request), request.body),
    );

    serve('DELETE documents/deletePage', { preHandler: signedIn }, (request) =>
      deletePage(ports, principalOf(request), request.body),
    );
  };
}
