import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AccountsAnswer,
  CreateOperatorBody,
  OperatorAccount,
  UpdateOpeProfileBody,
} from '@schemas/api/operators';
import { SubscriptionAnswer } from '@schemas/api/plans';
import { authenticate, principalOf } from '../auth/authenticate';
import { createOperator } from '../operators/createOperator';
import { listOperators } from '../operators/listOperators';
import { updateOperator } from '../operators/updateOperator';
import { getSubscriptionStatus } from '../plans/getSubscriptionStatus';
import type { Ports } from '../ports/Ports';
import { originOf, withErrors } from './routeHelpers';

export function operatorRoutes(ports: Ports): FastifyPluginAsyncTypebox {
  return async (app) => {
    const tags = ['operadores'];
    const security = [{ bearer: [] }];
    const signedIn = authenticate(ports);

    app.post(
      '/users/createOpeAccount',
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: 'Crear una cuenta de operador (envía la invitación)',
          security,
          body: CreateOperatorBody,
          response: withErrors({ 201: OperatorAccount }),
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await createOperator(ports, principalOf(request), request.body, originOf(request))),
    );

    app.post(
      '/users/updateOpeProfile',
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: 'Editar, desactivar o activar (is_deleted) una cuenta de operador',
          security,
          body: UpdateOpeProfileBody,
          response: withErrors({ 200: OperatorAccount }),
        },
      },
      (request) => updateOperator(ports, principalOf(request), request.body, originOf(request)),
    );

    app.get(
      '/documents/getAccountsv2',
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: 'Cuentas de operador del creador',
          security,
          response: withErrors({ 200: AccountsAnswer }),
        },
      },
      (request) => listOperators(ports, principalOf(request)),
    );

    app.get(
      '/documents/getSuscriptionStatus',
      {
        preHandler: signedIn,
        schema: {
          tags: ['planes'],
          summary: 'Plan y estado de la suscripción de la cuenta',
          security,
          response: withErrors({ 200: SubscriptionAnswer }),
        },
      },
      (request) => getSubscriptionStatus(ports, principalOf(request)),
    );
  };
}
