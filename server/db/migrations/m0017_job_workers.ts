import { type Kysely, sql } from 'kysely';

// The job queue (server/jobs/). Background work lives in pg-boss's own tables (schema `pgboss`,
// created by pg-boss itself); this is what it does not keep:
// - `job_workers`: every process that runs job workers says it is alive every few seconds and
//   how many jobs of each queue it can run at once. The sum over live processes is the
//   cluster's capacity (a firm's share of the PDF converters is bounded by it), and a job held
//   by a process that stopped saying so is handed to another at once. Heartbeats are written
//   with the database's clock, the one pg-boss schedules by, so processes on machines whose
//   clocks differ agree.
// - The mail outbox's lease column goes: a mail's delivery is a job now (the outbox row stays
//   the record of the mail, and the job carries only its id).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table job_workers (
    id uuid primary key,
    role text not null,
    host text not null,
    pid integer not null,
    slots jsonb not null,
    started_at timestamptz not null,
    seen_at timestamptz not null
  )`.execute(db);
  await sql`alter table mail_outbox drop column locked_until`.execute(db);
  await sql`alter table mail_outbox add column account_id uuid`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table mail_outbox drop column account_id`.execute(db);
  await sql`alter table mail_outbox add column locked_until timestamptz`.execute(db);
  await sql`drop table job_workers`.execute(db);
}
