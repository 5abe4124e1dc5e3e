import { type Kysely, sql } from 'kysely';

// Calculations and validation rules are elements (schemas/questionType.ts `elementTypes`): their
// settings, formula included, are stored as JSON on the element (schemas/formula.ts). Null for
// every other element type. SQL valid on PostgreSQL 15 and PGlite.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table elements add column calculation jsonb`.execute(db);
  await sql`alter table elements add column validation_rule jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table elements drop column validation_rule`.execute(db);
  await sql`alter table elements drop column calculation`.execute(db);
}
