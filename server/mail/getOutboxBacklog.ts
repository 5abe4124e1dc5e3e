import { sql } from 'kysely';
import type { Db } from '../db/Database';

export interface OutboxBacklog {
  /** Mails not yet sent nor given up. */
  pending: number;
  /** Age of the oldest of them, in seconds; 0 when none. */
  oldestPendingSeconds: number;
}

// The mail waiting in the outbox: what /health and /metrics show when SMTP is down. Reads only
// the rows of the partial index on unsent mail, so it stays cheap as sent mail accumulates.
export async function getOutboxBacklog(db: Db, now: Date): Promise<OutboxBacklog> {
  const { rows } = await sql<{ pending: string; oldest: Date | null }>`
    select count(*) as pending, min(created_at) as oldest
    from mail_outbox where sent_at is null and failed_at is null`.execute(db);
  const row = rows[0];
  const oldest = row?.oldest ? new Date(row.oldest) : null;
  return {
    pending: Number(row?.pending ?? 0),
    oldestPendingSeconds: oldest
      ? Math.max(0, Math.round((now.getTime() - oldest.getTime()) / 1000))
      : 0,
  };
}
