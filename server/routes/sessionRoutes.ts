import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OkAnswer } from '@schemas/api/common';
import {
  EndAllSessionsBody,
  LoginAnswer,
  LoginBody,
  RefreshBody,
  TokenPair,
} from '@schemas/api/sessions';
import { authenticate, principalOf } from '../auth/authenticate';
import type { Ports } from '../ports/Ports';
import { refreshSession } from '../sessions/refreshSession';
import { endAllSessions } from '../users/endAllSessions';
import { logIn } from '../users/logIn';
import { logOut } from '../users/logOut';
import { originOf, sendOk, withErrors } from './routeHelpers';

export function sessionRoutes(ports: Ports): FastifyPluginAsyncTypebox {
  return async (app) => {
    const tags = ['sesiones'];

    app.post(
      '/users/login',
      {
        schema: {
          tags,
          summary: 'Iniciar sesión',
          body: LoginBody,
          response: withErrors({ 200: LoginAnswer }),
        },
      },
      (request) => logIn(ports, request.body, originOf(request)),
    );

    app.post(
      '/users/token/refresh',
      {
        schema: {
          tags,
          summary: 'Renovar los tokens (el refresh token se usa una sola vez)',
          body: RefreshBody,
          response: withErrors({ 200: TokenPair }),
        },
      },
      (request) => refreshSession(ports, request.body.refreshToken, originOf(request)),
    );

    app.post(
      '/users/endAllSessions',
      {
        schema: {
          tags,
          summary:
            'Cerrar todas las sesiones (con la prueba del inicio de sesión rechazado o el token de acceso propio)',
          body: EndAllSessionsBody,
          response: withErrors({ 200: OkAnswer }),
        },
      },
      (request, reply) => sendOk(reply, endAllSessions(ports, request.body, originOf(request))),
    );

    app.post(
      '/users/logout',
      {
        preHandler: authenticate(ports),
        schema: {
          tags,
          summary: 'Cerrar la sesión actual',
          security: [{ bearer: [] }],
          response: withErrors({ 200: OkAnswer }),
        },
      },
      (request, reply) => sendOk(reply, logOut(ports, principalOf(request), originOf(request))),
    );
  };
}
