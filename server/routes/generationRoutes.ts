import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
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
import { defineRoutes } from './defineRoutes';
import { answerPreflight } from './guestRoutes';
import { sendOk } from './routeHelpers';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Word templates, generation and downloads. PDFs are
// converted by the job workers (server/jobs/), wherever they run.
export function generationRoutes(ports: Ports): FastifyPluginAsyncTypebox {
  return async (app) => {
    const serve = defineRoutes(app);
    const signedIn = authenticate(ports);
    const maxBytes = ports.config.generation.templateMaxBytes;
    // Multipart is accepted by this plugin's routes only (its own limits; images keep theirs).
    await app.register(multipart, { limits: { fileSize: maxBytes, files: 1 } });

    serve(
      'POST storage/uploadToS3',
      {
        preHandler: signedIn,
      },
      async (request, reply) => {
        const documentId = documentIdOf(request.query);
        const template = await uploadWordTemplate(ports, principalOf(request), documentId, () =>
          readWordTemplateUpload(request, maxBytes),
        );
        return reply.code(201).send(template);
      },
    );

    serve(
      'POST storage/checkWordTemplate',
      {
        preHandler: signedIn,
      },
      (request) =>
        checkWordTemplateDraft(ports, principalOf(request), documentIdOf(request.query), () =>
          readWordTemplateUpload(request, maxBytes),
        ),
    );

    serve(
      'GET documents/getTemplatesDoc/:documentId',
      {
        preHandler: signedIn,
      },
      (request) => listWordTemplates(ports, principalOf(request), request.params.documentId),
    );

    serve(
      'GET documents/getWordTemplateBody/:templateId',
      {
        preHandler: signedIn,
      },
      (request) => getWordTemplateBody(ports, principalOf(request), request.params.templateId),
    );

    serve(
      'DELETE documents/deleteTemplateDoc',
      {
        preHandler: signedIn,
      },
      (request, reply) =>
        sendOk(reply, deleteWordTemplate(ports, principalOf(request), request.body)),
    );

    serve(
      'POST storage/generateTemp',
      {
        config: { answerFields: ['context'], idempotent: true },
        // Who calls is settled before Idempotency-Key is claimed (its answers are per caller).
        // A guest may call from an embed on a site the link allows (CORS as on the guest calls).
        preHandler: async (request, reply) => {
          if (request.body.tempToken !== undefined) setGuestHeaders(reply, request.headers.origin);
          else await signedIn(request);
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

    serve(
      'GET documents/getGeneratedFiles/:documentId',
      {
        preHandler: signedIn,
      },
      (request) => listGeneratedFiles(ports, principalOf(request), request.params.documentId),
    );

    serve('GET storage/files/:token', {}, async (request, reply) => {
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
    });
  };
}

function documentIdOf(query: unknown): string {
  const documentId = (query as { document_id?: unknown }).document_id;
  if (typeof documentId !== 'string' || !uuidPattern.test(documentId)) {
    throw apiErrors.fieldsInvalid([{ field: 'document_id', message: validationMessages.pattern }]);
  }
  return documentId;
}
