import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, principalOf } from '../auth/authenticate';
import type { Ports } from '../ports/Ports';
import { refreshSession } from '../sessions/refreshSession';
import { endAllSessions } from '../users/endAllSessions';
import { logIn } from '../users/logIn';
import { logOut } from '../users/logOut';
import { requestSignInLink, signInWithLink } from '../users/signInLink';
import { defineRoutes } from './defineRoutes';
import { originOf, sendOk } from './routeHelpers';

export function sessionRoutes(ports: Ports): FastifyPluginAsyncTypebox {
  return async (app) => {
    const serve = defineRoutes(app);

    serve('POST users/login', {}, (request) => logIn(ports, request.body, originOf(request)));

    serve('POST users/login/link', {}, (request) =>
      requestSignInLink(ports, request.body.email, originOf(request)),
    );

    serve('POST users/login/link/use', {}, (request) =>
      signInWithLink(ports, request.body.token, originOf(request)),
    );

    serve('POST users/token/refresh', {}, (request) =>
      refreshSession(ports, request.body.refreshToken, originOf(request)),
    );

    serve('POST users/endAllSessions', {}, (request, reply) =>
      sendOk(reply, endAllSessions(ports, request.body, originOf(request))),
    );

    serve(
      'POST users/logout',
      {
        preHandler: authenticate(ports),
      },
      (request, reply) => sendOk(reply, logOut(ports, principalOf(request), originOf(request))),
    );
  };
}
