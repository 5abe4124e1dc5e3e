import { type Kysely, sql } from 'kysely';

// A generation's files keep the order of its set (contract, annex, cover letter…): the ZIP, the
// merged PDF's bookmarks and a regeneration list them in that order. Null on older files (one
// template each).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table generated_files add column set_position integer`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table generated_files drop column set_position`.execute(db);
}
