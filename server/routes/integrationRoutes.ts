import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OkAnswer } from '@schemas/api/common';
import {
  CreatedTokenAnswer,
  CreateTokenBody,
  DeviceCodeAnswer,
  DeviceCodeBody,
  DeviceRequestAnswer,
  DeviceTokenAnswer,
  DeviceTokenBody,
  IntegrationMeAnswer,
  IntegrationTokensAnswer,
  TokenIdParams,
  UserCodeBody,
  UserCodeQuery,
} from '@schemas/api/integrations';
import { authenticate, principalOf } from '../auth/authenticate';
import {
  decideDeviceRequest,
  exchangeDeviceCode,
  getDeviceRequest,
  requestDeviceCode,
} from '../integrations/deviceFlow';
import {
  createPersonalToken,
  getIntegrationMe,
  listIntegrationTokens,
  revokeIntegrationToken,
  revokeOwnIntegrationToken,
} from '../integrations/manageTokens';
import type { Ports } from '../ports/Ports';
import { originOf, sendOk, withErrors } from './routeHelpers';

// Integration tokens (server/integrations/): the add-ins' device flow (two public calls for the
// add-in, three for the signed-in person approving), the token's "connected as", and the
// Integraciones tab's list, create and revoke. Approving, creating and revoking need a session:
// no integration token can reach them (integrations/scopeTable.ts lists none of them).
export function integrationRoutes(ports: Ports): FastifyPluginAsyncTypebox {
  return async (app) => {
    const tags = ['integraciones'];
    const signedIn = authenticate(ports);
    const secured = { tags, security: [{ bearer: [] }] };

    app.post(
      '/integrations/device/code',
      {
        schema: {
          tags,
          summary: 'Complemento: pedir un código de conexión (flujo de dispositivo)',
          description:
            'Sin autenticación. Devuelve el deviceCode (para el complemento) y el userCode que la persona aprueba en verificationUriComplete. Limitado por IP.',
          body: DeviceCodeBody,
          response: withErrors({ 200: DeviceCodeAnswer }),
        },
      },
      (request) => requestDeviceCode(ports, request.body, originOf(request)),
    );

    app.post(
      '/integrations/device/token',
      {
        schema: {
          tags,
          summary: 'Complemento: canjear el deviceCode por un token una vez aprobado',
          description:
            'Sin autenticación. 400 AUTHORIZATION_PENDING mientras nadie lo aprueba; 429 SLOW_DOWN (con Retry-After) si se consulta antes de `interval` segundos; 400 EXPIRED_TOKEN si caducó o ya se canjeó; 403 ACCESS_DENIED si se rechazó.',
          body: DeviceTokenBody,
          response: withErrors({ 200: DeviceTokenAnswer }),
        },
      },
      (request) => exchangeDeviceCode(ports, request.body.deviceCode, originOf(request)),
    );

    app.get(
      '/integrations/device/request',
      {
        preHandler: signedIn,
        schema: {
          ...secured,
          summary: 'Qué pide una solicitud de conexión (para aprobarla o rechazarla)',
          querystring: UserCodeQuery,
          response: withErrors({ 200: DeviceRequestAnswer }),
        },
      },
      (request) => getDeviceRequest(ports, principalOf(request), request.query.userCode),
    );

    app.post(
      '/integrations/device/approve',
      {
        preHandler: signedIn,
        schema: {
          ...secured,
          summary: 'Aprobar la conexión de un complemento',
          body: UserCodeBody,
          response: withErrors({ 200: OkAnswer }),
        },
      },
      (request, reply) =>
        sendOk(
          reply,
          decideDeviceRequest(
            ports,
            principalOf(request),
            request.body.userCode,
            'approved',
            originOf(request),
          ),
        ),
    );

    app.post(
      '/integrations/device/deny',
      {
        preHandler: signedIn,
        schema: {
          ...secured,
          summary: 'Rechazar la conexión de un complemento',
          body: UserCodeBody,
          response: withErrors({ 200: OkAnswer }),
        },
      },
      (request, reply) =>
        sendOk(
          reply,
          decideDeviceRequest(
            ports,
            principalOf(request),
            request.body.userCode,
            'denied',
            originOf(request),
          ),
        ),
    );

    app.get(
      '/integrations/me',
      {
        preHandler: signedIn,
        schema: {
          ...secured,
          summary: 'Con un token de integración: a quién pertenece y qué permite',
          response: withErrors({ 200: IntegrationMeAnswer }),
        },
      },
      (request) => getIntegrationMe(principalOf(request)),
    );

    app.delete(
      '/integrations/me',
      {
        preHandler: signedIn,
        schema: {
          ...secured,
          summary: 'Con un token de integración: revocarlo (el complemento se desconecta)',
          response: withErrors({ 200: OkAnswer }),
        },
      },
      (request, reply) =>
        sendOk(reply, revokeOwnIntegrationToken(ports, principalOf(request), originOf(request))),
    );

    app.get(
      '/integrations/tokens',
      {
        preHandler: signedIn,
        schema: {
          ...secured,
          summary: 'Mis tokens de integración vigentes (complementos y tokens personales)',
          response: withErrors({ 200: IntegrationTokensAnswer }),
        },
      },
      (request) => listIntegrationTokens(ports, principalOf(request)),
    );

    app.post(
      '/integrations/tokens',
      {
        preHandler: signedIn,
        schema: {
          ...secured,
          summary: 'Crear un token personal de API (el secreto se muestra una sola vez)',
          body: CreateTokenBody,
          response: withErrors({ 201: CreatedTokenAnswer }),
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            await createPersonalToken(ports, principalOf(request), request.body, originOf(request)),
          ),
    );

    app.delete(
      '/integrations/tokens/:id',
      {
        preHandler: signedIn,
        schema: {
          ...secured,
          summary: 'Revocar un token de integración (deja de valer en la siguiente llamada)',
          params: TokenIdParams,
          response: withErrors({ 200: OkAnswer }),
        },
      },
      (request, reply) =>
        sendOk(
          reply,
          revokeIntegrationToken(ports, principalOf(request), request.params.id, originOf(request)),
        ),
    );
  };
}
