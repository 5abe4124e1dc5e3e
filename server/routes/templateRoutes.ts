import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DocumentConflictBody, DocumentIdParams } from '@schemas/api/documents';
import {
  CreateTempBody,
  DeleteTemplateAnswer,
  DeleteTemplateBody,
  SaveSelectedTempBody,
  SelectedTemplateAnswer,
  TemplateAnswer,
  TemplateIdParams,
  TemplatesAnswer,
  UpdateTempBody,
  UploadMdAnswer,
  UploadMdBody,
} from '@schemas/api/templates';
import { authenticate, principalOf } from '../auth/authenticate';
import { answerStaleVersions } from '../documents/http/answerStaleVersions';
import { compileBodyValidator } from '../documents/http/compileBodyValidator';
import { refuseUnstorableText } from '../documents/http/refuseUnstorableText';
import type { Ports } from '../ports/Ports';
import { createTemplate } from '../templates/createTemplate';
import { deleteTemplate } from '../templates/deleteTemplate';
import { getTemplate, getTemplates } from '../templates/getTemplate';
import { saveSelectedTemplate } from '../templates/saveSelectedTemplate';
import { updateTemplate } from '../templates/updateTemplate';
import { uploadMarkdown } from '../templates/uploadMarkdown';
import { originOf, withErrors } from './routeHelpers';

// Rich-text templates: documents/createTemp, updateTemp, deleteTemplate,
// saveSelectedTemp, {storage}/uploadMd, and the template editor's two reads. Same validation,
// unstorable-text refusal and stale-version answers as the documents calls; every lookup is
// scoped to the caller's account. See ARCHITECTURE.md, "Templates".
export function templateRoutes(ports: Ports): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.setValidatorCompiler(compileBodyValidator);
    answerStaleVersions(app);
    refuseUnstorableText(app);
    const signedIn = authenticate(ports);
    const base = (summary: string) => ({
      tags: ['plantillas'],
      summary,
      security: [{ bearer: [] }],
    });
    const answers = <T extends Record<number, unknown>>(success: T) => ({
      ...withErrors(success),
      409: DocumentConflictBody,
    });

    app.post(
      '/documents/createTemp',
      {
        preHandler: signedIn,
        schema: {
          ...base('Crear una plantilla de texto enriquecido en un documento'),
          body: CreateTempBody,
          response: answers({ 201: TemplateAnswer }),
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await createTemplate(ports, principalOf(request), request.body, originOf(request))),
    );

    app.post(
      '/documents/updateTemp',
      {
        preHandler: signedIn,
        schema: {
          ...base('Renombrar o guardar el contenido de una plantilla'),
          body: UpdateTempBody,
          response: answers({ 200: TemplateAnswer }),
        },
      },
      (request) => updateTemplate(ports, principalOf(request), request.body),
    );

    app.delete(
      '/documents/deleteTemplate',
      {
        preHandler: signedIn,
        schema: {
          ...base('Eliminar una plantilla'),
          body: DeleteTemplateBody,
          response: answers({ 200: DeleteTemplateAnswer }),
        },
      },
      (request) => deleteTemplate(ports, principalOf(request), request.body, originOf(request)),
    );

    app.post(
      '/documents/saveSelectedTemp',
      {
        preHandler: signedIn,
        schema: {
          ...base('Elegir la plantilla con la que el documento se genera'),
          body: SaveSelectedTempBody,
          response: answers({ 200: SelectedTemplateAnswer }),
        },
      },
      (request) =>
        saveSelectedTemplate(ports, principalOf(request), request.body, originOf(request)),
    );

    app.get(
      '/documents/getTemplate/:templateId',
      {
        preHandler: signedIn,
        schema: {
          ...base('Una plantilla con su contenido'),
          params: TemplateIdParams,
          response: answers({ 200: TemplateAnswer }),
        },
      },
      (request) => getTemplate(ports, principalOf(request), request.params.templateId),
    );

    app.get(
      '/documents/getTemplates/:documentId',
      {
        preHandler: signedIn,
        schema: {
          ...base('Las plantillas de un documento y la elegida para generarlo'),
          params: DocumentIdParams,
          response: answers({ 200: TemplatesAnswer }),
        },
      },
      (request) => getTemplates(ports, principalOf(request), request.params.documentId),
    );

    app.post(
      '/storage/uploadMd',
      {
        preHandler: signedIn,
        schema: {
          ...base('Importar Markdown como contenido de una plantilla'),
          body: UploadMdBody,
          response: answers({ 200: UploadMdAnswer }),
        },
      },
      (request) => uploadMarkdown(ports, principalOf(request), request.body),
    );
  };
}
