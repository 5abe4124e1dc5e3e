import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { handleNotification } from '../../payments/handleNotification';
import type { Ports } from '../../ports/Ports';
import { defineRoutes } from '../defineRoutes';
import { originOf } from '../routeHelpers';

// The gateway's webhook (payments/notifications, ours): the signature covers the exact bytes, so
// this scope keeps a JSON body as the raw text.
export function notificationRoutes(ports: Ports): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, String(body)),
    );
    defineRoutes(app)('POST payments/notifications', {}, (request) =>
      handleNotification(ports, request.headers, String(request.body), originOf(request)),
    );
  };
}
