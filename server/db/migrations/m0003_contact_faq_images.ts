import { type Kysely, sql } from 'kysely';

// What the web app needs beyond accounts: the public site's contact messages and development
// requests, the FAQ, uploaded images, and a Reply-To on outgoing mail (so the team answers a
// visitor straight from the notification). SQL valid on PostgreSQL 15 and PGlite.
const statements = [
  // `position` is unique but deferrable, so a later reorder can swap two rows in one transaction
  // (`set constraints faqs_position_key deferred`).
  sql`create table faqs (
    faq_id uuid primary key,
    question text not null check (length(question) between 1 and 300),
    answer text not null check (length(answer) between 1 and 5000),
    position integer not null check (position >= 1),
    created_at timestamptz not null,
    updated_at timestamptz not null,
    constraint faqs_position_key unique (position) deferrable initially immediate
  )`,
  sql`create table contact_messages (
    id uuid primary key,
    name text not null,
    email text not null,
    subject text not null,
    message text not null,
    ip text,
    user_agent text,
    created_at timestamptz not null
  )`,
  sql`create index contact_messages_created_idx on contact_messages (created_at)`,
  sql`create table developer_requests (
    id uuid primary key,
    name text not null,
    email text not null,
    phone text,
    automation_kind text not null
      check (automation_kind in ('simple', 'conditional', 'multiDocument')),
    description text not null,
    estimate_min integer not null check (estimate_min >= 0),
    estimate_max integer not null check (estimate_max >= estimate_min),
    currency text not null check (currency = 'USD'),
    ip text,
    user_agent text,
    created_at timestamptz not null
  )`,
  sql`create index developer_requests_created_idx on developer_requests (created_at)`,
  sql`create table images (
    name text primary key,
    account_id uuid not null references accounts (id),
    uploaded_by uuid not null references users (id),
    kind text not null check (kind in ('profile', 'template')),
    content_type text not null check (content_type in ('image/png', 'image/jpeg', 'image/webp')),
    size_bytes integer not null check (size_bytes > 0),
    created_at timestamptz not null
  )`,
  sql`create index images_account_idx on images (account_id)`,
  sql`alter table mail_outbox add column reply_to text`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table mail_outbox drop column reply_to`.execute(db);
  for (const table of ['images', 'developer_requests', 'contact_messages', 'faqs']) {
    await sql`drop table ${sql.table(table)}`.execute(db);
  }
}
