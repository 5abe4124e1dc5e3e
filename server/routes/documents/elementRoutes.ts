import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, principalOf } from '../../auth/authenticate';
import { createElement } from '../../documents/elements/createElement';
import { deleteElement } from '../../documents/elements/deleteElement';
import { exchangeElement } from '../../documents/elements/exchangeElement';
import { updateElement } from '../../documents/elements/updateElement';
import type { Ports } from '../../ports/Ports';
import { defineRoutes } from '../defineRoutes';

// A page's elements (questions, statements, calculations). Each write carries the document's
// `version` and answers the new one.
export function elementRoutes(ports: Ports): FastifyPluginAsyncTypebox {
  return async (app) => {
    const serve = defineRoutes(app);
    const signedIn = authenticate(ports);

    serve('POST documents/createElement', { preHandler: signedIn }, async (request, reply) =>
      reply.code(201).send(await createElement(ports, principalOf(request), request.body)),
    );

    serve('POST documents/updateElement', { preHandler: signedIn }, (request) =>
      updateElement(ports, principalOf(request), request.body),
    );

    serve('DELETE documents/deleteElement', { preHandler: signedIn }, (request) =>
      deleteElement(ports, principalOf(request), request.body),
    );

    serve('POST documents/exchangeElement', { preHandler: signedIn }, (request) =>
      exchangeElement(ports, principalOf(request), request.body),
    );
  };
}
