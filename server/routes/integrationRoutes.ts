import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
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
import { defineRoutes } from './defineRoutes';
import { originOf, sendOk } from './routeHelpers';

// Integration tokens (server/integrations/): the add-ins' device flow (two public calls for the
// add-in, three for the signed-in person approving), the token's "connected as", and the
// Integraciones tab's list, create and revoke. Approving, creating and revoking need a session:
// no integration token can reach them (integrations/scopeTable.ts lists none of them).
export function integrationRoutes(ports: Ports): FastifyPluginAsyncTypebox {
  return async (app) => {
    const serve = defineRoutes(app);
    const signedIn = authenticate(ports);

    serve('POST integrations/device/code', {}, (request) =>
      requestDeviceCode(ports, request.body, originOf(request)),
    );

    serve('POST integrations/device/token', {}, (request) =>
      exchangeDeviceCode(ports, request.body.deviceCode, originOf(request)),
    );

    serve(
      'GET integrations/device/request',
      {
        preHandler: signedIn,
      },
      (request) => getDeviceRequest(ports, principalOf(request), request.query.userCode),
    );

    serve(
      'POST integrations/device/approve',
      {
        preHandler: signedIn,
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

    serve(
      'POST integrations/device/deny',
      {
        preHandler: signedIn,
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

    serve(
      'GET integrations/me',
      {
        preHandler: signedIn,
      },
      (request) => getIntegrationMe(principalOf(request)),
    );

    serve(
      'DELETE integrations/me',
      {
        preHandler: signedIn,
      },
      (request, reply) =>
        sendOk(reply, revokeOwnIntegrationToken(ports, principalOf(request), originOf(request))),
    );

    serve(
      'GET integrations/tokens',
      {
        preHandler: signedIn,
      },
      (request) => listIntegrationTokens(ports, principalOf(request)),
    );

    serve(
      'POST integrations/tokens',
      {
        preHandler: signedIn,
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            await createPersonalToken(ports, principalOf(request), request.body, originOf(request)),
          ),
    );

    serve(
      'DELETE integrations/tokens/:id',
      {
        preHandler: signedIn,
      },
      (request, reply) =>
        sendOk(
          reply,
          revokeIntegrationToken(ports, principalOf(request), request.params.id, originOf(request)),
        ),
    );
  };
}
