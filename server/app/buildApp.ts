import './fastifyTypes';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import { wordAddinPages } from '../addins/wordAddinPages';
import type { ServerRole } from '../config/ServerConfig';
import { installErrorHandling } from '../errors/installErrorHandling';
import { requestErrors } from '../errors/requestErrors';
import { installIdempotency } from '../idempotency/installIdempotency';
import { apiDocsIntro } from '../integrations/apiDocsIntro';
import { refuseUncoveredCalls } from '../integrations/refuseUncoveredCalls';
import type { Logger } from '../logging/createLogger';
import { createRequestIdGenerator, requestIdHeader } from '../logging/requestIds';
import { installMetrics } from '../metrics/installMetrics';
import type { Ports } from '../ports/Ports';
import { accountRoutes } from '../routes/accountRoutes';
import { adminRoutes } from '../routes/adminRoutes';
import { appRoutes } from '../routes/appRoutes';
import { contactRoutes } from '../routes/contactRoutes';
import { assertEveryCallServed } from '../routes/defineRoutes';
import { documentRoutes } from '../routes/documentRoutes';
import { donationRoutes } from '../routes/donationRoutes';
import { faqRoutes } from '../routes/faqRoutes';
import { generationRoutes } from '../routes/generationRoutes';
import { guestRoutes } from '../routes/guestRoutes';
import { healthRoutes } from '../routes/healthRoutes';
import { integrationRoutes } from '../routes/integrationRoutes';
import { libraryRoutes } from '../routes/libraryRoutes';
import { operatorRoutes } from '../routes/operatorRoutes';
import { paymentGatewayPages } from '../routes/paymentGatewayPages';
import { paymentRoutes } from '../routes/paymentRoutes';
import { profileRoutes } from '../routes/profileRoutes';
import { provenanceRoutes } from '../routes/provenanceRoutes';
import { publishingRoutes } from '../routes/publishingRoutes';
import { scenarioRoutes } from '../routes/scenarioRoutes';
import { sessionRoutes } from '../routes/sessionRoutes';
import { storageRoutes } from '../routes/storageRoutes';
import { templateRoutes } from '../routes/templateRoutes';
import { twoFactorRoutes } from '../routes/twoFactorRoutes';
import type { ServiceParts } from '../service/ServiceParts';
import { assertRouteDocumented } from './assertRouteDocumented';
import { installGracefulClose } from './installGracefulClose';
import { jsonDepthExceeds } from './jsonDepthExceeds';
import { normalizeAnswerFields } from './normalizeAnswerFields';
import { registerSecurityHeaders } from './registerSecurityHeaders';
import { isAppPage, isWebAppBuilt, readWebPages, sendAppPage, serveWebApp } from './serveWebApp';

export const apiPrefix = '/api/v1';
export const apiDocsPath = '/api/docs';
export const openApiPath = `${apiDocsPath}/openapi.json`;

export interface AppOptions {
  /** The server's parts, asked by /health. */
  parts: ServiceParts;
  /** Without one, the app logs nothing. */
  logger?: Logger;
  /** A worker (MINUTA_ROLE=worker) serves only /health and /metrics. Default: everything. */
  role?: ServerRole;
}

