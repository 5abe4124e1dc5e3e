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
} from '../documents';
import { ImportDocAnswer, ImportDocBody, InterviewFile } from '../interviewFile';
import { defineCalls } from './defineCalls';

// The Documents calls. Every one needs a signed-in caller and acts on the caller's account. A
// write inside a document carries `version` and answers the new one; a stale one is refused
// with 409 STALE_VERSION and the current version (DocumentConflictBody).
const conflict = { 409: DocumentConflictBody };
const workspaces = 'workspaces';
const documents = 'documentos';
const interview = 'entrevista';

export const workspaceCalls = defineCalls({
  'GET documents/getMasterWeb': {
    tag: workspaces,
    summary: 'Espacios de trabajo, documentos y su contenido (y plantillas)',
    security: 'bearer',
    answers: { 200: MasterWebAnswer },
    errors: conflict,
  },
  'POST documents/createWork': {
    tag: workspaces,
    summary: 'Crear un espacio de trabajo',
    security: 'bearer',
    body: CreateWorkBody,
    answers: { 201: CreateWorkAnswer },
    errors: conflict,
  },
  'POST documents/updateWork': {
    tag: workspaces,
    summary: 'Renombrar un espacio de trabajo',
    security: 'bearer',
    body: UpdateWorkBody,
    answers: { 200: UpdateWorkAnswer },
    errors: conflict,
  },
  'DELETE documents/deleteWork': {
    tag: workspaces,
    summary: 'Eliminar un espacio de trabajo con sus documentos',
    security: 'bearer',
    body: DeleteWorkBody,
    answers: { 200: DeleteWorkAnswer },
    errors: conflict,
  },
});

export const documentCalls = defineCalls({
  'POST documents/createDoc': {
    tag: documents,
    summary: 'Crear un documento (dentro del límite del plan)',
    security: 'bearer',
    body: CreateDocBody,
    answers: { 201: CreateDocAnswer },
    errors: conflict,
  },
  'POST documents/updateDoc': {
    tag: documents,
    summary: 'Editar, marcar o mover un documento',
    security: 'bearer',
    body: UpdateDocBody,
    answers: { 200: UpdateDocAnswer },
    errors: conflict,
  },
  'DELETE documents/deleteDocument': {
    tag: documents,
    summary: 'Eliminar un documento con todo su contenido',
    security: 'bearer',
    body: DeleteDocumentBody,
    answers: { 200: DeleteDocumentAnswer },
    errors: conflict,
  },
  'POST documents/getPlanByDocId': {
    tag: documents,
    summary: 'Plan de la cuenta dueña del documento y documentos usados',
    security: 'bearer',
    body: GetPlanByDocIdBody,
    answers: { 200: PlanByDocAnswer },
    errors: conflict,
  },
});

export const interviewCalls = defineCalls({
  'GET documents/getInterview/:documentId': {
    tag: interview,
    summary: 'La entrevista del documento (modelo de autoría) y su versión',
    security: 'bearer',
    params: DocumentIdParams,
    answers: { 200: InterviewAnswer },
    errors: conflict,
  },
  'GET documents/getInterviewLint/:documentId': {
    tag: interview,
    summary: 'Diagnósticos de la entrevista del documento',
    security: 'bearer',
    params: DocumentIdParams,
    answers: { 200: InterviewLintAnswer },
    errors: conflict,
  },
  'GET documents/exportDocument/:documentId': {
    tag: interview,
    summary:
      'Exportar la entrevista como un archivo (páginas, preguntas, condiciones y plantillas)',
    security: 'bearer',
    params: DocumentIdParams,
    answers: { 200: InterviewFile },
    errors: conflict,
  },
  'POST documents/importDocument': {
    tag: interview,
    summary:
      'Crear un documento desde un archivo exportado (se revisa como las ediciones; ids nuevos)',
    security: 'bearer',
    body: ImportDocBody,
    answers: { 201: ImportDocAnswer },
    errors: conflict,
  },
});

export const pageCalls = defineCalls({
  'POST documents/createPage': {
    tag: interview,
    summary: 'Crear una página',
    security: 'bearer',
    body: CreatePageBody,
    answers: { 201: PageAnswer },
    errors: conflict,
  },
  'POST documents/updatePage': {
    tag: interview,
    summary: 'Editar o mover una página',
    security: 'bearer',
    body: UpdatePageBody,
    answers: { 200: PageAnswer },
    errors: conflict,
  },
  'DELETE documents/deletePage': {
    tag: interview,
    summary: 'Eliminar una página con sus preguntas',
    security: 'bearer',
    body: DeletePageBody,
    answers: { 200: DeletePageAnswer },
    errors: conflict,
  },
});

export const elementCalls = defineCalls({
  'POST documents/createElement': {
    tag: interview,
    summary: 'Crear una pregunta en una página',
    security: 'bearer',
    body: CreateElementBody,
    answers: { 201: ElementAnswer },
    errors: conflict,
  },
  'POST documents/updateElement': {
    tag: interview,
    summary: 'Editar una pregunta',
    security: 'bearer',
    body: UpdateElementBody,
    answers: { 200: ElementAnswer },
    errors: conflict,
  },
  'DELETE documents/deleteElement': {
    tag: interview,
    summary: 'Eliminar una pregunta con sus opciones',
    security: 'bearer',
    body: DeleteElementBody,
    answers: { 200: DeleteElementAnswer },
    errors: conflict,
  },
  'POST documents/exchangeElement': {
    tag: interview,
    summary: 'Mover una pregunta dentro de su página o a otra página',
    security: 'bearer',
    body: ExchangeElementBody,
    answers: { 200: ExchangeElementAnswer },
    errors: conflict,
  },
});

export const itemCalls = defineCalls({
  'POST documents/createItem': {
    tag: interview,
    summary: 'Crear una opción o una pregunta interna',
    security: 'bearer',
    body: CreateItemBody,
    answers: { 201: ItemAnswer },
    errors: conflict,
  },
  'POST documents/updateItem': {
    tag: interview,
    summary: 'Editar una opción o una pregunta interna',
    security: 'bearer',
    body: UpdateItemBody,
    answers: { 200: ItemAnswer },
    errors: conflict,
  },
  'DELETE documents/deleteItem': {
    tag: interview,
    summary: 'Eliminar una opción o una pregunta interna',
    security: 'bearer',
    body: DeleteItemBody,
    answers: { 200: DeleteItemAnswer },
    errors: conflict,
  },
  'POST documents/exchangeItem': {
    tag: interview,
    summary: 'Mover una opción o pregunta interna dentro de su lista',
    security: 'bearer',
    body: ExchangeItemBody,
    answers: { 200: ItemAnswer },
    errors: conflict,
  },
});
