import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DocumentIdParams } from '@schemas/api/documents';
import { ErrorBody } from '@schemas/api/errors';
import { GeneratedFilesAnswer } from '@schemas/api/generation';
import {
  DocumentSetAnswer,
  GenerateSetBody,
  RegenerateBody,
  RegenerationPreviewAnswer,
  RegenerationPreviewBody,
  SaveDocumentSetBody,
  VerifyDocumentAnswer,
} from '@schemas/api/provenance';
import type { FastifyReply } from 'fastify';
import Type from 'typebox';
import { authenticate, principalOf } from '../auth/authenticate';
import { compileBodyValidator } from '../documents/http/compileBodyValidator';
import { contentDisposition } from '../generation/files/contentDisposition';
import { generationErrors } from '../generation/generationErrors';
import { getDocumentSet, saveDocumentSet } from '../generation/sets/documentSet';
import { generateSet } from '../generation/sets/generateSet';
import { getLinkedBundle } from '../generation/sets/getLinkedBundle';
import type { Ports } from '../ports/Ports';
import { readVerificationUpload, verifyMaxBytes } from '../provenance/readVerificationUpload';
import { previewRegeneration, regenerateDocument } from '../provenance/regenerateDocument';
import { verifyDocument } from '../provenance/verifyDocument';
import { withErrors } from './routeHelpers';

// Provenance of generated documents: verification of an uploaded file, regeneration with the
// current template, document sets. Signed-in and scoped to the caller's account.
export function provenanceRoutes(ports: Ports): FastifyPluginAsyncTypebox {
  return async (app) => {
    const tags = ['procedencia'];
    const signedIn = authenticate(ports);
    await app.register(multipart, { limits: { fileSize: verifyMaxBytes, files: 1 } });

    app.post(
      '/documents/verifyDocument',
      {
        preHandler: signedIn,
        // The form is read as a stream by the handler, which checks it; this schema documents it.
        validatorCompiler: () => () => true,
        schema: {
          tags,
          summary:
            'Verificar un documento generado (DOCX o PDF): si lo generó esta cuenta, de qué versiones y si su texto cambió',
          security: [{ bearer: [] }],
          consumes: ['multipart/form-data'],
          body: Type.Object({ file: Type.String({ format: 'binary' }) }),
          response: withErrors({ 200: VerifyDocumentAnswer }),
        },
      },
      async (request) =>
        verifyDocument(ports.db, principalOf(request), await readVerificationUpload(request)),
    );

    app.post(
      '/documents/previewRegeneration',
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary:
            'Lo que cambiaría al regenerar un documento con la plantilla y la entrevista actuales (no guarda nada)',
          security: [{ bearer: [] }],
          body: RegenerationPreviewBody,
          response: withErrors({ 200: RegenerationPreviewAnswer }),
        },
      },
      (request) => previewRegeneration(ports, principalOf(request), request.body),
    );

    app.post(
      '/documents/regenerateDocument',
      {
        config: { idempotent: true },
        preHandler: signedIn,
        schema: {
          tags,
          summary:
            'Regenerar con la plantilla actual: una versión nueva con las mismas respuestas; el original se conserva',
          security: [{ bearer: [] }],
          body: RegenerateBody,
          response: withErrors({ 201: GeneratedFilesAnswer }),
        },
      },
      async (request, reply) => {
        const files = await regenerateDocument(ports, principalOf(request), request.body);
        return reply.code(201).send({ files });
      },
    );

    app.get(
      '/documents/getDocumentSet/:documentId',
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary:
            'El paquete del documento: las plantillas que genera juntas, con sus condiciones',
          security: [{ bearer: [] }],
          params: DocumentIdParams,
          response: withErrors({ 200: DocumentSetAnswer }),
        },
      },
      (request) => getDocumentSet(ports.db, principalOf(request), request.params.documentId),
    );

    app.post(
      '/documents/saveDocumentSet',
      {
        preHandler: signedIn,
        // Conditions are and/or groups: validated without removeAdditional, as the documents
        // routes do (the app's ajv would empty a group while trying the single-rule branch).
        validatorCompiler: compileBodyValidator,
        schema: {
          tags,
          summary: 'Guardar el paquete del documento (la lista entera, en orden)',
          security: [{ bearer: [] }],
          body: SaveDocumentSetBody,
          response: withErrors({ 200: DocumentSetAnswer }),
        },
      },
      (request) => saveDocumentSet(ports.db, principalOf(request), request.body),
    );

    app.post(
      '/storage/generateSet',
      {
        config: { answerFields: ['context'], idempotent: true },
        preHandler: signedIn,
        schema: {
          tags,
          summary:
            'Generar el paquete del documento: cada plantilla cuya condición se cumple (DOCX y, si se pide, PDF)',
          security: [{ bearer: [] }],
          body: GenerateSetBody,
          response: withErrors({ 201: GeneratedFilesAnswer }),
        },
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

    app.get(
      '/storage/bundles/:token',
      {
        schema: {
          tags,
          summary:
            'Descargar el paquete entero de un enlace: ZIP de los Word o un PDF con un marcador por documento',
          params: Type.Object({ token: Type.String({ maxLength: 64 }) }),
          response: {
            200: {
              description: 'El paquete',
              content: {
                'application/zip': { schema: Type.String({ format: 'binary' }) },
                'application/pdf': { schema: Type.String({ format: 'binary' }) },
              },
            },
            '4xx': ErrorBody,
            '5xx': ErrorBody,
          },
        },
      },
      async (request, reply) => {
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
      },
    );
  };
}
