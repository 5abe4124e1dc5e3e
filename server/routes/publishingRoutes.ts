import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, principalOf } from '../auth/authenticate';
import { answerStaleVersions } from '../documents/http/answerStaleVersions';
import { refuseUnstorableText } from '../documents/http/refuseUnstorableText';
import { getSubmissions } from '../guests/getSubmissions';
import type { Ports } from '../ports/Ports';
import { getPublishedVersions } from '../publishing/getPublishedVersions';
import { publishDocument } from '../publishing/publishDocument';
import { createShareLink } from '../shareLinks/createShareLink';
import { getShareLinks } from '../shareLinks/getShareLinks';
import { revokeShareLink } from '../shareLinks/revokeShareLink';
import { defineRoutes } from './defineRoutes';
import { originOf } from './routeHelpers';

// The lawyer's side of guests: publishing, share links and the submissions guests sent. Signed-in
// callers only, scoped to their account like every documents call (ARCHITECTURE.md, "Publishing,
// share links and guests").
export function publishingRoutes(ports: Ports): FastifyPluginAsyncTypebox {
  return async (app) => {
    const serve = defineRoutes(app);
    answerStaleVersions(app);
    refuseUnstorableText(app);
    const signedIn = authenticate(ports);

    serve(
      'POST documents/publishDoc',
      {
        preHandler: signedIn,
      },
      async (request, reply) => {
        const outcome = await publishDocument(
          ports,
          principalOf(request),
          request.body,
          originOf(request),
        );
        return reply.code(outcome.created ? 201 : 200).send({ published: outcome.published });
      },
    );

    serve(
      'GET documents/getPublishedVersions/:documentId',
      {
        preHandler: signedIn,
      },
      (request) => getPublishedVersions(ports, principalOf(request), request.params.documentId),
    );

    serve(
      'POST documents/createShareLink',
      {
        preHandler: signedIn,
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            await createShareLink(ports, principalOf(request), request.body, originOf(request)),
          ),
    );

    serve(
      'GET documents/getShareLinks/:documentId',
      {
        preHandler: signedIn,
      },
      (request) => getShareLinks(ports, principalOf(request), request.params.documentId),
    );

    serve(
      'POST documents/revokeShareLink',
      {
        preHandler: signedIn,
      },
      (request) => revokeShareLink(ports, principalOf(request), request.body, originOf(request)),
    );

    serve(
      'GET documents/getSubmissions/:documentId',
      {
        preHandler: signedIn,
      },
      (request) => getSubmissions(ports, principalOf(request), request.params.documentId),
    );
  };
}
