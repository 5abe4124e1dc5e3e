import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OkAnswer } from '@schemas/api/common';
import {
  ChangePassBody,
  DisableAccountBody,
  EmailBody,
  EnableAccountBody,
  MessageAnswer,
  RegisterAnswer,
  RegisterBody,
  ResetPasswordAnswer,
  ResetPasswordBody,
  ResetPasswordMailAnswer,
  TokenBody,
  VerifyEmailAnswer,
} from '@schemas/api/users';
import { authenticate, principalOf } from '../auth/authenticate';
import type { Ports } from '../ports/Ports';
import { changePassword } from '../users/changePassword';
import { disableAccount } from '../users/disableAccount';
import { enableAccount } from '../users/enableAccount';
import { registerUser } from '../users/registerUser';
import { requestPasswordReset } from '../users/requestPasswordReset';
import { resendVerification } from '../users/resendVerification';
import { resetPassword } from '../users/resetPassword';
import { verifyEmail } from '../users/verifyEmail';
import { originOf, sendOk, withErrors } from './routeHelpers';

export function accountRoutes(ports: Ports): FastifyPluginAsyncTypebox {
  return async (app) => {
    const tags = ['cuentas'];
    const security = [{ bearer: [] }];

    app.post(
      '/users',
      {
        schema: {
          tags,
          summary: 'Registrarse (cuenta de creador, plan Explorador)',
          body: RegisterBody,
          response: withErrors({ 201: RegisterAnswer }),
        },
      },
      async (request, reply) =>
        reply.code(201).send(await registerUser(ports, request.body, originOf(request))),
    );

    app.post(
      '/users/verify-email',
      {
        schema: {
          tags,
          summary: 'Confirmar el correo con el token del enlace de /validation',
          body: TokenBody,
          response: withErrors({ 200: VerifyEmailAnswer }),
        },
      },
      (request) => verifyEmail(ports, request.body.token, originOf(request)),
    );

    app.post(
      '/users/resend-verification',
      {
        schema: {
          tags,
          summary: 'Enviar de nuevo el correo de confirmación',
          body: EmailBody,
          response: withErrors({ 200: MessageAnswer }),
        },
      },
      (request) => resendVerification(ports, request.body.email, originOf(request)),
    );

    app.post(
      '/users/reset-password-mail',
      {
        config: { codeMessageEnvelope: true },
        schema: {
          tags,
          summary: 'Pedir el enlace para restablecer la contraseña',
          body: EmailBody,
          response: withErrors({ 200: ResetPasswordMailAnswer }),
        },
      },
      (request) => requestPasswordReset(ports, request.body.email, originOf(request)),
    );

    app.post(
      '/users/reset-password',
      {
        config: { codeMessageEnvelope: true },
        schema: {
          tags,
          summary: 'Elegir una contraseña nueva con el token del enlace (o de la invitación)',
          body: ResetPasswordBody,
          response: withErrors({ 200: ResetPasswordAnswer }),
        },
      },
      (request) => resetPassword(ports, request.body, originOf(request)),
    );

    app.post(
      '/users/changePass',
      {
        preHandler: authenticate(ports),
        schema: {
          tags,
          summary: 'Cambiar la contraseña (cierra todas las sesiones)',
          security,
          body: ChangePassBody,
          response: withErrors({ 200: OkAnswer }),
        },
      },
      (request, reply) =>
        sendOk(
          reply,
          changePassword(ports, principalOf(request), request.body.password, originOf(request)),
        ),
    );

    app.post(
      '/users/disableAccount',
      {
        preHandler: authenticate(ports),
        schema: {
          tags,
          summary: 'Desactivar la cuenta (el titular, con su contraseña)',
          security,
          body: DisableAccountBody,
          response: withErrors({ 200: OkAnswer }),
        },
      },
      (request, reply) =>
        sendOk(
          reply,
          disableAccount(ports, principalOf(request), request.body.password, originOf(request)),
        ),
    );

    app.post(
      '/users/enableAccount',
      {
        schema: {
          tags,
          summary: 'Reactivar una cuenta desactivada (/reactivar-cuenta)',
          body: EnableAccountBody,
          response: withErrors({ 200: OkAnswer }),
        },
      },
      (request, reply) => sendOk(reply, enableAccount(ports, request.body, originOf(request))),
    );
  };
}
