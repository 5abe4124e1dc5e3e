import { type Kysely, sql } from 'kysely';

// Integration tokens (server/integrations/). A token is stored only as the SHA-256 of its 256
// random bits; `prefix` keeps its first characters so a person can recognise it in a list.
// Device authorizations are the add-ins' pending connections (RFC 8628): the device code is
// stored hashed too, the short user code in clear (it is typed by a person and lives 10 minutes).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table integration_tokens (
    id uuid primary key,
    account_id uuid not null references accounts (id) on delete cascade,
    user_id uuid not null references users (id) on delete cascade,
    token_hash text not null unique,
    prefix text not null,
    kind text not null check (kind in ('device', 'personal')),
    name text not null,
    client text,
    scopes text not null,
    lifetime_days integer not null check (lifetime_days > 0),
    created_at timestamptz not null,
    created_ip text,
    created_user_agent text,
    expires_at timestamptz not null,
    last_used_at timestamptz,
    revoked_at timestamptz
  )`.execute(db);
  await sql`create index integration_tokens_user_idx on integration_tokens (user_id)
    where revoked_at is null`.execute(db);
  await sql`create table device_authorizations (
    id uuid primary key,
    device_code_hash text not null unique,
    user_code text not null unique,
    client text not null,
    scopes text not null,
    status text not null check (status in ('pending', 'approved', 'denied', 'used')),
    created_at timestamptz not null,
    expires_at timestamptz not null,
    ip text,
    user_agent text,
    user_id uuid references users (id) on delete cascade,
    account_id uuid references accounts (id) on delete cascade,
    decided_at timestamptz,
    last_polled_at timestamptz
  )`.execute(db);
  await sql`create index device_authorizations_expires_idx on device_authorizations (expires_at)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table device_authorizations`.execute(db);
  await sql`drop table integration_tokens`.execute(db);
}
