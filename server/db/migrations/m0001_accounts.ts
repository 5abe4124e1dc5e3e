import { type Kysely, sql } from 'kysely';

// Accounts, users, sessions, mail outbox and audit log. Plain SQL valid on PostgreSQL 15 and on
// PGlite (PostgreSQL 18): no uuidv7(), no NULLS NOT DISTINCT, no now() defaults (the Clock
// port writes every timestamp).
const statements = [
  sql`create table plans (
    name_plan text primary key,
    label text not null,
    price_usd integer check (price_usd >= 0),
    description text not null,
    highlighted boolean not null default false,
    documents_limit integer check (documents_limit >= 0),
    creator_accounts integer not null check (creator_accounts >= 0),
    operator_accounts integer not null check (operator_accounts >= 0),
    emails_per_month integer check (emails_per_month >= 0),
    storage_gb integer check (storage_gb >= 0)
  )`,
  sql`create table accounts (
    id uuid primary key,
    name_plan text not null references plans (name_plan),
    created_at timestamptz not null,
    deactivated_at timestamptz
  )`,
  sql`create table users (
    id uuid primary key,
    account_id uuid not null references accounts (id),
    role text not null check (role in ('admin', 'creator', 'operator')),
    email text not null unique check (email = lower(email)),
    password_hash text,
    first_name text not null,
    last_name text not null,
    phone text,
    image_profile_url text,
    email_verified_at timestamptz,
    is_deleted boolean not null default false,
    session_version integer not null default 0,
    created_at timestamptz not null,
    updated_at timestamptz not null
  )`,
  sql`create index users_account_idx on users (account_id, role)`,
  sql`create table sessions (
    id uuid primary key,
    user_id uuid not null references users (id),
    created_at timestamptz not null,
    idle_expires_at timestamptz not null,
    expires_at timestamptz not null,
    revoked_at timestamptz,
    revoked_reason text,
    ip text,
    user_agent text
  )`,
  sql`create index sessions_open_idx on sessions (user_id) where revoked_at is null`,
  sql`create table refresh_tokens (
    token_hash text primary key,
    session_id uuid not null references sessions (id),
    created_at timestamptz not null,
    used_at timestamptz
  )`,
  sql`create index refresh_tokens_session_idx on refresh_tokens (session_id)`,
  sql`create table user_tokens (
    token_hash text primary key,
    user_id uuid not null references users (id),
    purpose text not null check (purpose in ('verify_email', 'reset_password', 'invite')),
    created_at timestamptz not null,
    expires_at timestamptz not null,
    used_at timestamptz
  )`,
  sql`create index user_tokens_user_idx on user_tokens (user_id, purpose)`,
  sql`create table user_preferences (
    user_id uuid not null references users (id),
    pref_id smallint not null check (pref_id between 1 and 3),
    enabled boolean not null,
    updated_at timestamptz not null,
    primary key (user_id, pref_id)
  )`,
  sql`create table mail_outbox (
    id uuid primary key,
    kind text not null,
    to_address text not null,
    subject text not null,
    text_body text,
    html_body text,
    created_at timestamptz not null,
    next_attempt_at timestamptz not null,
    locked_until timestamptz,
    attempts integer not null default 0,
    rejections integer not null default 0,
    sent_at timestamptz,
    failed_at timestamptz,
    last_error text
  )`,
  sql`create index mail_outbox_due_idx on mail_outbox (next_attempt_at)
    where sent_at is null and failed_at is null`,
  sql`create table audit_log (
    id uuid primary key,
    at timestamptz not null,
    event text not null,
    account_id uuid,
    actor_user_id uuid,
    subject_user_id uuid,
    ip text,
    details jsonb not null default '{}'
  )`,
  sql`create index audit_log_account_idx on audit_log (account_id, at)`,
  sql`create index audit_log_subject_idx on audit_log (subject_user_id, at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'audit_log',
    'mail_outbox',
    'user_preferences',
    'user_tokens',
    'refresh_tokens',
    'sessions',
    'users',
    'accounts',
    'plans',
  ]) {
    await sql`drop table ${sql.table(table)}`.execute(db);
  }
}
