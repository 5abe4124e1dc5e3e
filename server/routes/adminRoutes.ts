import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listFailedJobs, retryFailedJob } from '../admin/failedJobs';
import { listAuditLog } from '../admin/listAuditLog';
import { requireAdmin } from '../admin/requireAdmin';
import { searchDocuments } from '../admin/searchDocuments';
import { searchUsers } from '../admin/searchUsers';
import { setDocumentDisabled } from '../admin/setDocumentDisabled';
import { setUserDisabled } from '../admin/setUserDisabled';
import { principalOf } from '../auth/authenticate';
import { createFaq, deleteFaq, reorderFaqs, updateFaq } from '../faq/writeFaqs';
import type { Ports } from '../ports/Ports';
import { defineRoutes } from './defineRoutes';
import { originOf } from './routeHelpers';

// The administration calls (role admin): the spec's FAQ writes and our admin/* calls for
// users, documents and the audit log. To anyone else they are a missing route (requireAdmin).
export function adminRoutes(ports: Ports): FastifyPluginAsyncTypebox {
  return async (app) => {
    const serve = defineRoutes(app);
    const preHandler = requireAdmin(ports);
    const audit = (request: Parameters<typeof principalOf>[0]) => ({
      admin: principalOf(request),
      origin: originOf(request),
    });

    serve(
      'POST faq/createFaq',
      {
        preHandler,
      },
      async (request, reply) =>
        reply.code(201).send(await createFaq(ports, request.body, audit(request))),
    );

    serve(
      'POST faq/updateFaq',
      {
        preHandler,
      },
      (request) => updateFaq(ports, request.body, audit(request)),
    );

    serve(
      'DELETE faq/deleteFaq',
      {
        preHandler,
      },
      (request) => deleteFaq(ports, request.body.faq_id, audit(request)),
    );

    serve(
      'POST faq/reorderFaq',
      {
        preHandler,
      },
      (request) => reorderFaqs(ports, request.body, audit(request)),
    );

    serve(
      'GET admin/users',
      {
        preHandler,
      },
      (request) => searchUsers(ports, request.query),
    );

    for (const [key, disabled] of [
      ['POST admin/disableUser', true],
      ['POST admin/enableUser', false],
    ] as const) {
      serve(key, { preHandler }, (request) =>
        setUserDisabled(
          ports,
          principalOf(request),
          request.body.userId,
          disabled,
          originOf(request),
        ),
      );
    }

    serve(
      'GET admin/documents',
      {
        preHandler,
      },
      (request) => searchDocuments(ports, request.query),
    );

    for (const [key, disabled] of [
      ['POST admin/disableDocument', true],
      ['POST admin/enableDocument', false],
    ] as const) {
      serve(key, { preHandler }, (request) =>
        setDocumentDisabled(
          ports,
          principalOf(request),
          request.body.documentId,
          disabled,
          originOf(request),
        ),
      );
    }

    serve(
      'GET admin/audit',
      {
        preHandler,
      },
      (request) => listAuditLog(ports, request.query),
    );

    serve(
      'GET admin/jobs/failed',
      {
        preHandler,
      },
      () => listFailedJobs(ports),
    );

    serve(
      'POST admin/jobs/retry',
      {
        preHandler,
      },
      (request) => retryFailedJob(ports, request.body),
    );
  };
}
