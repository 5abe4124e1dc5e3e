import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OkAnswer } from '@schemas/api/common';
import {
  EndAllSessionsBody,
  LoginAnswer,
  LoginBody,
  RefreshBody,
  TokenPair,
} from '@schemas/api/sessions';
import { EmailBody, MessageAnswer, TokenBody } from '@schemas/api/users';
import { authenticate, principalOf } from '../auth/authenticate';
import type { Ports } from '../ports/Ports';
import { refreshSession } from '../sessions/refreshSession';
import { endAllSessions } from '../users/endAllSessions';
import { logIn } from '../users/logIn';
import { logOut } from '../users/logOut';
import { requestSignInLink, signInWithLink } from '../users/signInLink';
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
      '/users/login/link',
      {
        schema: {
          tags,
          summary:
            'Pedir un enlace de acceso de un solo uso (solo se envía si el inicio de sesión con contraseña de la cuenta está frenado)',
          body: EmailBody,
          response: withErrors({ 200: MessageAnswer }),
        },
      },
      (request) => requestSignInLink(ports, request.body.email, originOf(request)),
    );

    app.post(
      '/users/login/link/use',
      {
        schema: {
          tags,
          summary:
            'Entrar con el enlace de acceso (en lugar de la contraseña; el segundo factor sigue)',
          body: TokenBody,
          response: withErrors({ 200: LoginAnswer }),
        },
      },
      (request) => signInWithLink(ports, request.body.token, originOf(request)),
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
