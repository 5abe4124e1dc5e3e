import { type Kysely, sql } from 'kysely';

// Where every generated document came from, template versions, and document sets. SQL valid on
// PostgreSQL 15 and PGlite; account_id on every row scopes each lookup in the query itself, and a
// document's deletion cascades to all of it.
//
// - template_versions: the content of every version a rich template had (a snapshot written in
//   the transaction of each create and content edit), so a generated file can name the version
//   it came from and a regeneration can show what changed. An uploaded Word template is
//   immutable: its row is its only version (1). Versions outlive their template's deletion (the
//   history of the documents made from it), not the document's.
// - generations: one request that produced files (a document, or a set), with the answers it
//   used sealed under the account's key (a regeneration reuses them), their keyed fingerprint,
//   the interview it validated against (published version or the draft's own version), who asked
//   (a guest link, a signed-in user, an API token) and the generation it regenerates.
// - generated_files gain their generation, template version and name, and two fingerprints for
//   verification: sha256 of the bytes and sha256 of the text a person reads in them.
// - document_set_members: the templates a document generates together, in order, each with an
//   optional condition (the builder's statement, stored as data like a page's).
const statements = [
  sql`create table template_versions (
    template_id uuid not null,
    version integer not null check (version >= 1),
    account_id uuid not null references accounts (id),
    document_id uuid not null references documents (id) on delete cascade,
    name text not null,
    content jsonb not null,
    created_by uuid references users (id) on delete set null,
    created_at timestamptz not null,
    primary key (template_id, version)
  )`,
  sql`insert into template_versions
    (template_id, version, account_id, document_id, name, content, created_by, created_at)
    select id, version, account_id, document_id, name, content, created_by, updated_at
    from templates`,
  sql`create table generations (
    id uuid primary key,
    account_id uuid not null references accounts (id),
    document_id uuid not null references documents (id) on delete cascade,
    answers jsonb not null,
    answers_hash text not null,
    interview_source text not null check (interview_source in ('published', 'draft')),
    interview_version integer not null check (interview_version >= 1),
    published_version_id uuid references published_versions (id) on delete set null,
    generated_by text not null check (generated_by in ('guest', 'user', 'token')),
    user_id uuid references users (id) on delete set null,
    guest_ref text,
    token_id text,
    regenerated_from uuid references generations (id) on delete set null,
    created_at timestamptz not null
  )`,
  sql`create index generations_document_idx on generations (document_id, created_at)`,
  sql`alter table generated_files add column generation_id uuid
    references generations (id) on delete cascade`,
  sql`alter table generated_files add column template_version integer`,
  sql`alter table generated_files add column template_name text`,
  sql`alter table generated_files add column content_hash text`,
  sql`alter table generated_files add column text_hash text`,
  sql`create index generated_files_content_idx on generated_files (account_id, content_hash)`,
  sql`create index generated_files_generation_idx on generated_files (generation_id)`,
  sql`create table document_set_members (
    document_id uuid not null references documents (id) on delete cascade,
    account_id uuid not null references accounts (id),
    template_id uuid not null,
    template_kind text not null check (template_kind in ('word', 'rich')),
    position integer not null check (position >= 1),
    statement jsonb,
    primary key (document_id, template_id)
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table document_set_members`.execute(db);
  for (const column of [
    'generation_id',
    'template_version',
    'template_name',
    'content_hash',
    'text_hash',
  ]) {
    await sql`alter table generated_files drop column ${sql.ref(column)}`.execute(db);
  }
  await sql`drop table generations`.execute(db);
  await sql`drop table template_versions`.execute(db);
}
