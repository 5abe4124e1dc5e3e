import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { authenticate, principalOf } from '../auth/authenticate';
import { contentDisposition } from '../generation/files/contentDisposition';
import { generationErrors } from '../generation/generationErrors';
import { getDocumentSet, saveDocumentSet } from '../generation/sets/documentSet';
import { generateSet } from '../generation/sets/generateSet';
import { getLinkedBundle } from '../generation/sets/getLinkedBundle';
import type { Ports } from '../ports/Ports';
import { readVerificationUpload, verifyMaxBytes } from '../provenance/readVerificationUpload';
import { previewRegeneration, regenerateDocument } from '../provenance/regenerateDocument';
import { verifyDocument } from '../provenance/verifyDocument';
import { defineRoutes } from './defineRoutes';

// Provenance of generated documents: verification of an uploaded file, regeneration with the
// current template, document sets. Signed-in and scoped to the caller's account.
export function provenanceRoutes(ports: Ports): FastifyPluginAsyncTypebox {
  return async (app) => {
    const serve = defineRoutes(app);
    const signedIn = authenticate(ports);
    await app.register(multipart, { limits: { fileSize: verifyMaxBytes, files: 1 } });

    serve(
      'POST documents/verifyDocument',
      {
        preHandler: signedIn,
      },
      async (request) =>
        verifyDocument(ports, principalOf(request), await readVerificationUpload(request)),
    );

    serve(
      'POST documents/previewRegeneration',
      {
        preHandler: signedIn,
      },
      (request) => previewRegeneration(ports, principalOf(request), request.body),
    );

    serve(
      'POST documents/regenerateDocument',
      {
        config: { idempotent: true },
        preHandler: signedIn,
      },
      async (request, reply) => {
        const files = await regenerateDocument(ports, principalOf(request), request.body);
        return reply.code(201).send({ files });
      },
    );

    serve(
      'GET documents/getDocumentSet/:documentId',
      {
        preHandler: signedIn,
      },
      (request) => getDocumentSet(ports.db, principalOf(request), request.params.documentId),
    );

    serve(
      'POST documents/saveDocumentSet',
      {
        preHandler: signedIn,
      },
      (request) => saveDocumentSet(ports.db, principalOf(request), request.body),
    );

    serve(
      'POST storage/generateSet',
      {
        config: { answerFields: ['context'], idempotent: true },
        preHandler: signedIn,
      },
      async (request, reply) => {
        const files = await generateSet(
          ports,
          { kind: 'user', principal: principalOf(request) },
          {
            documentId: request.body.document_id,
            context: request.body.context,
            pdf: request.body.convert_to_pdf,
          },
        );
        return reply.code(201).send({ files });
      },
    );

    serve('GET storage/bundles/:token', {}, async (request, reply) => {
      const bundle = await getLinkedBundle(ports, request.params.token);
      if (!bundle) throw generationErrors.fileLinkExpired();
      return (reply as FastifyReply)
        .type(bundle.kind === 'zip' ? 'application/zip' : 'application/pdf')
        .header('content-disposition', contentDisposition(bundle.name))
        .header('cache-control', 'private, no-store')
        .header('referrer-policy', 'no-referrer')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(bundle.bytes);
    });
  };
}
