import { sql } from 'kysely';
import type { Db } from '../db/Database';

export interface OutboxBacklog {
  /** Mails not yet sent nor given up. */
  pending: number;
  /** Age of the oldest of them, in seconds; 0 when none. */
  oldestPendingSeconds: number;
  /** Mails given up (the receiving server refused them for good). */
  failed: number;
}

// The mail waiting in the outbox: what /health and /metrics show when SMTP is down. Reads only
// the rows of the partial indexes on unsent and failed mail, so it stays cheap as sent mail
// accumulates.
export async function getOutboxBacklog(db: Db, now: Date): Promise<OutboxBacklog> {
  const { rows } = await sql<{ pending: string; oldest: Date | null; failed: string }>`
    select
      (select count(*) from mail_outbox where sent_at is null and failed_at is null) as pending,
      (select min(created_at) from mail_outbox
        where sent_at is null and failed_at is null) as oldest,
      (select count(*) from mail_outbox where failed_at is not null) as failed`.execute(db);
  const row = rows[0];
  const oldest = row?.oldest ? new Date(row.oldest) : null;
  return {
    failed: Number(row?.failed ?? 0),
    pending: Number(row?.pending ?? 0),
    oldestPendingSeconds: oldest
      ? Math.max(0, Math.round((now.getTime() - oldest.getTime()) / 1000))
      : 0,
  };
}
