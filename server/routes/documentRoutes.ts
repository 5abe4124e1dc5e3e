import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CreateDocAnswer,
  CreateDocBody,
  CreateElementBody,
  CreateItemBody,
  CreatePageBody,
  CreateWorkAnswer,
  CreateWorkBody,
  DeleteDocumentAnswer,
  DeleteDocumentBody,
  DeleteElementAnswer,
  DeleteElementBody,
  DeleteItemAnswer,
  DeleteItemBody,
  DeletePageAnswer,
  DeletePageBody,
  DeleteWorkAnswer,
  DeleteWorkBody,
  DocumentConflictBody,
  DocumentIdParams,
  ElementAnswer,
  ExchangeElementAnswer,
  ExchangeElementBody,
  ExchangeItemBody,
  GetPlanByDocIdBody,
  InterviewAnswer,
  InterviewLintAnswer,
  ItemAnswer,
  MasterWebAnswer,
  PageAnswer,
  PlanByDocAnswer,
  UpdateDocAnswer,
  UpdateDocBody,
  UpdateElementBody,
  UpdateItemBody,
  UpdatePageBody,
  UpdateWorkAnswer,
  UpdateWorkBody,
} from '@schemas/api/documents';
import {
  ImportDocAnswer,
  ImportDocBody,
  InterviewFile,
  interviewFileMaxBytes,
} from '@schemas/api/interviewFile';
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
import { compileBodyValidator } from '../documents/http/compileBodyValidator';
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
import { originOf, withErrors } from './routeHelpers';

