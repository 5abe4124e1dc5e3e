import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AppConfigAnswer, appVersion } from '@schemas/api/app';
import type { Ports } from '../ports/Ports';
import { withErrors } from './routeHelpers';

// What the web app reads from the server's environment at start. Public: the landing page needs
// it before anyone signs in.
export function appRoutes(ports: Ports): FastifyPluginAsyncTypebox {
  return async (app) => {
    const answer: AppConfigAnswer = {
      analyticsMeasurementId: ports.config.analyticsMeasurementId,
      version: appVersion,
    };
    app.get(
      '/app/config',
      {
        schema: {
          tags: ['servicio'],
          summary: 'Configuración pública de la aplicación web (analítica, versión)',
          response: withErrors({ 200: AppConfigAnswer }),
        },
      },
      async (_request, reply) => reply.header('cache-control', 'no-cache').send(answer),
    );
  };
}