// The HTTP face of the server: plugins, error handling, OpenAPI, every route wired to the ports
// it is handed, and the built web app when `config.webDir` holds one. Starting the database, the
// mail worker and the listener is startServer's job.
export async function buildApp(ports: Ports, options: AppOptions): Promise<FastifyInstance> {
  const limits = ports.config.http;
  // Typed as Fastify's base logger, so the app's type does not change with pino's.
  const loggerInstance: FastifyBaseLogger | undefined = options.logger;
  const app = Fastify({
    ...(loggerInstance ? { loggerInstance } : { logger: false }),
    trustProxy: ports.config.trustProxy,
    genReqId: createRequestIdGenerator(ports.config.trustProxy),
    requestIdHeader: false,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    // Requests arriving during shutdown get our own Spanish 503 (installGracefulClose).
    return503OnClosing: false,
    // Slow clients (config/ServerConfig.ts HttpLimits): Fastify's own defaults leave a request
    // without a time limit, so a client dripping its headers byte by byte held a connection
    // forever.
    // A request that waits for its PDF is silent until the document or its 429 arrives, so the
    // idle limit is never shorter than that wait (plus the answer's own time).
    connectionTimeout: Math.max(
      limits.idleTimeoutMs,
      (ports.config.generation.pdf.waitSeconds + 10) * 1000,
    ),
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      connectionsCheckingInterval: limits.checkIntervalMs,
    },
    // No `ajv` options: every request schema is compiled by the one validation policy of
    // routes/validateRequestParts.ts (set by defineRoutes), never by Fastify's own ajv, and
    // assertRouteDocumented refuses a route with a request schema that is not.
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.addHook('onRoute', assertRouteDocumented);
  // Every answer names its request, so a person can quote it and support can find its log lines.
  app.addHook('onRequest', async (request, reply) => {
    reply.header(requestIdHeader, request.id);
  });
  installGracefulClose(app);
  refuseUncoveredCalls(app);
  installIdempotency(app, ports);
  installMetrics(app, options.parts.metrics, ports.config.metricsToken);
  parseJsonBodies(app, limits.jsonMaxDepth);
  normalizeAnswerFields(app);
  const webDir = ports.config.webDir;
  const webPages = isWebAppBuilt(webDir) ? readWebPages(webDir) : null;
  installErrorHandling(app, {
    pageNotFound: (request, reply) =>
      webPages && isAppPage(request) ? sendAppPage(reply, webPages) : null,
  });
  await registerSecurityHeaders(app, ports.config);
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Minuta API',
        version: '1.0.0',
        description: apiDocsIntro(),
      },
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT o mnt_…',
            description:
              'El accessToken de una sesión (JWT) o un token de integración (mnt_…), que solo vale en las llamadas de sus permisos.',
          },
        },
      },
    },
  });

  await app.register(healthRoutes(options.parts));
  if (options.role === 'worker') return app;
  for (const routes of [
    sessionRoutes,
    twoFactorRoutes,
    accountRoutes,
    profileRoutes,
    operatorRoutes,
    appRoutes,
    contactRoutes,
    faqRoutes,
    storageRoutes,
    documentRoutes,
    publishingRoutes,
    guestRoutes,
    templateRoutes,
    scenarioRoutes,
    libraryRoutes,
    paymentRoutes,
    donationRoutes,
    adminRoutes,
    generationRoutes,
    provenanceRoutes,
    integrationRoutes,
  ]) {
    await app.register(routes(ports), { prefix: apiPrefix });
  }
  assertEveryCallServed(app, apiPrefix);
  await app.register(paymentGatewayPages(ports));
  await wordAddinPages(app, { appUrl: ports.config.appUrl, webDir: webPages?.dir ?? null });
  app.get(openApiPath, { schema: { hide: true } }, () => app.swagger());
  // The browsable reference over the same OpenAPI, from the npm package's own files (no CDN):
  // its page loads only same-origin scripts and stylesheets, so the app's CSP holds.
  await app.register(swaggerUi, {
    routePrefix: apiDocsPath,
    // The package's top bar (its logo and a box to load any other address's spec) is hidden:
    // this page documents this server only. A stylesheet file, not inline CSS, as the CSP asks.
    theme: {
      title: 'Minuta API',
      css: [{ filename: 'minuta.css', content: '.swagger-ui .topbar { display: none; }' }],
    },
    uiConfig: { docExpansion: 'none', deepLinking: true, defaultModelsExpandDepth: -1 },
  });
  if (webPages) await serveWebApp(app, webPages);
  return app;
}

// JSON bodies. Clients often send `Content-Type: application/json` on a POST with no body
// (users/logout): that is not an error. Otherwise, before parsing: nesting deeper than
// `maxDepth` is refused (400 BODY_TOO_DEEP; schemas with additionalProperties would silently drop
// such a field). Then Fastify's own parser, which refuses prototype-poisoning keys (`__proto__`,
// `constructor.prototype`): answered 400 FORBIDDEN_KEYS, saying so.
function parseJsonBodies(app: FastifyInstance, maxDepth: number): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text === '') return done(null, undefined);
    if (jsonDepthExceeds(text, maxDepth)) return done(requestErrors.tooDeep(maxDepth));
    return parse(request, text, (error, value) => {
      // Fastify reports its prototype-key refusal as invalid JSON; text that JSON.parse reads
      // was refused for its keys.
      if (error && isJson(text)) done(requestErrors.forbiddenKeys());
      else if (error) done(error);
      else done(null, value);
    });
  });
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
