import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OkAnswer } from '@schemas/api/common';
import { LoginAnswer } from '@schemas/api/sessions';
import {
  OperatorsTwoFactorBody,
  RecoveryCodesAnswer,
  TwoFactorChallengeBody,
  TwoFactorCodeBody,
  TwoFactorDisableBody,
  TwoFactorEnableLoginAnswer,
  TwoFactorLoginBody,
  TwoFactorSetupAnswer,
  TwoFactorSetupBody,
  TwoFactorStatusAnswer,
} from '@schemas/api/twoFactor';
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
import { originOf, sendOk, withErrors } from './routeHelpers';

// Two-factor sign-in: the login's second step (with the challenge users/login answered), the
// enrolment a required second factor forces at login, and the account area's own calls.
export function twoFactorRoutes(ports: Ports): FastifyPluginAsyncTypebox {
  return async (app) => {
    const tags = ['sesiones'];
    const signedIn = authenticate(ports);
    const secured = { tags, security: [{ bearer: [] }] };

    app.post(
      '/users/login/twoFactor',
      {
        schema: {
          tags,
          summary: 'Iniciar sesión, segundo paso: el código de la aplicación o de recuperación',
          body: TwoFactorLoginBody,
          response: withErrors({ 200: LoginAnswer }),
        },
      },
      (request) => completeTwoFactorLogin(ports, request.body, originOf(request)),
    );
    app.post(
      '/users/login/twoFactorSetup',
      {
        schema: {
          tags,
          summary: 'Configurar la verificación en dos pasos exigida, al iniciar sesión',
          body: TwoFactorChallengeBody,
          response: withErrors({ 200: TwoFactorSetupAnswer }),
        },
      },
      (request) => startTwoFactorLoginSetup(ports, request.body),
    );
    app.post(
      '/users/login/twoFactorEnable',
      {
        schema: {
          tags,
          summary: 'Confirmar la verificación en dos pasos exigida e iniciar sesión',
          body: TwoFactorLoginBody,
          response: withErrors({ 200: TwoFactorEnableLoginAnswer }),
        },
      },
      (request) => enableTwoFactorAtLogin(ports, request.body, originOf(request)),
    );

    app.get(
      '/users/twoFactor',
      {
        preHandler: signedIn,
        schema: {
          ...secured,
          summary: 'Estado de la verificación en dos pasos',
          response: withErrors({ 200: TwoFactorStatusAnswer }),
        },
      },
      (request) => getTwoFactorStatus(ports, principalOf(request)),
    );
    app.post(
      '/users/twoFactor/setup',
      {
        preHandler: signedIn,
        schema: {
          ...secured,
          summary: 'Generar el código QR para la aplicación de autenticación',
          body: TwoFactorSetupBody,
          response: withErrors({ 200: TwoFactorSetupAnswer }),
        },
      },
      (request) => startTwoFactorSetup(ports, principalOf(request)),
    );
    app.post(
      '/users/twoFactor/enable',
      {
        preHandler: signedIn,
        schema: {
          ...secured,
          summary: 'Activar la verificación en dos pasos con el primer código',
          body: TwoFactorCodeBody,
          response: withErrors({ 200: RecoveryCodesAnswer }),
        },
      },
      (request) => enableTwoFactor(ports, principalOf(request), request.body, originOf(request)),
    );
    app.post(
      '/users/twoFactor/disable',
      {
        preHandler: signedIn,
        schema: {
          ...secured,
          summary: 'Desactivar la verificación en dos pasos (contraseña y código)',
          body: TwoFactorDisableBody,
          response: withErrors({ 200: OkAnswer }),
        },
      },
      (request, reply) =>
        sendOk(
          reply,
          disableTwoFactor(ports, principalOf(request), request.body, originOf(request)),
        ),
    );
    app.post(
      '/users/twoFactor/operators',
      {
        preHandler: signedIn,
        schema: {
          ...secured,
          summary: 'Exigir (o no) la verificación en dos pasos a los operadores del estudio',
          body: OperatorsTwoFactorBody,
          response: withErrors({ 200: OkAnswer }),
        },
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
