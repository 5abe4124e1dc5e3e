import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import { ApiError } from '../errors/ApiError';
import { errorMessages } from '../messages';

/** Seconds; from a cached answer to a slow PDF generation. */
const durationBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

// Request metrics for every answer, and /metrics in Prometheus' text format. The route exists
// only when METRICS_TOKEN is set, and then answers only `Authorization: Bearer <that token>`:
// the figures name routes and volumes an outsider has no business seeing. README.md ("Metrics")
// describes every metric.
export function installMetrics(
  app: FastifyInstance,
  registry: Registry,
  metricsToken: string | null,
): void {
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'minuta_http_requests_total',
    help: 'Requests answered, by method, route (its pattern, "unmatched" for unknown paths) and status.',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'minuta_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by method, route and status.',
    labelNames,
    buckets: durationBuckets,
    registers: [registry],
  });
  new Gauge({
    name: 'minuta_http_requests_in_flight',
    help: 'Requests being handled now.',
    registers: [registry],
    collect() {
      this.set(app.requestsInFlight());
    },
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: routeOf(request),
      status: String(reply.statusCode),
    };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
  });

  if (!metricsToken) return;
  const expected = Buffer.from(`Bearer ${metricsToken}`);
  app.get(
    '/metrics',
    {
      schema: {
        tags: ['servicio'],
        summary: 'Métricas en formato Prometheus (con METRICS_TOKEN como Bearer)',
        security: [{ bearer: [] }],
        response: {
          200: {
            description: 'Las métricas',
            content: { 'text/plain': { schema: { type: 'string' } } },
          },
        },
      },
    },
    async (request, reply) => {
      const given = Buffer.from(request.headers.authorization ?? '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new ApiError(401, 'UNAUTHENTICATED', errorMessages.metricsUnauthorized);
      }
      return reply
        .header('content-type', registry.contentType)
        .header('cache-control', 'no-store')
        .send(await registry.metrics());
    },
  );
}

/** The route's pattern, so an id in a path never becomes a label of its own. */
function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? 'unmatched';
}
