import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, principalOf } from '../auth/authenticate';
import { createOperator } from '../operators/createOperator';
import { listOperators } from '../operators/listOperators';
import { updateOperator } from '../operators/updateOperator';
import { getSubscriptionStatus } from '../plans/getSubscriptionStatus';
import type { Ports } from '../ports/Ports';
import { defineRoutes } from './defineRoutes';
import { originOf } from './routeHelpers';

export function operatorRoutes(ports: Ports): FastifyPluginAsyncTypebox {
  return async (app) => {
    const serve = defineRoutes(app);
    const signedIn = authenticate(ports);

    serve(
      'POST users/createOpeAccount',
      {
        preHandler: signedIn,
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await createOperator(ports, principalOf(request), request.body, originOf(request))),
    );

    serve(
      'POST users/updateOpeProfile',
      {
        preHandler: signedIn,
      },
      (request) => updateOperator(ports, principalOf(request), request.body, originOf(request)),
    );

    serve(
      'GET documents/getAccountsv2',
      {
        preHandler: signedIn,
      },
      (request) => listOperators(ports, principalOf(request)),
    );

    serve(
      'GET documents/getSuscriptionStatus',
      {
        preHandler: signedIn,
      },
      (request) => getSubscriptionStatus(ports, principalOf(request)),
    );
  };
}
