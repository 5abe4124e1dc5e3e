import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, principalOf } from '../auth/authenticate';
import { answerStaleVersions } from '../documents/http/answerStaleVersions';
import { refuseUnstorableText } from '../documents/http/refuseUnstorableText';
import type { Ports } from '../ports/Ports';
import { createTemplate } from '../templates/createTemplate';
import { deleteTemplate } from '../templates/deleteTemplate';
import { getTemplate, getTemplates } from '../templates/getTemplate';
import { saveSelectedTemplate } from '../templates/saveSelectedTemplate';
import { updateTemplate } from '../templates/updateTemplate';
import { uploadMarkdown } from '../templates/uploadMarkdown';
import { defineRoutes } from './defineRoutes';
import { originOf } from './routeHelpers';

// Rich-text templates: documents/createTemp, updateTemp, deleteTemplate,
// saveSelectedTemp, {storage}/uploadMd, and the template editor's two reads. Same validation,
// unstorable-text refusal and stale-version answers as the documents calls; every lookup is
// scoped to the caller's account. See ARCHITECTURE.md, "Templates".
export function templateRoutes(ports: Ports): FastifyPluginAsyncTypebox {
  return async (app) => {
    const serve = defineRoutes(app);
    answerStaleVersions(app);
    refuseUnstorableText(app);
    const signedIn = authenticate(ports);

    serve(
      'POST documents/createTemp',
      {
        preHandler: signedIn,
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await createTemplate(ports, principalOf(request), request.body, originOf(request))),
    );

    serve(
      'POST documents/updateTemp',
      {
        preHandler: signedIn,
      },
      (request) => updateTemplate(ports, principalOf(request), request.body),
    );

    serve(
      'DELETE documents/deleteTemplate',
      {
        preHandler: signedIn,
      },
      (request) => deleteTemplate(ports, principalOf(request), request.body, originOf(request)),
    );

    serve(
      'POST documents/saveSelectedTemp',
      {
        preHandler: signedIn,
      },
      (request) =>
        saveSelectedTemplate(ports, principalOf(request), request.body, originOf(request)),
    );

    serve(
      'GET documents/getTemplate/:templateId',
      {
        preHandler: signedIn,
      },
      (request) => getTemplate(ports, principalOf(request), request.params.templateId),
    );

    serve(
      'GET documents/getTemplates/:documentId',
      {
        preHandler: signedIn,
      },
      (request) => getTemplates(ports, principalOf(request), request.params.documentId),
    );

    serve(
      'POST storage/uploadMd',
      {
        preHandler: signedIn,
      },
      (request) => uploadMarkdown(ports, principalOf(request), request.body),
    );
  };
}
