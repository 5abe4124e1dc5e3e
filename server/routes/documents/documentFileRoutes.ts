import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { interviewFileMaxBytes } from '@schemas/api/interviewFile';
import { authenticate, principalOf } from '../../auth/authenticate';
import { createDocument } from '../../documents/createDocument';
import { deleteDocument } from '../../documents/deleteDocument';
import { getInterview } from '../../documents/getInterview';
import { getInterviewLint } from '../../documents/getInterviewLint';
import { getPlanByDocument } from '../../documents/getPlanByDocument';
import { exportDocument } from '../../documents/transfer/exportDocument';
import { importDocument } from '../../documents/transfer/importDocument';
import { updateDocument } from '../../documents/updateDocument';
import { contentDisposition, toFileName } from '../../generation/files/contentDisposition';
import type { Ports } from '../../ports/Ports';
import { defineRoutes } from '../defineRoutes';
import { originOf } from '../routeHelpers';

// Documents themselves: create, rename/move, delete, their plan and interview, and the interview
// file (export and import).
export function documentFileRoutes(ports: Ports): FastifyPluginAsyncTypebox {
  return async (app) => {
    const serve = defineRoutes(app);
    const signedIn = authenticate(ports);

    serve(
      'POST documents/createDoc',
      { preHandler: signedIn, config: { answerFields: ['allVariables'] } },
      async (request, reply) =>
        reply
          .code(201)
          .send(await createDocument(ports, principalOf(request), request.body, originOf(request))),
    );

    serve(
      'POST documents/updateDoc',
      { preHandler: signedIn, config: { answerFields: ['allVariables'] } },
      (request) => updateDocument(ports, principalOf(request), request.body, originOf(request)),
    );

    serve('DELETE documents/deleteDocument', { preHandler: signedIn }, (request) =>
      deleteDocument(ports, principalOf(request), request.body, originOf(request)),
    );

    serve('POST documents/getPlanByDocId', { preHandler: signedIn }, (request) =>
      getPlanByDocument(ports, principalOf(request), request.body),
    );

    serve('GET documents/getInterview/:documentId', { preHandler: signedIn }, (request) =>
      getInterview(ports, principalOf(request), request.params.documentId),
    );

    serve(
      'GET documents/exportDocument/:documentId',
      { preHandler: signedIn },
      async (request, reply) => {
        const file = await exportDocument(ports, principalOf(request), request.params.documentId);
        return reply
          .header(
            'content-disposition',
            contentDisposition(toFileName(file.document.name, 'minuta.json')),
          )
          .send(file);
      },
    );

    serve(
      'POST documents/importDocument',
      { preHandler: signedIn, bodyLimit: interviewFileMaxBytes, config: { idempotent: true } },
      async (request, reply) =>
        reply
          .code(201)
          .send(await importDocument(ports, principalOf(request), request.body, originOf(request))),
    );

    serve('GET documents/getInterviewLint/:documentId', { preHandler: signedIn }, (request) =>
      getInterviewLint(ports, principalOf(request), request.params.documentId),
    );
  };
}
