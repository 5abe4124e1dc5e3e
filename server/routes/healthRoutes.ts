import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HealthAnswer } from '@schemas/api/health';
import { sql } from 'kysely';
import type { DatabaseKind } from '../db/openDatabase';
import type { Ports } from '../ports/Ports';

// For load balancers and people: 200 when the database answers, 503 when it does not. The PDF
// converter is reported beside it (LibreOffice missing turns PDF off, not the server).
export function healthRoutes(ports: Ports, databaseKind: DatabaseKind): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/health',
      {
        schema: {
          tags: ['servicio'],
          summary: 'Estado del servidor y de la base de datos',
          response: { 200: HealthAnswer, 503: HealthAnswer },
        },
      },
      async (request, reply) => {
        const ok = await sql`select 1`
          .execute(ports.db)
          .then(() => true)
          .catch((error: unknown) => {
            request.log.error({ err: error }, 'health check: database unreachable');
            return false;
          });
        const { available, reason, workers, ready, queued, sandbox, sandboxWarning } =
          ports.converter.status();
        return reply.code(ok ? 200 : 503).send({
          status: ok ? 'ok' : 'error',
          database: { kind: databaseKind, ok },
          pdf: { available, reason, workers, ready, queued, sandbox, sandboxWarning },
        });
      },
    );
  };
}
