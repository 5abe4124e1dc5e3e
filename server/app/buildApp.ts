import './fastifyTypes';
import swagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { DatabaseKind } from '../db/openDatabase';
import { installErrorHandling } from '../errors/installErrorHandling';
import type { Ports } from '../ports/Ports';
import { accountRoutes } from '../routes/accountRoutes';
import { adminRoutes } from '../routes/adminRoutes';
import { appRoutes } from '../routes/appRoutes';
import { contactRoutes } from '../routes/contactRoutes';
import { documentRoutes } from '../routes/documentRoutes';
import { donationRoutes } from '../routes/donationRoutes';
import { faqRoutes } from '../routes/faqRoutes';
import { generationRoutes } from '../routes/generationRoutes';
import { guestRoutes } from '../routes/guestRoutes';
import { healthRoutes } from '../routes/healthRoutes';
import { operatorRoutes } from '../routes/operatorRoutes';
import { paymentGatewayPages } from '../routes/paymentGatewayPages';
import { paymentRoutes } from '../routes/paymentRoutes';
import { profileRoutes } from '../routes/profileRoutes';
import { publishingRoutes } from '../routes/publishingRoutes';
import { sessionRoutes } from '../routes/sessionRoutes';
import { storageRoutes } from '../routes/storageRoutes';
import { templateRoutes } from '../routes/templateRoutes';
import { assertRouteDocumented } from './assertRouteDocumented';
import { normalizeAnswerFields } from './normalizeAnswerFields';
import { registerSecurityHeaders } from './registerSecurityHeaders';
import { isAppPage, isWebAppBuilt, readWebPages, sendAppPage, serveWebApp } from './serveWebApp';

export const apiPrefix = '/api/v1';
export const openApiPath = '/api/docs/openapi.json';

export interface AppOptions {
  databaseKind: DatabaseKind;
  logger?: FastifyServerOptions['logger'];
}

// The HTTP face of the server: plugins, error handling, OpenAPI, every route wired to the ports
// it is handed, and the built web app when `config.webDir` holds one. Starting the database, the
// mail worker and the listener is startServer's job.
export async function buildApp(ports: Ports, options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: ports.config.trustProxy,
    ajv: {
      // No type coercion: with it, ajv turns `null` into "" inside `string | null` unions.
      // allErrors lets a form show every wrong field at once; unknown properties are dropped.
      customOptions: { coerceTypes: false, allErrors: true, removeAdditional: true },
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.addHook('onRoute', assertRouteDocumented);
  acceptEmptyJsonBodies(app);
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
        description: 'API de Minuta. Los mensajes para las personas están en español.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
  });

  await app.register(healthRoutes(ports, options.databaseKind));
  for (const routes of [
    sessionRoutes,
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
    paymentRoutes,
    donationRoutes,
    adminRoutes,
    generationRoutes,
  ]) {
    await app.register(routes(ports), { prefix: apiPrefix });
  }
  await app.register(paymentGatewayPages(ports));
  app.get(openApiPath, { schema: { hide: true } }, () => app.swagger());
  if (webPages) await serveWebApp(app, webPages);
  return app;
}

// Clients often send `Content-Type: application/json` on a POST with no body (users/logout).
// That is not an error; anything else goes through Fastify's own parser (which refuses
// prototype-poisoning keys).
function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text === '') return done(null, undefined);
    return parse(request, text, done);
  });
}
