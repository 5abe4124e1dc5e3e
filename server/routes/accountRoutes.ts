import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AccountDeletionAnswer,
  AccountExportAnswer,
  AccountProofBody,
} from '@schemas/api/accountData';
import { OkAnswer } from '@schemas/api/common';
import { ErrorBody } from '@schemas/api/errors';
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
import type { FastifyReply } from 'fastify';
import Type from 'typebox';
import { requestAccountDeletion } from '../accountData/requestAccountDeletion';
import { openAccountExport, requestAccountExport } from '../accountData/requestAccountExport';
import { authenticate, principalOf } from '../auth/authenticate';
import { contentDisposition } from '../generation/files/contentDisposition';
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
      '/users/exportAccount',
      {
        preHandler: authenticate(ports),
        schema: {
          tags,
          summary:
            'Descargar todos los datos de la cuenta (el titular, con su contraseña y su segundo factor): enlace de un solo uso',
          security,
          body: AccountProofBody,
          response: withErrors({ 200: AccountExportAnswer }),
        },
      },
      (request) =>
        requestAccountExport(ports, principalOf(request), request.body, originOf(request)),
    );

    app.get(
      '/users/exportAccount/:token',
      {
        schema: {
          tags,
          summary: 'El ZIP con los datos de la cuenta (enlace de un solo uso y corta duración)',
          params: Type.Object({ token: Type.String({ maxLength: 64 }) }),
          response: {
            200: {
              description: 'El ZIP',
              content: { 'application/zip': { schema: Type.String({ format: 'binary' }) } },
            },
            '4xx': ErrorBody,
            '5xx': ErrorBody,
          },
        },
      },
      async (request, reply) => {
        const exported = await openAccountExport(ports, request.params.token);
        // The token is in the address: never cached, never sent on as a referrer.
        return (reply as FastifyReply)
          .type('application/zip')
          .header('content-disposition', contentDisposition(exported.fileName))
          .header('cache-control', 'private, no-store')
          .header('referrer-policy', 'no-referrer')
          .header('x-content-type-options', 'nosniff')
          .send(exported.stream);
      },
    );

    app.post(
      '/users/deleteAccount',
      {
        preHandler: authenticate(ports),
        schema: {
          tags,
          summary:
            'Eliminar la cuenta (el titular, con su contraseña y su segundo factor): se desactiva ya y se borra a los 7 días',
          security,
          body: AccountProofBody,
          response: withErrors({ 200: AccountDeletionAnswer }),
        },
      },
      (request) =>
        requestAccountDeletion(ports, principalOf(request), request.body, originOf(request)),
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
