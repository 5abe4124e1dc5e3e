import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DocumentConflictBody, DocumentIdParams } from '@schemas/api/documents';
import {
  CreateShareLinkBody,
  PublishDocAnswer,
  PublishDocBody,
  PublishedVersionsAnswer,
  RevokeShareLinkBody,
  ShareLinkAnswer,
  ShareLinksAnswer,
  SubmissionsAnswer,
} from '@schemas/api/guests';
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
import { originOf, withErrors } from './routeHelpers';

// The lawyer's side of guests: publishing, share links and the submissions guests sent. Signed-in
// callers only, scoped to their account like every documents call (ARCHITECTURE.md, "Publishing,
// share links and guests").
export function publishingRoutes(ports: Ports): FastifyPluginAsyncTypebox {
  return async (app) => {
    answerStaleVersions(app);
    refuseUnstorableText(app);
    const signedIn = authenticate(ports);
    const base = (summary: string) => ({
      tags: ['publicación'],
      summary,
      security: [{ bearer: [] }],
    });
    const answers = <T extends Record<number, unknown>>(success: T) => ({
      ...withErrors(success),
      409: DocumentConflictBody,
    });

    app.post(
      '/documents/publishDoc',
      {
        preHandler: signedIn,
        schema: {
          ...base('Publicar la entrevista: compilarla y guardarla como versión inmutable'),
          body: PublishDocBody,
          response: answers({ 200: PublishDocAnswer, 201: PublishDocAnswer }),
        },
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

    app.get(
      '/documents/getPublishedVersions/:documentId',
      {
        preHandler: signedIn,
        schema: {
          ...base('Versiones publicadas del documento, la más reciente primero'),
          params: DocumentIdParams,
          response: answers({ 200: PublishedVersionsAnswer }),
        },
      },
      (request) => getPublishedVersions(ports, principalOf(request), request.params.documentId),
    );

    app.post(
      '/documents/createShareLink',
      {
        preHandler: signedIn,
        schema: {
          ...base('Crear un enlace para que un cliente responda la entrevista publicada'),
          body: CreateShareLinkBody,
          response: answers({ 201: ShareLinkAnswer }),
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            await createShareLink(ports, principalOf(request), request.body, originOf(request)),
          ),
    );

    app.get(
      '/documents/getShareLinks/:documentId',
      {
        preHandler: signedIn,
        schema: {
          ...base('Enlaces del documento con su estado, el más reciente primero'),
          params: DocumentIdParams,
          response: answers({ 200: ShareLinksAnswer }),
        },
      },
      (request) => getShareLinks(ports, principalOf(request), request.params.documentId),
    );

    app.post(
      '/documents/revokeShareLink',
      {
        preHandler: signedIn,
        schema: {
          ...base('Revocar un enlace: deja de abrirse en el acto'),
          body: RevokeShareLinkBody,
          response: answers({ 200: ShareLinkAnswer }),
        },
      },
      (request) => revokeShareLink(ports, principalOf(request), request.body, originOf(request)),
    );

    app.get(
      '/documents/getSubmissions/:documentId',
      {
        preHandler: signedIn,
        schema: {
          ...base('Respuestas enviadas por los clientes, la más reciente primero'),
          params: DocumentIdParams,
          response: answers({ 200: SubmissionsAnswer }),
        },
      },
      (request) => getSubmissions(ports, principalOf(request), request.params.documentId),
    );
  };
}
