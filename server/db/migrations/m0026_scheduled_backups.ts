import { type Kysely, sql } from 'kysely';

// The scheduled backups of every process that has BACKUP_DIR, recorded where all of them look:
// a process takes a period by adding its run here (under an advisory lock), so a cluster of N
// instances writes one backup per period, not N. A run with neither end is under way (or its
// process died: taken over after a lease); a failed one is tried again an hour later.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table scheduled_backups (
    id uuid primary key,
    started_at timestamptz not null,
    finished_at timestamptz,
    failed_at timestamptz,
    host text not null,
    pid integer not null,
    file text
  )`.execute(db);
  await sql`create index scheduled_backups_started_idx on scheduled_backups (started_at)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table scheduled_backups`.execute(db);
}
