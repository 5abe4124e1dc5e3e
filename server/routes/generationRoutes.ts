import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OkAnswer } from '@schemas/api/common';
import { DocumentIdParams } from '@schemas/api/documents';
import { ErrorBody } from '@schemas/api/errors';
import {
  DeleteTemplateDocBody,
  GeneratedFilesAnswer,
  GenerateTempBody,
  UploadWordTemplateForm,
  UploadWordTemplateQuery,
  WordTemplate,
  WordTemplateBodyAnswer,
  WordTemplateCheckAnswer,
  WordTemplatesAnswer,
} from '@schemas/api/generation';
import { TemplateIdParams } from '@schemas/api/templates';
import type { FastifyReply } from 'fastify';
import Type from 'typebox';
import { authenticate, principalOf } from '../auth/authenticate';
import { setGuestHeaders } from '../auth/authenticateGuest';
import { apiErrors } from '../errors/ApiError';
import { contentDisposition } from '../generation/files/contentDisposition';
import { contentTypes } from '../generation/files/fileFormats';
import { getLinkedFile } from '../generation/files/getLinkedFile';
import { listGeneratedFiles } from '../generation/files/listGeneratedFiles';
import type { GenerationCaller } from '../generation/GenerationCaller';
import { generateDocument } from '../generation/generateDocument';
import { generationErrors } from '../generation/generationErrors';
import { resolveGuestCaller } from '../generation/resolveGuestCaller';
import { hasDocumentSet } from '../generation/sets/documentSet';
import { generateSet } from '../generation/sets/generateSet';
import { checkWordTemplateDraft } from '../generation/wordTemplates/checkWordTemplateDraft';
import { deleteWordTemplate } from '../generation/wordTemplates/deleteWordTemplate';
import { getWordTemplateBody } from '../generation/wordTemplates/getWordTemplateBody';
import { listWordTemplates } from '../generation/wordTemplates/listWordTemplates';
import { readWordTemplateUpload } from '../generation/wordTemplates/readWordTemplateUpload';
import { uploadWordTemplate } from '../generation/wordTemplates/uploadWordTemplate';
import { validationMessages } from '../messages';
import type { Ports } from '../ports/Ports';
import { answerPreflight } from './guestRoutes';
import { sendOk, withErrors } from './routeHelpers';

