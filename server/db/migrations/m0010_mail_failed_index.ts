import { type Kysely, sql } from 'kysely';

// /health and /metrics count the mails given up; sent mail accumulates for ever, so the count
// reads a partial index instead of the table.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index mail_outbox_failed_idx on mail_outbox (failed_at)
    where failed_at is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index mail_outbox_failed_idx`.execute(db);
}
