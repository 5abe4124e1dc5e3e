import type { AuditEvent } from '@schemas/auditEvents';
import type { Db } from '../db/Database';
import type { Ports, RequestOrigin } from '../ports/Ports';

export type { AuditEvent };

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
