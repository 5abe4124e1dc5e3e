import type { FastifyInstance } from 'fastify';
import { StaleVersionError } from '../StaleVersionError';

// The documents routes answer a stale write with the current version next to the usual error
// body (`{statusCode, code: 'STALE_VERSION', message, version}`); every other error goes on to
// the app's handler.
export function answerStaleVersions(app: FastifyInstance): void {
  app.setErrorHandler((error, _request, reply) => {
    if (!(error instanceof StaleVersionError)) throw error;
    return reply.code(409).send({
      statusCode: 409,
      code: error.code,
      message: error.message,
      version: error.version,
    });
  });
}
