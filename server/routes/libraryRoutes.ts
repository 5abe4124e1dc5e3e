import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, principalOf } from '../auth/authenticate';
import { refuseUnstorableText } from '../documents/http/refuseUnstorableText';
import { createClause, deleteClause, getClause, getClauses } from '../library/clauses';
import type { Ports } from '../ports/Ports';
import { defineRoutes } from './defineRoutes';
import { originOf } from './routeHelpers';

// The clause library (our own calls): save a passage of a template by name, list and search the
// account's clauses, read one to insert it, delete one. Same validation and unstorable-text
// refusal as the template calls; every lookup scoped to the caller's account.
export function libraryRoutes(ports: Ports): FastifyPluginAsyncTypebox {
  return async (app) => {
    const serve = defineRoutes(app);
    refuseUnstorableText(app);
    const signedIn = authenticate(ports);

    serve(
      'POST library/createClause',
      {
        preHandler: signedIn,
        config: { idempotent: true },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await createClause(ports, principalOf(request), request.body, originOf(request))),
    );

    serve(
      'GET library/getClauses',
      {
        preHandler: signedIn,
      },
      (request) => getClauses(ports, principalOf(request), request.query.search),
    );

    serve(
      'GET library/getClause/:clauseId',
      {
        preHandler: signedIn,
      },
      (request) => getClause(ports, principalOf(request), request.params.clauseId),
    );

    serve(
      'DELETE library/deleteClause',
      {
        preHandler: signedIn,
      },
      (request) => deleteClause(ports, principalOf(request), request.body, originOf(request)),
    );
  };
}
