import Type from 'typebox';
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
} from '../admin';
import {
  CreateDonatedAccBody,
  DonatedAccountAnswer,
  DonatedAccountsAnswer,
  DonatedPlanAnswer,
  DonationCodeInfoAnswer,
  SearchDonatedAccOffBody,
  UpdateDonatedAccBody,
  UpdateDonatedAccOffBody,
  UpdateUserProfileOffBody,
} from '../donations';
import { FaqAnswer } from '../faq';
import { defineCalls } from './defineCalls';

const tag = 'administración';

// The administration calls (role admin): to anyone else each is a missing route.
export const adminCalls = defineCalls({
  'POST faq/createFaq': {
    tag,
    summary: 'Crear una pregunta frecuente en una posición',
    security: 'bearer',
    body: CreateFaqBody,
    answers: { 201: FaqAnswer },
  },
  'POST faq/updateFaq': {
    tag,
    summary: 'Editar o mover una pregunta frecuente',
    security: 'bearer',
    body: UpdateFaqBody,
    answers: { 200: FaqAnswer },
  },
  'DELETE faq/deleteFaq': {
    tag,
    summary: 'Eliminar una pregunta frecuente',
    security: 'bearer',
    body: DeleteFaqBody,
    answers: { 200: FaqAnswer },
  },
  'POST faq/reorderFaq': {
    tag,
    summary: 'Ordenar las preguntas frecuentes',
    security: 'bearer',
    body: ReorderFaqBody,
    answers: { 200: FaqAnswer },
  },
  'GET admin/users': {
    tag,
    summary: 'Buscar usuarios de todas las cuentas',
    security: 'bearer',
    query: AdminSearchQuery,
    answers: { 200: AdminUsersAnswer },
  },
  'POST admin/disableUser': {
    tag,
    summary: 'Desactivar un usuario',
    security: 'bearer',
    body: AdminUserBody,
    answers: { 200: AdminUser },
  },
  'POST admin/enableUser': {
    tag,
    summary: 'Activar un usuario desactivado',
    security: 'bearer',
    body: AdminUserBody,
    answers: { 200: AdminUser },
  },
  'GET admin/documents': {
    tag,
    summary: 'Buscar documentos de todas las cuentas',
    security: 'bearer',
    query: AdminSearchQuery,
    answers: { 200: AdminDocumentsAnswer },
  },
  'POST admin/disableDocument': {
    tag,
    summary: 'Desactivar un documento (no se puede generar)',
    security: 'bearer',
    body: AdminDocumentBody,
    answers: { 200: AdminDocument },
  },
  'POST admin/enableDocument': {
    tag,
    summary: 'Activar un documento desactivado',
    security: 'bearer',
    body: AdminDocumentBody,
    answers: { 200: AdminDocument },
  },
  'GET admin/audit': {
    tag,
    summary: 'Registro de auditoría con filtros',
    security: 'bearer',
    query: AuditQuery,
    answers: { 200: AuditAnswer },
  },
  'GET admin/jobs/failed': {
    tag,
    summary: 'Trabajos fallidos (correo, PDF, renovaciones…) de la última semana',
    security: 'bearer',
    answers: { 200: FailedJobsAnswer },
  },
  'POST admin/jobs/retry': {
    tag,
    summary: 'Reintentar un trabajo fallido',
    security: 'bearer',
    body: RetryJobBody,
    answers: { 200: Type.Object({ retried: Type.Literal(true) }) },
  },
});

const donations = 'donaciones';

// Donation codes: creating, listing and expiring them is for administrators; searching is
// public (throttled) and redeeming is the payer's own. Refusals carry the spec's envelope.
export const donationCalls = defineCalls({
  'GET users/getDonatedAccounts': {
    tag: donations,
    summary: 'Códigos de donación (administración)',
    security: 'bearer',
    answers: { 200: DonatedAccountsAnswer },
  },
  'POST users/createDonatedAcc': {
    tag: donations,
    summary: 'Crear un código de donación (administración)',
    security: 'bearer',
    body: CreateDonatedAccBody,
    answers: { 201: DonatedAccountAnswer },
  },
  'POST users/updateDonatedAcc': {
    tag: donations,
    summary: 'Vencer o reactivar un código de donación (administración)',
    security: 'bearer',
    body: UpdateDonatedAccBody,
    answers: { 200: DonatedAccountAnswer },
  },
  'POST users/searchDonatedAccOff': {
    tag: donations,
    summary: 'Consultar un código de donación (sin sesión)',
    body: SearchDonatedAccOffBody,
    answers: { 200: DonationCodeInfoAnswer },
  },
  'POST users/updateDonatedAccOff': {
    tag: donations,
    summary: 'Canjear un código de donación para la propia cuenta',
    security: 'bearer',
    body: UpdateDonatedAccOffBody,
    answers: { 200: DonatedPlanAnswer },
  },
  'POST users/updateUserProfileOff': {
    tag: donations,
    summary: 'Aplicar al perfil el plan del código de donación canjeado',
    security: 'bearer',
    body: UpdateUserProfileOffBody,
    answers: { 200: DonatedPlanAnswer },
  },
});
