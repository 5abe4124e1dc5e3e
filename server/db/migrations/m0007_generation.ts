import { type Kysely, sql } from 'kysely';

// Uploaded Word templates, generated files and their download links. SQL valid on PostgreSQL 15
// and on PGlite. account_id is repeated on every row so each lookup is scoped to the caller's
// account in the query itself; deleting a document cascades to its templates, files and links
// (the stored bytes are removed by the services that delete, or stay like unused images).
const statements = [
  sql`create table word_templates (
    id uuid primary key,
    account_id uuid not null references accounts (id),
    document_id uuid not null references documents (id) on delete cascade,
    name text not null,
    storage_key text not null unique,
    size_bytes integer not null check (size_bytes >= 0),
    placeholders jsonb not null default '[]',
    warnings jsonb not null default '[]',
    uploaded_by uuid references users (id),
    created_at timestamptz not null
  )`,
  sql`create index word_templates_document_idx on word_templates (document_id, created_at)`,
  sql`create table generated_files (
    id uuid primary key,
    account_id uuid not null references accounts (id),
    document_id uuid not null references documents (id) on delete cascade,
    template_id uuid not null,
    template_kind text not null check (template_kind in ('word', 'rich')),
    format text not null check (format in ('docx', 'pdf')),
    name text not null,
    storage_key text not null unique,
    size_bytes integer not null check (size_bytes >= 0),
    created_by uuid references users (id),
    guest_ref text,
    created_at timestamptz not null
  )`,
  sql`create index generated_files_document_idx on generated_files (document_id, created_at)`,
  sql`create table file_links (
    token_hash text primary key,
    file_id uuid not null references generated_files (id) on delete cascade,
    created_at timestamptz not null,
    expires_at timestamptz not null
  )`,
  sql`create index file_links_expiry_idx on file_links (expires_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['file_links', 'generated_files', 'word_templates']) {
    await sql`drop table ${sql.table(table)}`.execute(db);
  }
}
