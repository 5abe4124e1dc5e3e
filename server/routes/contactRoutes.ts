import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ContactMessageAnswer,
  ContactMessageBody,
  DeveloperRequestAnswer,
  DeveloperRequestBody,
} from '@schemas/api/contact';
import { sendContactMessage } from '../contact/sendContactMessage';
import { submitDeveloperRequest } from '../contact/submitDeveloperRequest';
import type { Ports } from '../ports/Ports';
import { originOf, withErrors } from './routeHelpers';

// The public site's two forms. No session: visitors use them; both are rate-limited per IP.
export function contactRoutes(ports: Ports): FastifyPluginAsyncTypebox {
  return async (app) => {
    const tags = ['contacto'];

    app.post(
      '/contact/sendMessage',
      {
        config: { idempotent: true },
        schema: {
          tags,
          summary: 'Enviar un mensaje al equipo (página de contacto)',
          body: ContactMessageBody,
          response: withErrors({ 200: ContactMessageAnswer }),
        },
      },
      (request) => sendContactMessage(ports, request.body, originOf(request)),
    );

    app.post(
      '/contact/developerRequest',
      {
        config: { idempotent: true },
        schema: {
          tags,
          summary: 'Solicitar el servicio de desarrollo (el estimado lo fija el servidor)',
          body: DeveloperRequestBody,
          response: withErrors({ 200: DeveloperRequestAnswer }),
        },
      },
      (request) => submitDeveloperRequest(ports, request.body, originOf(request)),
    );
  };
}
