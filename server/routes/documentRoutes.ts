import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { interviewFileMaxBytes } from '@schemas/api/interviewFile';
import { authenticate, principalOf } from '../auth/authenticate';
import { createDocument } from '../documents/createDocument';
import { deleteDocument } from '../documents/deleteDocument';
import { createElement } from '../documents/elements/createElement';
import { deleteElement } from '../documents/elements/deleteElement';
import { exchangeElement } from '../documents/elements/exchangeElement';
import { updateElement } from '../documents/elements/updateElement';
import { getInterview } from '../documents/getInterview';
import { getInterviewLint } from '../documents/getInterviewLint';
import { getPlanByDocument } from '../documents/getPlanByDocument';
import { answerStaleVersions } from '../documents/http/answerStaleVersions';
import { refuseUnstorableText } from '../documents/http/refuseUnstorableText';
import { createItem } from '../documents/items/createItem';
import { deleteItem } from '../documents/items/deleteItem';
import { exchangeItem } from '../documents/items/exchangeItem';
import { updateItem } from '../documents/items/updateItem';
import { createPage } from '../documents/pages/createPage';
import { deletePage } from '../documents/pages/deletePage';
import { updatePage } from '../documents/pages/updatePage';
import { exportDocument } from '../documents/transfer/exportDocument';
import { importDocument } from '../documents/transfer/importDocument';
import { updateDocument } from '../documents/updateDocument';
import { contentDisposition, toFileName } from '../generation/files/contentDisposition';
import type { Ports } from '../ports/Ports';
import { createWorkspace } from '../workspaces/createWorkspace';
import { deleteWorkspace } from '../workspaces/deleteWorkspace';
import { getMasterWeb } from '../workspaces/getMasterWeb';
import { updateWorkspace } from '../workspaces/updateWorkspace';
import { defineRoutes } from './defineRoutes';
import { originOf } from './routeHelpers';

// The Documents calls plus getInterview and getInterviewLint. Every call needs
// a signed-in caller and acts on the caller's account (an operator's is its creator's). Writes
// inside a document carry `version` and answer the new one; see ARCHITECTURE.md, "Documents API".
export function documentRoutes(ports: Ports): FastifyPluginAsyncTypebox {
  return async (app) => {
    const serve = defineRoutes(app);
    answerStaleVersions(app);
    refuseUnstorableText(app);
    const signedIn = authenticate(ports);

    serve(
      'GET documents/getMasterWeb',
      {
        preHandler: signedIn,
      },
      (request) => getMasterWeb(ports, principalOf(request)),
    );

    serve(
      'POST documents/createWork',
      {
        preHandler: signedIn,
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            await createWorkspace(ports, principalOf(request), request.body, originOf(request)),
          ),
    );

    serve(
      'POST documents/updateWork',
      {
        preHandler: signedIn,
      },
      (request) => updateWorkspace(ports, principalOf(request), request.body, originOf(request)),
    );

    serve(
      'DELETE documents/deleteWork',
      {
        preHandler: signedIn,
      },
      (request) => deleteWorkspace(ports, principalOf(request), request.body, originOf(request)),
    );

    serve(
      'POST documents/createDoc',
      {
        preHandler: signedIn,
        config: { answerFields: ['allVariables'] },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await createDocument(ports, principalOf(request), request.body, originOf(request))),
    );

    serve(
      'POST documents/updateDoc',
      {
        preHandler: signedIn,
        config: { answerFields: ['allVariables'] },
      },
      (request) => updateDocument(ports, principalOf(request), request.body, originOf(request)),
    );

    serve(
      'DELETE documents/deleteDocument',
      {
        preHandler: signedIn,
      },
      (request) => deleteDocument(ports, principalOf(request), request.body, originOf(request)),
    );

    serve(
      'POST documents/getPlanByDocId',
      {
        preHandler: signedIn,
      },
      (request) => getPlanByDocument(ports, principalOf(request), request.body),
    );

    serve(
      'GET documents/getInterview/:documentId',
      {
        preHandler: signedIn,
      },
      (request) => getInterview(ports, principalOf(request), request.params.documentId),
    );

    serve(
      'GET documents/exportDocument/:documentId',
      {
        preHandler: signedIn,
      },
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
      {
        preHandler: signedIn,
        bodyLimit: interviewFileMaxBytes,
        config: { idempotent: true },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await importDocument(ports, principalOf(request), request.body, originOf(request))),
    );

    serve(
      'GET documents/getInterviewLint/:documentId',
      {
        preHandler: signedIn,
      },
      (request) => getInterviewLint(ports, principalOf(request), request.params.documentId),
    );

    serve(
      'POST documents/createPage',
      {
        preHandler: signedIn,
      },
      async (request, reply) =>
        reply.code(201).send(await createPage(ports, principalOf(request), request.body)),
    );

    serve(
      'POST documents/updatePage',
      {
        preHandler: signedIn,
      },
      (request) => updatePage(ports, principalOf(request), request.body),
    );

    serve(
      'DELETE documents/deletePage',
      {
        preHandler: signedIn,
      },
      (request) => deletePage(ports, principalOf(request), request.body),
    );

    serve(
      'POST documents/createElement',
      {
        preHandler: signedIn,
      },
      async (request, reply) =>
        reply.code(201).send(await createElement(ports, principalOf(request), request.body)),
    );

    serve(
      'POST documents/updateElement',
      {
        preHandler: signedIn,
      },
      (request) => updateElement(ports, principalOf(request), request.body),
    );

    serve(
      'DELETE documents/deleteElement',
      {
        preHandler: signedIn,
      },
      (request) => deleteElement(ports, principalOf(request), request.body),
    );

    serve(
      'POST documents/exchangeElement',
      {
        preHandler: signedIn,
      },
      (request) => exchangeElement(ports, principalOf(request), request.body),
    );

    serve(
      'POST documents/createItem',
      {
        preHandler: signedIn,
      },
      async (request, reply) =>
        reply.code(201).send(await createItem(ports, principalOf(request), request.body)),
    );

    serve(
      'POST documents/updateItem',
      {
        preHandler: signedIn,
      },
      (request) => updateItem(ports, principalOf(request), request.body),
    );

    serve(
      'DELETE documents/deleteItem',
      {
        preHandler: signedIn,
      },
      (request) => deleteItem(ports, principalOf(request), request.body),
    );

    serve(
      'POST documents/exchangeItem',
      {
        preHandler: signedIn,
      },
      (request) => exchangeItem(ports, principalOf(request), request.body),
    );
  };
}
