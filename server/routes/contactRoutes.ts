import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sendContactMessage } from '../contact/sendContactMessage';
import { submitDeveloperRequest } from '../contact/submitDeveloperRequest';
import type { Ports } from '../ports/Ports';
import { defineRoutes } from './defineRoutes';
import { originOf } from './routeHelpers';

// The public site's two forms. No session: visitors use them; both are rate-limited per IP.
export function contactRoutes(ports: Ports): FastifyPluginAsyncTypebox {
  return async (app) => {
    const serve = defineRoutes(app);

    serve(
      'POST contact/sendMessage',
      {
        config: { idempotent: true },
      },
      (request) => sendContactMessage(ports, request.body, originOf(request)),
    );

    serve(
      'POST contact/developerRequest',
      {
        config: { idempotent: true },
      },
      (request) => submitDeveloperRequest(ports, request.body, originOf(request)),
    );
  };
}
