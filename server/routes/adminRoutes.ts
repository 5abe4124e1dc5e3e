import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminDocument,
  AdminDocumentBody,
  AdminDocumentsAnswer,
  AdminSearchQuery,
  AdminUser,
  AdminUserBody,
  AdminUsersAnswer,
  AuditAnswer,
  AuditQuery,
  CreateFaqBody,
  DeleteFaqBody,
  FailedJobsAnswer,
  ReorderFaqBody,
  RetryJobBody,
  UpdateFaqBody,
} from '@schemas/api/admin';
import { FaqAnswer } from '@schemas/api/faq';
import Type from 'typebox';
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
import { originOf, withErrors } from './routeHelpers';

// The administration calls (role admin): the spec's FAQ writes and our admin/* calls for
// users, documents and the audit log. To anyone else they are a missing route (requireAdmin).
export function adminRoutes(ports: Ports): FastifyPluginAsyncTypebox {
  return async (app) => {
    const tags = ['administración'];
    const security = [{ bearer: [] }];
    const preHandler = requireAdmin(ports);
    const audit = (request: Parameters<typeof principalOf>[0]) => ({
      admin: principalOf(request),
      origin: originOf(request),
    });

    app.post(
      '/faq/createFaq',
      {
        preHandler,
        schema: {
          tags,
          summary: 'Crear una pregunta frecuente en una posición',
          security,
          body: CreateFaqBody,
          response: withErrors({ 201: FaqAnswer }),
        },
      },
      async (request, reply) =>
        reply.code(201).send(await createFaq(ports, request.body, audit(request))),
    );

    app.post(
      '/faq/updateFaq',
      {
        preHandler,
        schema: {
          tags,
          summary: 'Editar o mover una pregunta frecuente',
          security,
          body: UpdateFaqBody,
          response: withErrors({ 200: FaqAnswer }),
        },
      },
      (request) => updateFaq(ports, request.body, audit(request)),
    );

    app.delete(
      '/faq/deleteFaq',
      {
        preHandler,
        schema: {
          tags,
          summary: 'Eliminar una pregunta frecuente',
          security,
          body: DeleteFaqBody,
          response: withErrors({ 200: FaqAnswer }),
        },
      },
      (request) => deleteFaq(ports, request.body.faq_id, audit(request)),
    );

    app.post(
      '/faq/reorderFaq',
      {
        preHandler,
        schema: {
          tags,
          summary: 'Ordenar las preguntas frecuentes',
          security,
          body: ReorderFaqBody,
          response: withErrors({ 200: FaqAnswer }),
        },
      },
      (request) => reorderFaqs(ports, request.body, audit(request)),
    );

    app.get(
      '/admin/users',
      {
        preHandler,
        schema: {
          tags,
          summary: 'Buscar usuarios de todas las cuentas',
          security,
          querystring: AdminSearchQuery,
          response: withErrors({ 200: AdminUsersAnswer }),
        },
      },
      (request) => searchUsers(ports, request.query),
    );

    for (const [path, disabled, summary] of [
      ['/admin/disableUser', true, 'Desactivar un usuario'],
      ['/admin/enableUser', false, 'Activar un usuario desactivado'],
    ] as const) {
      app.post(
        path,
        {
          preHandler,
          schema: {
            tags,
            summary,
            security,
            body: AdminUserBody,
            response: withErrors({ 200: AdminUser }),
          },
        },
        (request) =>
          setUserDisabled(
            ports,
            principalOf(request),
            request.body.userId,
            disabled,
            originOf(request),
          ),
      );
    }

    app.get(
      '/admin/documents',
      {
        preHandler,
        schema: {
          tags,
          summary: 'Buscar documentos de todas las cuentas',
          security,
          querystring: AdminSearchQuery,
          response: withErrors({ 200: AdminDocumentsAnswer }),
        },
      },
      (request) => searchDocuments(ports, request.query),
    );

    for (const [path, disabled, summary] of [
      ['/admin/disableDocument', true, 'Desactivar un documento (no se puede generar)'],
      ['/admin/enableDocument', false, 'Activar un documento desactivado'],
    ] as const) {
      app.post(
        path,
        {
          preHandler,
          schema: {
            tags,
            summary,
            security,
            body: AdminDocumentBody,
            response: withErrors({ 200: AdminDocument }),
          },
        },
        (request) =>
          setDocumentDisabled(
            ports,
            principalOf(request),
            request.body.documentId,
            disabled,
            originOf(request),
          ),
      );
    }

    app.get(
      '/admin/audit',
      {
        preHandler,
        schema: {
          tags,
          summary: 'Registro de auditoría con filtros',
          security,
          querystring: AuditQuery,
          response: withErrors({ 200: AuditAnswer }),
        },
      },
      (request) => listAuditLog(ports, request.query),
    );

    app.get(
      '/admin/jobs/failed',
      {
        preHandler,
        schema: {
          tags,
          summary: 'Trabajos fallidos (correo, PDF, renovaciones…) de la última semana',
          security,
          response: withErrors({ 200: FailedJobsAnswer }),
        },
      },
      () => listFailedJobs(ports),
    );

    app.post(
      '/admin/jobs/retry',
      {
        preHandler,
        schema: {
          tags,
          summary: 'Reintentar un trabajo fallido',
          security,
          body: RetryJobBody,
          response: withErrors({ 200: Type.Object({ retried: Type.Literal(true) }) }),
        },
      },
      (request) => retryFailedJob(ports, request.body),
    );
  };
}
