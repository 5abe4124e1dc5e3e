import { type Kysely, sql } from 'kysely';

// Each account's data key, only ever stored wrapped by a master key (server/crypto/). `key_id`
// names the master key that wraps it, so a rotation can rewrap row by row and a server given
// both keys opens either.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table account_keys (
    account_id uuid primary key references accounts (id) on delete cascade,
    key_id text not null,
    wrapped_key text not null,
    created_at timestamptz not null
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table account_keys`.execute(db);
}