// The Documents calls plus getInterview and getInterviewLint. Every call needs
// a signed-in caller and acts on the caller's account (an operator's is its creator's). Writes
// inside a document carry `version` and answer the new one; see ARCHITECTURE.md, "Documents API".
export function documentRoutes(ports: Ports): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.setValidatorCompiler(compileBodyValidator);
    answerStaleVersions(app);
    refuseUnstorableText(app);
    const signedIn = authenticate(ports);
    const base = (tag: string, summary: string) => ({
      tags: [tag],
      summary,
      security: [{ bearer: [] }],
    });
    const answers = <T extends Record<number, unknown>>(success: T) => ({
      ...withErrors(success),
      409: DocumentConflictBody,
    });
    const workspaces = 'workspaces';
    const documents = 'documentos';
    const interview = 'entrevista';

    app.get(
      '/documents/getMasterWeb',
      {
        preHandler: signedIn,
        schema: {
          ...base(workspaces, 'Espacios de trabajo, documentos y su contenido (y plantillas)'),
          response: answers({ 200: MasterWebAnswer }),
        },
      },
      (request) => getMasterWeb(ports, principalOf(request)),
    );

    app.post(
      '/documents/createWork',
      {
        preHandler: signedIn,
        schema: {
          ...base(workspaces, 'Crear un espacio de trabajo'),
          body: CreateWorkBody,
          response: answers({ 201: CreateWorkAnswer }),
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            await createWorkspace(ports, principalOf(request), request.body, originOf(request)),
          ),
    );

    app.post(
      '/documents/updateWork',
      {
        preHandler: signedIn,
        schema: {
          ...base(workspaces, 'Renombrar un espacio de trabajo'),
          body: UpdateWorkBody,
          response: answers({ 200: UpdateWorkAnswer }),
        },
      },
      (request) => updateWorkspace(ports, principalOf(request), request.body, originOf(request)),
    );

    app.delete(
      '/documents/deleteWork',
      {
        preHandler: signedIn,
        schema: {
          ...base(workspaces, 'Eliminar un espacio de trabajo con sus documentos'),
          body: DeleteWorkBody,
          response: answers({ 200: DeleteWorkAnswer }),
        },
      },
      (request) => deleteWorkspace(ports, principalOf(request), request.body, originOf(request)),
    );

    app.post(
      '/documents/createDoc',
      {
        preHandler: signedIn,
        config: { answerFields: ['allVariables'] },
        schema: {
          ...base(documents, 'Crear un documento (dentro del límite del plan)'),
          body: CreateDocBody,
          response: answers({ 201: CreateDocAnswer }),
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await createDocument(ports, principalOf(request), request.body, originOf(request))),
    );

    app.post(
      '/documents/updateDoc',
      {
        preHandler: signedIn,
        config: { answerFields: ['allVariables'] },
        schema: {
          ...base(documents, 'Editar, marcar o mover un documento'),
          body: UpdateDocBody,
          response: answers({ 200: UpdateDocAnswer }),
        },
      },
      (request) => updateDocument(ports, principalOf(request), request.body, originOf(request)),
    );

    app.delete(
      '/documents/deleteDocument',
      {
        preHandler: signedIn,
        schema: {
          ...base(documents, 'Eliminar un documento con todo su contenido'),
          body: DeleteDocumentBody,
          response: answers({ 200: DeleteDocumentAnswer }),
        },
      },
      (request) => deleteDocument(ports, principalOf(request), request.body, originOf(request)),
    );

    app.post(
      '/documents/getPlanByDocId',
      {
        preHandler: signedIn,
        schema: {
          ...base(documents, 'Plan de la cuenta dueña del documento y documentos usados'),
          body: GetPlanByDocIdBody,
          response: answers({ 200: PlanByDocAnswer }),
        },
      },
      (request) => getPlanByDocument(ports, principalOf(request), request.body),
    );

    app.get(
      '/documents/getInterview/:documentId',
      {
        preHandler: signedIn,
        schema: {
          ...base(interview, 'La entrevista del documento (modelo de autoría) y su versión'),
          params: DocumentIdParams,
          response: answers({ 200: InterviewAnswer }),
        },
      },
      (request) => getInterview(ports, principalOf(request), request.params.documentId),
    );

    app.get(
      '/documents/exportDocument/:documentId',
      {
        preHandler: signedIn,
        schema: {
          ...base(
            interview,
            'Exportar la entrevista como un archivo (páginas, preguntas, condiciones y plantillas)',
          ),
          params: DocumentIdParams,
          response: answers({ 200: InterviewFile }),
        },
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

    app.post(
      '/documents/importDocument',
      {
        preHandler: signedIn,
        bodyLimit: interviewFileMaxBytes,
        config: { idempotent: true },
        schema: {
          ...base(
            interview,
            'Crear un documento desde un archivo exportado (se revisa como las ediciones; ids nuevos)',
          ),
          body: ImportDocBody,
          response: answers({ 201: ImportDocAnswer }),
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await importDocument(ports, principalOf(request), request.body, originOf(request))),
    );

    app.get(
      '/documents/getInterviewLint/:documentId',
      {
        preHandler: signedIn,
        schema: {
          ...base(interview, 'Diagnósticos de la entrevista del documento'),
          params: DocumentIdParams,
          response: answers({ 200: InterviewLintAnswer }),
        },
      },
      (request) => getInterviewLint(ports, principalOf(request), request.params.documentId),
    );

    app.post(
      '/documents/createPage',
      {
        preHandler: signedIn,
        schema: {
          ...base(interview, 'Crear una página'),
          body: CreatePageBody,
          response: answers({ 201: PageAnswer }),
        },
      },
      async (request, reply) =>
        reply.code(201).send(await createPage(ports, principalOf(request), request.body)),
    );

    app.post(
      '/documents/updatePage',
      {
        preHandler: signedIn,
        schema: {
          ...base(interview, 'Editar o mover una página'),
          body: UpdatePageBody,
          response: answers({ 200: PageAnswer }),
        },
      },
      (request) => updatePage(ports, principalOf(request), request.body),
    );

    app.delete(
      '/documents/deletePage',
      {
        preHandler: signedIn,
        schema: {
          ...base(interview, 'Eliminar una página con sus preguntas'),
          body: DeletePageBody,
          response: answers({ 200: DeletePageAnswer }),
        },
      },
      (request) => deletePage(ports, principalOf(request), request.body),
    );

    app.post(
      '/documents/createElement',
      {
        preHandler: signedIn,
        schema: {
          ...base(interview, 'Crear una pregunta en una página'),
          body: CreateElementBody,
          response: answers({ 201: ElementAnswer }),
        },
      },
      async (request, reply) =>
        reply.code(201).send(await createElement(ports, principalOf(request), request.body)),
    );

    app.post(
      '/documents/updateElement',
      {
        preHandler: signedIn,
        schema: {
          ...base(interview, 'Editar una pregunta'),
          body: UpdateElementBody,
          response: answers({ 200: ElementAnswer }),
        },
      },
      (request) => updateElement(ports, principalOf(request), request.body),
    );

    app.delete(
      '/documents/deleteElement',
      {
        preHandler: signedIn,
        schema: {
          ...base(interview, 'Eliminar una pregunta con sus opciones'),
          body: DeleteElementBody,
          response: answers({ 200: DeleteElementAnswer }),
        },
      },
      (request) => deleteElement(ports, principalOf(request), request.body),
    );

    app.post(
      '/documents/exchangeElement',
      {
        preHandler: signedIn,
        schema: {
          ...base(interview, 'Mover una pregunta dentro de su página o a otra página'),
          body: ExchangeElementBody,
          response: answers({ 200: ExchangeElementAnswer }),
        },
      },
      (request) => exchangeElement(ports, principalOf(request), request.body),
    );

    app.post(
      '/documents/createItem',
      {
        preHandler: signedIn,
        schema: {
          ...base(interview, 'Crear una opción o una pregunta interna'),
          body: CreateItemBody,
          response: answers({ 201: ItemAnswer }),
        },
      },
      async (request, reply) =>
        reply.code(201).send(await createItem(ports, principalOf(request), request.body)),
    );

    app.post(
      '/documents/updateItem',
      {
        preHandler: signedIn,
        schema: {
          ...base(interview, 'Editar una opción o una pregunta interna'),
          body: UpdateItemBody,
          response: answers({ 200: ItemAnswer }),
        },
      },
      (request) => updateItem(ports, principalOf(request), request.body),
    );

    app.delete(
      '/documents/deleteItem',
      {
        preHandler: signedIn,
        schema: {
          ...base(interview, 'Eliminar una opción o una pregunta interna'),
          body: DeleteItemBody,
          response: answers({ 200: DeleteItemAnswer }),
        },
      },
      (request) => deleteItem(ports, principalOf(request), request.body),
    );

    app.post(
      '/documents/exchangeItem',
      {
        preHandler: signedIn,
        schema: {
          ...base(interview, 'Mover una opción o pregunta interna dentro de su lista'),
          body: ExchangeItemBody,
          response: answers({ 200: ItemAnswer }),
        },
      },
      (request) => exchangeItem(ports, principalOf(request), request.body),
    );
  };
}
