import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type AppConfigAnswer, appVersion } from '@schemas/api/app';
import type { Ports } from '../ports/Ports';
import { defineRoutes } from './defineRoutes';

// What the web app reads from the server's environment at start. Public: the landing page needs
// it before anyone signs in.
export function appRoutes(ports: Ports): FastifyPluginAsyncTypebox {
  return async (app) => {
    const serve = defineRoutes(app);
    const answer: AppConfigAnswer = {
      analyticsMeasurementId: ports.config.analyticsMeasurementId,
      version: appVersion,
    };
    serve('GET app/config', {}, async (_request, reply) =>
      reply.header('cache-control', 'no-cache').send(answer),
    );
  };
}
