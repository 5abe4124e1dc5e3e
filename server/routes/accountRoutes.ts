import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
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
import { defineRoutes } from './defineRoutes';
import { originOf, sendOk } from './routeHelpers';

export function accountRoutes(ports: Ports): FastifyPluginAsyncTypebox {
  return async (app) => {
    const serve = defineRoutes(app);

    serve('POST users', {}, async (request, reply) =>
      reply.code(201).send(await registerUser(ports, request.body, originOf(request))),
    );

    serve('POST users/verify-email', {}, (request) =>
      verifyEmail(ports, request.body.token, originOf(request)),
    );

    serve('POST users/resend-verification', {}, (request) =>
      resendVerification(ports, request.body.email, originOf(request)),
    );

    serve(
      'POST users/reset-password-mail',
      {
        config: { codeMessageEnvelope: true },
      },
      (request) => requestPasswordReset(ports, request.body.email, originOf(request)),
    );

    serve(
      'POST users/reset-password',
      {
        config: { codeMessageEnvelope: true },
      },
      (request) => resetPassword(ports, request.body, originOf(request)),
    );

    serve(
      'POST users/changePass',
      {
        preHandler: authenticate(ports),
      },
      (request, reply) =>
        sendOk(
          reply,
          changePassword(ports, principalOf(request), request.body.password, originOf(request)),
        ),
    );

    serve(
      'POST users/disableAccount',
      {
        preHandler: authenticate(ports),
      },
      (request, reply) =>
        sendOk(
          reply,
          disableAccount(ports, principalOf(request), request.body.password, originOf(request)),
        ),
    );

    serve(
      'POST users/exportAccount',
      {
        preHandler: authenticate(ports),
      },
      (request) =>
        requestAccountExport(ports, principalOf(request), request.body, originOf(request)),
    );

    serve('GET users/exportAccount/:token', {}, async (request, reply) => {
      const exported = await openAccountExport(ports, request.params.token);
      // The token is in the address: never cached, never sent on as a referrer.
      return (reply as FastifyReply)
        .type('application/zip')
        .header('content-disposition', contentDisposition(exported.fileName))
        .header('cache-control', 'private, no-store')
        .header('referrer-policy', 'no-referrer')
        .header('x-content-type-options', 'nosniff')
        .send(exported.stream);
    });

    serve(
      'POST users/deleteAccount',
      {
        preHandler: authenticate(ports),
      },
      (request) =>
        requestAccountDeletion(ports, principalOf(request), request.body, originOf(request)),
    );

    serve('POST users/enableAccount', {}, (request, reply) =>
      sendOk(reply, enableAccount(ports, request.body, originOf(request))),
    );
  };
}
