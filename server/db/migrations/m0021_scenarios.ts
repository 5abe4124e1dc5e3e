import { type Kysely, sql } from 'kysely';

// Test scenarios ("Casos de prueba", schemas/api/scenarios.ts): a document's named answer sets
// with the accepted text and the last run. Answers and texts are client data: sealed with the
// account's data key like guests' answers. The account is repeated from the document so every
// query is scoped to it in the query itself; a document's scenarios go with it. SQL valid on
// PostgreSQL 15 and PGlite.
const statements = [
  sql`create table scenarios (
    id uuid primary key,
    account_id uuid not null references accounts (id),
    document_id uuid not null references documents (id) on delete cascade,
    template_id uuid not null,
    name text not null,
    source text not null,
    anonymized boolean not null default false,
    answers jsonb not null,
    expected_text jsonb not null,
    accepted_at timestamptz not null,
    status text not null,
    actual_text jsonb,
    problems jsonb not null default '[]',
    run_document_version integer not null,
    run_template_version integer not null,
    run_at timestamptz not null,
    created_by uuid,
    created_at timestamptz not null,
    unique (document_id, name)
  )`,
  sql`create index scenarios_account_document_idx on scenarios (account_id, document_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table scenarios`.execute(db);
}
