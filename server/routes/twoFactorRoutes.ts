import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, principalOf } from '../auth/authenticate';
import type { Ports } from '../ports/Ports';
import {
  completeTwoFactorLogin,
  disableTwoFactor,
  enableTwoFactor,
  enableTwoFactorAtLogin,
  getTwoFactorStatus,
  requireTwoFactorForOperators,
  startTwoFactorLoginSetup,
  startTwoFactorSetup,
} from '../twoFactor/twoFactorSignIn';
import { defineRoutes } from './defineRoutes';
import { originOf, sendOk } from './routeHelpers';

// Two-factor sign-in: the login's second step (with the challenge users/login answered), the
// enrolment a required second factor forces at login, and the account area's own calls.
export function twoFactorRoutes(ports: Ports): FastifyPluginAsyncTypebox {
  return async (app) => {
    const serve = defineRoutes(app);
    const signedIn = authenticate(ports);

    serve('POST users/login/twoFactor', {}, (request) =>
      completeTwoFactorLogin(ports, request.body, originOf(request)),
    );
    serve('POST users/login/twoFactorSetup', {}, (request) =>
      startTwoFactorLoginSetup(ports, request.body),
    );
    serve('POST users/login/twoFactorEnable', {}, (request) =>
      enableTwoFactorAtLogin(ports, request.body, originOf(request)),
    );

    serve(
      'GET users/twoFactor',
      {
        preHandler: signedIn,
      },
      (request) => getTwoFactorStatus(ports, principalOf(request)),
    );
    serve(
      'POST users/twoFactor/setup',
      {
        preHandler: signedIn,
      },
      (request) => startTwoFactorSetup(ports, principalOf(request)),
    );
    serve(
      'POST users/twoFactor/enable',
      {
        preHandler: signedIn,
      },
      (request) => enableTwoFactor(ports, principalOf(request), request.body, originOf(request)),
    );
    serve(
      'POST users/twoFactor/disable',
      {
        preHandler: signedIn,
      },
      (request, reply) =>
        sendOk(
          reply,
          disableTwoFactor(ports, principalOf(request), request.body, originOf(request)),
        ),
    );
    serve(
      'POST users/twoFactor/operators',
      {
        preHandler: signedIn,
      },
      (request, reply) =>
        sendOk(
          reply,
          requireTwoFactorForOperators(
            ports,
            principalOf(request),
            request.body,
            originOf(request),
          ),
        ),
    );
  };
}
