import type { Db } from '../db/Database';
import type { Ports, RequestOrigin } from '../ports/Ports';

export type AuditEvent =
  | 'register'
  | 'email_verified'
  | 'login'
  | 'login_failed'
  | 'login_refused'
  | 'logout'
  | 'sessions_ended'
  | 'refresh_reuse_detected'
  | 'password_changed'
  | 'password_reset_requested'
  | 'password_reset'
  | 'profile_updated'
  | 'account_deactivated'
  | 'account_reactivated'
  | 'operator_created'
  | 'operator_updated'
  | 'operator_disabled'
  | 'operator_enabled'
  | 'workspace_created'
  | 'workspace_renamed'
  | 'workspace_deleted'
  | 'document_created'
  | 'document_deleted'
  | 'document_moved'
  // Publishing, share links and guests (server/publishing, server/shareLinks, server/guests).
  | 'document_published'
  | 'share_link_created'
  | 'share_link_revoked'
  | 'guest_submission_received'
  // Rich templates (server/templates).
  | 'template_created'
  | 'template_deleted'
  | 'template_selected'
  // Payments (server/payments).
  | 'checkout_opened'
  | 'payment_succeeded'
  | 'payment_failed'
  | 'payment_notification'
  | 'subscription_started'
  | 'subscription_renewed'
  | 'subscription_upgraded'
  | 'subscription_downgrade_scheduled'
  | 'subscription_downgraded'
  | 'subscription_cancel_scheduled'
  | 'subscription_resumed'
  | 'subscription_canceled'
  | 'subscription_payment_failed'
  | 'subscription_restored'
  | 'plan_changed'
  | 'card_saved'
  | 'card_deleted'
  | 'card_update_link_sent'
  // Donation codes (server/donations).
  | 'donation_code_created'
  | 'donation_code_expired'
  | 'donation_code_reactivated'
  | 'donation_code_redeemed'
  // Administration (server/admin).
  | 'user_disabled'
  | 'user_enabled'
  | 'document_disabled'
  | 'document_enabled'
  | 'faq_created'
  | 'faq_updated'
  | 'faq_deleted'
  | 'faq_reordered';

export interface AuditEntry {
  event: AuditEvent;
  accountId: string | null;
  actorUserId: string | null;
  subjectUserId: string | null;
  origin: RequestOrigin | null;
  details?: Record<string, unknown>;
}

// Account events a lawyer may need to trace (who did what, when, from where). Written inside the
// service's transaction, so an audit entry exists exactly when its change does.
export async function recordAudit(
  db: Db,
  ports: Pick<Ports, 'clock' | 'random'>,
  entry: AuditEntry,
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      id: ports.random.uuid(),
      at: ports.clock.now(),
      event: entry.event,
      account_id: entry.accountId,
      actor_user_id: entry.actorUserId,
      subject_user_id: entry.subjectUserId,
      ip: entry.origin?.ip ?? null,
      details: JSON.stringify(entry.details ?? {}),
    })
    .execute();
}
