import { type Kysely, sql } from 'kysely';

// The clause library: passages of templates saved by name per account, with the questions they
// read as they were in the interview they were saved from (schemas/api/library.ts). SQL valid on
// PostgreSQL 15 and PGlite.
const statements = [
  sql`create table clauses (
    id uuid primary key,
    account_id uuid not null references accounts (id),
    name text not null,
    content jsonb not null,
    variables jsonb not null default '[]',
    unknown_paths jsonb not null default '[]',
    search_text text not null default '',
    created_by uuid references users (id),
    created_at timestamptz not null
  )`,
  sql`create index clauses_account_idx on clauses (account_id, name)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table clauses`.execute(db);
}
