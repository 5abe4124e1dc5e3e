import { type Kysely, sql } from 'kysely';

// «Mostrar el documento al cliente mientras responde»: a share link may show its guest the
// document beside the questions. Off for every existing link: nothing a lawyer did not choose
// starts reaching guests.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table share_links add column show_document boolean not null default false`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table share_links drop column show_document`.execute(db);
}
