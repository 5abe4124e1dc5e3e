import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GeneratedFilesAnswer } from '@schemas/api/generation';
import {
  RegenerateBody,
  RegenerationPreviewAnswer,
  RegenerationPreviewBody,
  VerifyDocumentAnswer,
} from '@schemas/api/provenance';
import Type from 'typebox';
import { authenticate, principalOf } from '../auth/authenticate';
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
  };
}
