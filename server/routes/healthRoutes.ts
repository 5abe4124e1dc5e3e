import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HealthAnswer, LivenessAnswer, ReadinessAnswer } from '@schemas/api/health';
import type { PartHealth, ServiceParts } from '../service/ServiceParts';

// For load balancers and people. /health (readiness) is 200 only while the database answers and
// the server is not shutting down, and names every part that is down (database, pdf, mail, jobs); a
// part that is down but not critical (PDF, mail) gives 200 with status "degraded". /health/live
// (liveness) needs nothing but the process: an orchestrator restarts the process only when it
// stops answering, never because its database is away. /health/ready is what a load balancer
// checks every second: 503 while the database is unreachable (as the availability monitor,
// probing on its own connection, last saw it) or the server is stopping, and otherwise 200 at
// once — no query, so an instance slowed by load is never taken out for being busy (with every
// instance equally busy, that took them all out and answered nobody).
export function healthRoutes(parts: ServiceParts): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/health',
      {
        config: { answersWhileStopping: true },
        schema: {
          tags: ['servicio'],
          summary: 'Disponibilidad del servidor, su base de datos, PDF y correo',
          response: { 200: HealthAnswer, 503: HealthAnswer },
        },
      },
      async (request, reply) => {
        const health = await parts.health();
        for (const [name, part] of Object.entries(health.parts)) {
          if (part.error) request.log.error({ part: name, err: part.error }, 'health check failed');
        }
        const status = parts.isStopping
          ? 'stopping'
          : !health.ok
            ? 'error'
            : health.down.length > 0
              ? 'degraded'
              : 'ok';
        const answer = {
          status,
          down: health.down,
          database: toAnswerPart(health.parts.database),
          pdf: toAnswerPart(health.parts.pdf),
          mail: toAnswerPart(health.parts.mail),
          jobs: toAnswerPart(health.parts.jobs),
          ...(health.parts.disk && { disk: toAnswerPart(health.parts.disk) }),
        } as HealthAnswer;
        return reply
          .code(health.ok ? 200 : 503)
          .header('cache-control', 'no-store')
          .send(answer);
      },
    );
    app.get(
      '/health/ready',
      {
        config: { answersWhileStopping: true },
        schema: {
          tags: ['servicio'],
          summary: 'Puede recibir peticiones: base de datos alcanzable y sin detenerse',
          response: { 200: ReadinessAnswer, 503: ReadinessAnswer },
        },
      },
      async (_request, reply) => {
        const ready = parts.ready();
        const status = ready ? 'ok' : parts.isStopping ? 'stopping' : 'error';
        return reply
          .code(ready ? 200 : 503)
          .header('cache-control', 'no-store')
          .send({ status });
      },
    );
    app.get(
      '/health/live',
      {
        config: { answersWhileStopping: true },
        schema: {
          tags: ['servicio'],
          summary: 'El proceso está vivo (no consulta nada más)',
          response: { 200: LivenessAnswer },
        },
      },
      async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }),
    );
  };
}

function toAnswerPart(part: PartHealth | undefined): Record<string, unknown> {
  if (!part) return { ok: null };
  return {
    ok: part.status === 'ok' ? true : part.status === 'down' ? false : null,
    ...part.details,
  };
}
