import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ClauseAnswer,
  ClauseIdParams,
  ClausesAnswer,
  ClausesQuery,
  CreateClauseBody,
  DeleteClauseAnswer,
  DeleteClauseBody,
} from '@schemas/api/library';
import { authenticate, principalOf } from '../auth/authenticate';
import { compileBodyValidator } from '../documents/http/compileBodyValidator';
import { refuseUnstorableText } from '../documents/http/refuseUnstorableText';
import { createClause, deleteClause, getClause, getClauses } from '../library/clauses';
import type { Ports } from '../ports/Ports';
import { originOf, withErrors } from './routeHelpers';

// The clause library (our own calls): save a passage of a template by name, list and search the
// account's clauses, read one to insert it, delete one. Same validation and unstorable-text
// refusal as the template calls; every lookup scoped to the caller's account.
export function libraryRoutes(ports: Ports): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.setValidatorCompiler(compileBodyValidator);
    refuseUnstorableText(app);
    const signedIn = authenticate(ports);
    const base = (summary: string) => ({
      tags: ['biblioteca'],
      summary,
      security: [{ bearer: [] }],
    });

    app.post(
      '/library/createClause',
      {
        preHandler: signedIn,
        config: { idempotent: true },
        schema: {
          ...base('Guardar un pasaje de una plantilla como cláusula de la biblioteca'),
          body: CreateClauseBody,
          response: withErrors({ 201: ClauseAnswer }),
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await createClause(ports, principalOf(request), request.body, originOf(request))),
    );

    app.get(
      '/library/getClauses',
      {
        preHandler: signedIn,
        schema: {
          ...base('Las cláusulas de la cuenta, con búsqueda por nombre o texto'),
          querystring: ClausesQuery,
          response: withErrors({ 200: ClausesAnswer }),
        },
      },
      (request) => getClauses(ports, principalOf(request), request.query.search),
    );

    app.get(
      '/library/getClause/:clauseId',
      {
        preHandler: signedIn,
        schema: {
          ...base('Una cláusula con su contenido'),
          params: ClauseIdParams,
          response: withErrors({ 200: ClauseAnswer }),
        },
      },
      (request) => getClause(ports, principalOf(request), request.params.clauseId),
    );

    app.delete(
      '/library/deleteClause',
      {
        preHandler: signedIn,
        schema: {
          ...base('Eliminar una cláusula de la biblioteca'),
          body: DeleteClauseBody,
          response: withErrors({ 200: DeleteClauseAnswer }),
        },
      },
      (request) => deleteClause(ports, principalOf(request), request.body, originOf(request)),
    );
  };
}
