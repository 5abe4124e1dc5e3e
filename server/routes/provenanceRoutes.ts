import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { VerifyDocumentAnswer } from '@schemas/api/provenance';
import Type from 'typebox';
import { authenticate, principalOf } from '../auth/authenticate';
import type { Ports } from '../ports/Ports';
import { readVerificationUpload, verifyMaxBytes } from '../provenance/readVerificationUpload';
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
  };
}
