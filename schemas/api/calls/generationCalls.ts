import Type from 'typebox';
import { OkAnswer } from '../common';
import { DocumentIdParams } from '../documents';
import {
  DeleteTemplateDocBody,
  GeneratedFilesAnswer,
  GenerateTempBody,
  UploadWordTemplateForm,
  UploadWordTemplateQuery,
  WordTemplate,
  WordTemplateCheckAnswer,
  WordTemplatesAnswer,
} from '../generation';
import {
  DocumentSetAnswer,
  GenerateSetBody,
  RegenerateBody,
  RegenerationPreviewAnswer,
  RegenerationPreviewBody,
  SaveDocumentSetBody,
  VerifyDocumentAnswer,
} from '../provenance';
import { defineCalls, fileAnswer } from './defineCalls';

const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const generation = 'generación';
const token = Type.Object({ token: Type.String({ maxLength: 64 }) });

// Word templates, generation and downloads.
export const generationCalls = defineCalls({
  'POST storage/uploadToS3': {
    tag: generation,
    summary: 'Subir una plantilla de Word (.docx) al documento',
    security: 'bearer',
    query: UploadWordTemplateQuery,
    form: UploadWordTemplateForm,
    answers: { 201: WordTemplate },
  },
  'POST storage/checkWordTemplate': {
    tag: generation,
    summary:
      'Revisar una plantilla de Word (.docx) sin guardarla: todos sus problemas, cada uno con el pasaje del documento',
    security: 'bearer',
    query: UploadWordTemplateQuery,
    form: UploadWordTemplateForm,
    answers: { 200: WordTemplateCheckAnswer },
  },
  'GET documents/getTemplatesDoc/:documentId': {
    tag: generation,
    summary: 'Las plantillas de Word del documento, con sus marcadores y diagnósticos',
    security: 'bearer',
    params: DocumentIdParams,
    answers: { 200: WordTemplatesAnswer },
  },
  'DELETE documents/deleteTemplateDoc': {
    tag: generation,
    summary: 'Eliminar una plantilla de Word',
    security: 'bearer',
    body: DeleteTemplateDocBody,
    answers: { 200: OkAnswer },
  },
  'POST storage/generateTemp': {
    tag: generation,
    summary: 'Generar el documento (DOCX y, si se pide, PDF) con las respuestas',
    description:
      'Con sesión iniciada (Authorization: Bearer) o como invitado con tempToken. 429 con Retry-After cuando la cola de PDF está llena; 503 cuando el servidor no tiene LibreOffice (el DOCX sigue disponible).',
    security: 'bearerOrNone',
    body: GenerateTempBody,
    answers: { 201: GeneratedFilesAnswer },
  },
  'GET documents/getGeneratedFiles/:documentId': {
    tag: generation,
    summary: 'Los documentos generados, con enlaces de descarga de corta duración',
    security: 'bearer',
    params: DocumentIdParams,
    answers: { 200: GeneratedFilesAnswer },
  },
  'GET storage/files/:token': {
    tag: generation,
    summary: 'Descargar un documento generado (enlace de corta duración)',
    params: token,
    answers: { 200: fileAnswer('El documento', [docx, 'application/pdf']) },
  },
});

const provenance = 'procedencia';

// Provenance of generated documents: verification, regeneration, document sets.
export const provenanceCalls = defineCalls({
  'POST documents/verifyDocument': {
    tag: provenance,
    summary:
      'Verificar un documento generado (DOCX o PDF): si lo generó esta cuenta, de qué versiones y si su texto cambió',
    security: 'bearer',
    form: Type.Object({ file: Type.String({ format: 'binary' }) }),
    answers: { 200: VerifyDocumentAnswer },
  },
  'POST documents/previewRegeneration': {
    tag: provenance,
    summary:
      'Lo que cambiaría al regenerar un documento con la plantilla y la entrevista actuales (no guarda nada)',
    security: 'bearer',
    body: RegenerationPreviewBody,
    answers: { 200: RegenerationPreviewAnswer },
  },
  'POST documents/regenerateDocument': {
    tag: provenance,
    summary:
      'Regenerar con la plantilla actual: una versión nueva con las mismas respuestas; el original se conserva',
    security: 'bearer',
    body: RegenerateBody,
    answers: { 201: GeneratedFilesAnswer },
  },
  'GET documents/getDocumentSet/:documentId': {
    tag: provenance,
    summary: 'El paquete del documento: las plantillas que genera juntas, con sus condiciones',
    security: 'bearer',
    params: DocumentIdParams,
    answers: { 200: DocumentSetAnswer },
  },
  'POST documents/saveDocumentSet': {
    tag: provenance,
    summary: 'Guardar el paquete del documento (la lista entera, en orden)',
    security: 'bearer',
    body: SaveDocumentSetBody,
    answers: { 200: DocumentSetAnswer },
  },
  'POST storage/generateSet': {
    tag: provenance,
    summary:
      'Generar el paquete del documento: cada plantilla cuya condición se cumple (DOCX y, si se pide, PDF)',
    security: 'bearer',
    body: GenerateSetBody,
    answers: { 201: GeneratedFilesAnswer },
  },
  'GET storage/bundles/:token': {
    tag: provenance,
    summary:
      'Descargar el paquete entero de un enlace: ZIP de los Word o un PDF con un marcador por documento',
    params: token,
    answers: { 200: fileAnswer('El paquete', ['application/zip', 'application/pdf']) },
  },
});