const binary = Type.String({ format: 'binary' });
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Word templates, generation and downloads. PDFs are
// converted by the job workers (server/jobs/), wherever they run.
export function generationRoutes(ports: Ports): FastifyPluginAsyncTypebox {
  return async (app) => {
    const tags = ['generación'];
    const signedIn = authenticate(ports);
    const maxBytes = ports.config.generation.templateMaxBytes;
    // Multipart is accepted by this plugin's routes only (its own limits; images keep theirs).
    await app.register(multipart, { limits: { fileSize: maxBytes, files: 1 } });

    app.post(
      '/storage/uploadToS3',
      {
        preHandler: signedIn,
        // The form is read as a stream by the handler, which checks it, and the query is checked
        // below; this schema documents both.
        validatorCompiler: () => () => true,
        schema: {
          tags,
          summary: 'Subir una plantilla de Word (.docx) al documento',
          security: [{ bearer: [] }],
          consumes: ['multipart/form-data'],
          querystring: UploadWordTemplateQuery,
          body: UploadWordTemplateForm,
          response: withErrors({ 201: WordTemplate }),
        },
      },
      async (request, reply) => {
        const documentId = documentIdOf(request.query);
        const template = await uploadWordTemplate(ports, principalOf(request), documentId, () =>
          readWordTemplateUpload(request, maxBytes),
        );
        return reply.code(201).send(template);
      },
    );

    app.post(
      '/storage/checkWordTemplate',
      {
        preHandler: signedIn,
        // As uploadToS3: the form is read and checked by the handler; the schema documents it.
        validatorCompiler: () => () => true,
        schema: {
          tags,
          summary:
            'Revisar una plantilla de Word (.docx) sin guardarla: todos sus problemas, cada uno con el pasaje del documento',
          security: [{ bearer: [] }],
          consumes: ['multipart/form-data'],
          querystring: UploadWordTemplateQuery,
          body: UploadWordTemplateForm,
          response: withErrors({ 200: WordTemplateCheckAnswer }),
        },
      },
      (request) =>
        checkWordTemplateDraft(ports, principalOf(request), documentIdOf(request.query), () =>
          readWordTemplateUpload(request, maxBytes),
        ),
    );

    app.get(
      '/documents/getTemplatesDoc/:documentId',
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: 'Las plantillas de Word del documento, con sus marcadores y diagnósticos',
          security: [{ bearer: [] }],
          params: DocumentIdParams,
          response: withErrors({ 200: WordTemplatesAnswer }),
        },
      },
      (request) => listWordTemplates(ports, principalOf(request), request.params.documentId),
    );

    app.get(
      '/documents/getWordTemplateBody/:templateId',
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary:
            'El cuerpo de una plantilla de Word (word/document.xml), para la vista previa del documento',
          security: [{ bearer: [] }],
          params: TemplateIdParams,
          response: withErrors({ 200: WordTemplateBodyAnswer }),
        },
      },
      (request) => getWordTemplateBody(ports, principalOf(request), request.params.templateId),
    );

    app.delete(
      '/documents/deleteTemplateDoc',
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: 'Eliminar una plantilla de Word',
          security: [{ bearer: [] }],
          body: DeleteTemplateDocBody,
          response: withErrors({ 200: OkAnswer }),
        },
      },
      (request, reply) =>
        sendOk(reply, deleteWordTemplate(ports, principalOf(request), request.body)),
    );

    app.post(
      '/storage/generateTemp',
      {
        config: { answerFields: ['context'], idempotent: true },
        // Who calls is settled before Idempotency-Key is claimed (its answers are per caller).
        // A guest may call from an embed on a site the link allows (CORS as on the guest calls).
        preHandler: async (request, reply) => {
          if (request.body.tempToken !== undefined) setGuestHeaders(reply, request.headers.origin);
          else await signedIn(request);
        },
        schema: {
          tags,
          summary: 'Generar el documento (DOCX y, si se pide, PDF) con las respuestas',
          description:
            'Con sesión iniciada (Authorization: Bearer) o como invitado con tempToken. 429 con Retry-After cuando la cola de PDF está llena; 503 cuando el servidor no tiene LibreOffice (el DOCX sigue disponible).',
          security: [{ bearer: [] }, {}],
          body: GenerateTempBody,
          response: withErrors({ 201: GeneratedFilesAnswer }),
        },
      },
      async (request, reply) => {
        let caller: GenerationCaller;
        if (request.body.tempToken !== undefined) {
          caller = await resolveGuestCaller(
            ports,
            request.body.tempToken,
            request,
            request.body.template_path,
          );
        } else {
          caller = { kind: 'user', principal: principalOf(request) };
        }
        if (caller.kind === 'guest') {
          // A guest receives the document's set when it has one (each member whose condition
          // holds for its answers), else the selected template. The Word files are still made
          // without the `docx` flag (the PDFs are converted from them) but not handed out.
          const convert = request.body.convert_to_pdf || !caller.docxAllowed;
          const files = (await hasDocumentSet(ports.db, caller.accountId, caller.documentId))
            ? await generateSet(ports, caller, {
                documentId: caller.documentId,
                context: {},
                pdf: convert,
              })
            : await generateDocument(ports, caller, { ...request.body, convert_to_pdf: convert });
          return reply.code(201).send({
            files: caller.docxAllowed ? files : files.filter((file) => file.format === 'pdf'),
          });
        }
        const files = await generateDocument(ports, caller, request.body);
        return reply.code(201).send({ files });
      },
    );

    app.options('/storage/generateTemp', { schema: { hide: true } }, answerPreflight);

    app.get(
      '/documents/getGeneratedFiles/:documentId',
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: 'Los documentos generados, con enlaces de descarga de corta duración',
          security: [{ bearer: [] }],
          params: DocumentIdParams,
          response: withErrors({ 200: GeneratedFilesAnswer }),
        },
      },
      (request) => listGeneratedFiles(ports, principalOf(request), request.params.documentId),
    );

    app.get(
      '/storage/files/:token',
      {
        schema: {
          tags,
          summary: 'Descargar un documento generado (enlace de corta duración)',
          params: Type.Object({ token: Type.String({ maxLength: 64 }) }),
          response: {
            200: {
              description: 'El documento',
              content: {
                [contentTypes.docx]: { schema: binary },
                [contentTypes.pdf]: { schema: binary },
              },
            },
            '4xx': ErrorBody,
            '5xx': ErrorBody,
          },
        },
      },
      async (request, reply) => {
        const file = await getLinkedFile(ports, request.params.token);
        if (!file) throw generationErrors.fileLinkExpired();
        // The token is in the address: never cached, never sent on as a referrer. The file
        // is inert even when opened in a tab (sandboxed, no sniffing).
        return (reply as FastifyReply)
          .type(contentTypes[file.format])
          .header('content-disposition', contentDisposition(file.name))
          .header('cache-control', 'private, no-store')
          .header('referrer-policy', 'no-referrer')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .send(file.bytes);
      },
    );
  };
}

function documentIdOf(query: unknown): string {
  const documentId = (query as { document_id?: unknown }).document_id;
  if (typeof documentId !== 'string' || !uuidPattern.test(documentId)) {
    throw apiErrors.fieldsInvalid([{ field: 'document_id', message: validationMessages.pattern }]);
  }
  return documentId;
}
