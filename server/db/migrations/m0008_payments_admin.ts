import { type Kysely, sql } from 'kysely';

// Plans enforced on mail and storage, card payments (subscriptions, stored cards, checkouts,
// charges and their receipts, provider notifications, and the local sandbox gateway's own
// records), donation codes, and the administrators' switches on users and documents. SQL valid
// on PostgreSQL 15 and on PGlite; every timestamp is written from the Clock port.
const statements = [
  // An administrator's switch, distinct from the owner's account deactivation (which the owner
  // can undo with users/enableAccount) and from a creator disabling its operator (is_deleted).
  sql`alter table users add column disabled_at timestamptz`,
  // Set by an administrator: generation refuses the document (isDocumentDisabled).
  sql`alter table documents add column disabled_at timestamptz`,

  // The paid plan of an account and where its billing stands. accounts.name_plan stays the plan
  // every limit reads; this row says why the account has it and when it renews.
  sql`create table subscriptions (
    account_id uuid primary key references accounts (id),
    name_plan text not null references plans (name_plan),
    status text not null check (status in ('active', 'past_due', 'payment_failed', 'canceled')),
    billing_anchor timestamptz not null,
    current_period_start timestamptz not null,
    current_period_end timestamptz not null,
    cancel_at_period_end boolean not null default false,
    pending_plan text references plans (name_plan),
    failed_attempts integer not null default 0 check (failed_attempts >= 0),
    next_attempt_at timestamptz,
    locked_until timestamptz,
    created_at timestamptz not null,
    updated_at timestamptz not null
  )`,
  sql`create index subscriptions_due_idx on subscriptions (next_attempt_at)
    where status in ('active', 'past_due')`,
  // The card the provider tokenised for recurring charges: only its token and what a person
  // recognises it by (brand, last 4 digits, expiry). Never the number.
  sql`create table payment_methods (
    account_id uuid primary key references accounts (id),
    provider text not null,
    token text not null,
    brand text not null,
    last4 text not null check (last4 ~ '^[0-9]{4}$'),
    expiry_month integer not null check (expiry_month between 1 and 12),
    expiry_year integer not null,
    holder text,
    created_at timestamptz not null,
    updated_at timestamptz not null
  )`,
  sql`create table checkouts (
    id uuid primary key,
    account_id uuid not null references accounts (id),
    user_id uuid not null references users (id),
    purpose text not null check (purpose in ('subscribe', 'card')),
    name_plan text references plans (name_plan),
    amount_cents integer not null check (amount_cents >= 0),
    currency text not null,
    provider text not null,
    provider_checkout_id text not null,
    ip text,
    status text not null check (status in ('open', 'paid', 'declined', 'saved', 'expired')),
    result_code text,
    result_description text,
    charge_id uuid,
    created_at timestamptz not null,
    expires_at timestamptz not null,
    completed_at timestamptz,
    unique (provider, provider_checkout_id)
  )`,
  sql`create index checkouts_account_idx on checkouts (account_id, created_at)`,
  sql`create sequence receipt_numbers`,
  // Every charge attempt. Its id is the merchantTransactionId sent to the provider, so a charge
  // whose answer was lost can be looked up there. A paid charge is a receipt.
  sql`create table charges (
    id uuid primary key,
    account_id uuid not null references accounts (id),
    kind text not null check (kind in ('subscription', 'renewal', 'upgrade', 'reactivation')),
    name_plan text not null references plans (name_plan),
    amount_cents integer not null check (amount_cents >= 0),
    currency text not null,
    status text not null check (status in ('pending', 'paid', 'failed')),
    provider text not null,
    provider_payment_id text,
    result_code text,
    result_description text,
    card_brand text,
    card_last4 text,
    period_start timestamptz,
    period_end timestamptz,
    receipt_number bigint unique,
    checkout_id uuid references checkouts (id),
    created_at timestamptz not null,
    updated_at timestamptz not null
  )`,
  sql`create index charges_account_idx on charges (account_id, created_at)`,
  sql`create index charges_pending_idx on charges (created_at) where status = 'pending'`,
  // Notifications already applied: a provider retrying (or anyone replaying) one is a no-op.
  sql`create table payment_notifications (
    provider text not null,
    notification_id text not null,
    kind text not null,
    received_at timestamptz not null,
    details jsonb not null default '{}',
    primary key (provider, notification_id)
  )`,

  // The local sandbox gateway's own books: what a real gateway keeps on its side.
  sql`create table sandbox_gateway_checkouts (
    id text primary key,
    merchant_transaction_id text not null,
    amount_cents integer,
    currency text not null,
    item_name text not null,
    item_description text not null,
    customer_email text not null,
    customer_ip text,
    result_url text not null,
    status text not null check (status in ('open', 'completed')),
    result_code text,
    result_description text,
    payment_id text,
    registration_id text,
    created_at timestamptz not null,
    expires_at timestamptz not null,
    completed_at timestamptz
  )`,
  sql`create table sandbox_gateway_registrations (
    id text primary key,
    behaviour text not null,
    brand text not null,
    last4 text not null,
    expiry_month integer not null,
    expiry_year integer not null,
    holder text,
    created_at timestamptz not null,
    deleted_at timestamptz
  )`,
  sql`create table sandbox_gateway_payments (
    id text primary key,
    merchant_transaction_id text not null,
    registration_id text,
    checkout_id text,
    amount_cents integer not null,
    currency text not null,
    result_code text not null,
    result_description text not null,
    created_at timestamptz not null
  )`,
  sql`create index sandbox_gateway_payments_mtx_idx on sandbox_gateway_payments (merchant_transaction_id)`,

  // A donation code (the contract's donated account). status_account is the plan the code grants;
  // user_id is who redeemed it (at most one: the redemption is a conditional update).
  sql`create table donated_accounts (
    donated_accounts_id uuid primary key,
    code_donation text not null unique,
    description text not null,
    status_account text not null references plans (name_plan),
    user_id uuid references users (id),
    expired boolean not null default false,
    create_date timestamptz not null,
    created_by uuid references users (id),
    redeemed_at timestamptz,
    updated_at timestamptz not null
  )`,
  sql`create unique index donated_accounts_user_idx on donated_accounts (user_id)
    where user_id is not null`,

  // Usage counted against the plan: bytes stored (updated with each stored or deleted file) and
  // mails sent on the account's behalf per calendar month (UTC).
  sql`create table account_usage (
    account_id uuid primary key references accounts (id),
    storage_bytes bigint not null default 0 check (storage_bytes >= 0)
  )`,
  sql`insert into account_usage (account_id, storage_bytes)
    select account_id, sum(size_bytes) from images group by account_id`,
  sql`create table account_mail_usage (
    account_id uuid not null references accounts (id),
    month text not null,
    sent integer not null check (sent >= 0),
    primary key (account_id, month)
  )`,

  // The administrators' audit view filters by event and time across accounts.
  sql`create index audit_log_at_idx on audit_log (at)`,
  sql`create index audit_log_event_idx on audit_log (event, at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index audit_log_event_idx`.execute(db);
  await sql`drop index audit_log_at_idx`.execute(db);
  for (const table of [
    'account_mail_usage',
    'account_usage',
    'donated_accounts',
    'sandbox_gateway_payments',
    'sandbox_gateway_registrations',
    'sandbox_gateway_checkouts',
    'payment_notifications',
    'charges',
    'checkouts',
    'payment_methods',
    'subscriptions',
  ]) {
    await sql`drop table ${sql.table(table)}`.execute(db);
  }
  await sql`drop sequence receipt_numbers`.execute(db);
  await sql`alter table documents drop column disabled_at`.execute(db);
  await sql`alter table users drop column disabled_at`.execute(db);
}
