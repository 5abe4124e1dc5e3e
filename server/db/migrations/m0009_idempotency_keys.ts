import { type Kysely, sql } from 'kysely';

// Idempotency-Key answers (server/idempotency/): one row per caller and key, so a call retried
// after a timeout replays its first answer instead of doing the work twice, across instances and
// restarts. SQL valid on PostgreSQL 15 and on PGlite.
const statements = [
  sql`create table idempotency_keys (
    scope text not null,
    key text not null,
    request_hash text not null,
    status text not null check (status in ('processing', 'done')),
    locked_until timestamptz,
    response_status integer,
    response_type text,
    response_body text,
    created_at timestamptz not null,
    expires_at timestamptz not null,
    primary key (scope, key)
  )`,
  sql`create index idempotency_keys_expires_idx on idempotency_keys (expires_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table idempotency_keys`.execute(db);
}
