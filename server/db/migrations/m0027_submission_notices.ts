import { type Kysely, sql } from 'kysely';

// A submission's notice to the lawyer is now sent by a job that gathers every submission not yet
// noticed (one mail for a burst of them): `noticed_at` marks the ones already told. Submissions
// made before this migration were each mailed when they arrived.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table guest_submissions add column noticed_at timestamptz`.execute(db);
  await sql`update guest_submissions set noticed_at = submitted_at`.execute(db);
  await sql`create index guest_submissions_unnoticed_idx on guest_submissions (document_id)
    where noticed_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index guest_submissions_unnoticed_idx`.execute(db);
  await sql`alter table guest_submissions drop column noticed_at`.execute(db);
}
