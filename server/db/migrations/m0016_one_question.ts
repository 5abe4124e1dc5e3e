import { type Kysely, sql } from 'kysely';

// "Una pregunta a la vez": a per-document setting of how guests answer (one question per screen
// instead of one page). Off by default. SQL valid on PostgreSQL 15 and PGlite.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table documents add column one_question boolean not null default false`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table documents drop column one_question`.execute(db);
}
