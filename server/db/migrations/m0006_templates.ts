import { type Kysely, sql } from 'kysely';

// Rich-text templates of a document, and the template a document generates. SQL valid on
// PostgreSQL 15 and PGlite. (Migration 0004 has no templates table; this adds it.)
//
// - A template carries account_id next to document_id; the composite foreign key keeps them
//   consistent (a template is always in its document's account) and cascades a document's
//   deletion to its templates.
// - `version` is the template's own optimistic-concurrency counter (see schemas/api/templates.ts).
// - documents.general_selected_temp is the spec's generalSelectedTemp: the id of a rich template
//   (this table) or of a Word template (word_templates), told apart by general_selected_kind. No
//   foreign key can point at either table, so deleting the selected template clears it in the
//   same transaction.
const statements = [
  sql`alter table documents add constraint documents_id_account_key unique (id, account_id)`,
  sql`create table templates (
    id uuid primary key,
    account_id uuid not null references accounts (id),
    document_id uuid not null,
    name text not null,
    template_date timestamptz not null,
    content jsonb not null,
    version integer not null default 1 check (version >= 1),
    created_by uuid references users (id),
    created_at timestamptz not null,
    updated_at timestamptz not null,
    foreign key (document_id, account_id) references documents (id, account_id) on delete cascade
  )`,
  sql`create index templates_document_idx on templates (document_id, created_at)`,
  sql`alter table documents add column general_selected_temp uuid`,
  sql`alter table documents add column general_selected_kind text
    check (general_selected_kind in ('rich', 'word'))`,
  sql`alter table documents add constraint documents_selected_kind_check
    check ((general_selected_temp is null) = (general_selected_kind is null))`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table documents drop constraint documents_selected_kind_check`.execute(db);
  await sql`alter table documents drop column general_selected_kind`.execute(db);
  await sql`alter table documents drop column general_selected_temp`.execute(db);
  await sql`drop table templates`.execute(db);
  await sql`alter table documents drop constraint documents_id_account_key`.execute(db);
}
