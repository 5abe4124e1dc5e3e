import { type Kysely, sql } from 'kysely';

// Two-factor sign-in (server/twoFactor/). The TOTP secret is stored sealed with the account's
// data key; `totp_last_step` is the last time step accepted, so a code is never accepted twice.
// Recovery codes are stored as SHA-256 hashes, each usable once. An account owner may require a
// second factor of the account's operators.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users
    add column totp_secret text,
    add column totp_pending text,
    add column totp_enabled_at timestamptz,
    add column totp_last_step bigint`.execute(db);
  await sql`alter table accounts
    add column operators_need_two_factor boolean not null default false`.execute(db);
  await sql`create table recovery_codes (
    id uuid primary key,
    user_id uuid not null references users (id) on delete cascade,
    code_hash text not null,
    used_at timestamptz,
    created_at timestamptz not null
  )`.execute(db);
  await sql`create index recovery_codes_user on recovery_codes (user_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table recovery_codes`.execute(db);
  await sql`alter table accounts drop column operators_need_two_factor`.execute(db);
  await sql`alter table users drop column totp_secret, drop column totp_pending,
    drop column totp_enabled_at, drop column totp_last_step`.execute(db);
}
