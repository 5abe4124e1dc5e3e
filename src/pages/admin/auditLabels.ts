import { formatNumberAs } from '@engine/index';
import type { AuditEvent } from '@schemas/auditEvents';

// What each audit event means, as the admin reads it in the Auditoría tab. Typed by the list the
// server records from, so a new event does not compile until it is named here.
export const auditEventLabels: Record<AuditEvent, string> = {
  register: 'Registro de cuenta',
  email_verified: 'Correo verificado',
  login: 'Inicio de sesión',
  login_failed: 'Inicio de sesión fallido',
  login_refused: 'Inicio de sesión rechazado',
  two_factor_failed: 'Código de verificación incorrecto',
  two_factor_enabled: 'Verificación en dos pasos activada',
  two_factor_disabled: 'Verificación en dos pasos desactivada',
  two_factor_required_for_operators: 'Verificación en dos pasos exigida a los operadores',
  logout: 'Cierre de sesión',
  sessions_ended: 'Sesiones cerradas',
  refresh_reuse_detected: 'Reutilización de sesión detectada',
  password_changed: 'Contraseña cambiada',
  password_reset_requested: 'Restablecimiento de contraseña solicitado',
  password_reset: 'Contraseña restablecida',
  sign_in_link_sent: 'Enlace de acceso enviado',
  sign_in_link_used: 'Entrada con enlace de acceso',
  profile_updated: 'Perfil actualizado',
  account_deactivated: 'Cuenta desactivada',
  account_reactivated: 'Cuenta reactivada',
  account_exported: 'Datos de la cuenta descargados',
  account_deletion_requested: 'Eliminación de la cuenta solicitada',
  account_deletion_canceled: 'Eliminación de la cuenta cancelada',
  account_purged: 'Cuenta eliminada definitivamente',
  operator_created: 'Operador creado',
  operator_updated: 'Operador actualizado',
  operator_disabled: 'Operador desactivado',
  operator_enabled: 'Operador activado',
  workspace_created: 'Workspace creado',
  workspace_renamed: 'Workspace renombrado',
  workspace_deleted: 'Workspace eliminado',
  document_created: 'Documento creado',
  document_deleted: 'Documento eliminado',
  document_moved: 'Documento movido',
  document_published: 'Documento publicado',
  share_link_created: 'Enlace para compartir creado',
  share_link_revoked: 'Enlace para compartir revocado',
  guest_submission_received: 'Respuestas de un cliente recibidas',
  template_created: 'Plantilla creada',
  template_deleted: 'Plantilla eliminada',
  clause_created: 'Cláusula guardada',
  clause_deleted: 'Cláusula eliminada',
  template_selected: 'Plantilla seleccionada',
  checkout_opened: 'Pago iniciado',
  payment_succeeded: 'Pago aprobado',
  payment_failed: 'Pago fallido',
  payment_notification: 'Notificación de la pasarela de pago',
  subscription_started: 'Suscripción iniciada',
  subscription_renewed: 'Suscripción renovada',
  subscription_upgraded: 'Plan mejorado',
  subscription_downgrade_scheduled: 'Cambio a un plan menor programado',
  subscription_downgraded: 'Cambio a un plan menor',
  subscription_cancel_scheduled: 'Cancelación programada',
  subscription_resumed: 'Suscripción reanudada',
  subscription_canceled: 'Suscripción cancelada',
  subscription_payment_failed: 'Cobro de la suscripción fallido',
  subscription_restored: 'Suscripción restablecida',
  plan_changed: 'Plan cambiado',
  card_saved: 'Tarjeta guardada',
  card_deleted: 'Tarjeta eliminada',
  card_update_link_sent: 'Enlace para actualizar la tarjeta enviado',
  donation_code_created: 'Código de donación creado',
  donation_code_expired: 'Código de donación vencido',
  donation_code_reactivated: 'Código de donación reactivado',
  donation_code_redeemed: 'Código de donación canjeado',
  user_disabled: 'Usuario desactivado',
  user_enabled: 'Usuario activado',
  document_disabled: 'Documento desactivado',
  document_enabled: 'Documento activado',
  faq_created: 'Pregunta frecuente creada',
  faq_updated: 'Pregunta frecuente actualizada',
  faq_deleted: 'Pregunta frecuente eliminada',
  faq_reordered: 'Preguntas frecuentes reordenadas',
  integration_token_issued: 'Token de integración emitido',
  integration_token_used: 'Token de integración usado (primer uso del día)',
  integration_token_revoked: 'Token de integración revocado',
  integration_device_denied: 'Conexión de complemento rechazada',
};

// The Spanish name of an event; an event this build does not know (an older or newer server)
// shows as recorded.
export function auditEventLabel(event: string): string {
  return Object.hasOwn(auditEventLabels, event) ? auditEventLabels[event as AuditEvent] : event;
}

// The detail fields the server records, named for a person. Others show under their own key.
const detailLabels: Record<string, string> = {
  documentId: 'Documento (id)',
  documentsIds: 'Documentos (id)',
  name: 'Nombre',
  email: 'Correo',
  via: 'Por medio de',
  reason: 'Motivo',
  fields: 'Campos',
  workspaceId: 'Workspace (id)',
  from: 'Antes',
  to: 'Después',
  templateId: 'Plantilla (id)',
  type: 'Tipo',
  linkId: 'Enlace (id)',
  sessionId: 'Sesión (id)',
  tokenId: 'Token de integración (id)',
  client: 'Aplicación',
  scopes: 'Permisos',
  route: 'Llamada',
  donatedAccountId: 'Cuenta beneficiada (id)',
  plan: 'Plan',
  code: 'Código',
  at: 'Fecha',
  notificationId: 'Notificación (id)',
  applied: 'Aplicada',
  checkoutId: 'Pago (id)',
  purpose: 'Propósito',
  amountCents: 'Importe',
  brand: 'Marca',
  last4: 'Últimos 4 dígitos',
};

export interface AuditDetail {
  label: string;
  value: string;
}

// An entry's details as label and value pairs, in the order recorded.
export function describeAuditDetails(details: Record<string, unknown>): AuditDetail[] {
  return Object.entries(details).map(([key, value]) => ({
    label: Object.hasOwn(detailLabels, key) ? (detailLabels[key] as string) : key,
    value: describeValue(key, value),
  }));
}

function describeValue(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (key === 'amountCents' && typeof value === 'number') return formatNumberAs('usd', value / 100);
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map(String).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
