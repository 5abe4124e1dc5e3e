import { type Kysely, sql } from 'kysely';

// Publishing and guests: the immutable compiled versions of a document's interview,
// the share links that open one to guests, each guest's answers in progress and what they sent.
// SQL valid on PostgreSQL 15 and PGlite (PostgreSQL 18). Everything hangs off `documents`, so a
// deleted document takes its versions, links, answers and submissions with it; tenancy is the
// document's account, reached with one join.
const statements = [
  // A version is never updated. `number` counts 1, 2, 3… per document.
  sql`create table published_versions (
    id uuid primary key,
    document_id uuid not null references documents (id) on delete cascade,
    number integer not null check (number >= 1),
    document_version integer not null check (document_version >= 1),
    compiled jsonb not null,
    question_count integer not null check (question_count >= 0),
    published_by uuid not null references users (id),
    published_at timestamptz not null,
    unique (document_id, number)
  )`,
  // The link's token is looked up by its SHA-256 (token_hash) and kept sealed with a key derived
  // from the server secret (token_sealed), so the lawyer's list can show the URL again while a
  // copy of the database alone opens nothing.
  sql`create table share_links (
    id uuid primary key,
    document_id uuid not null references documents (id) on delete cascade,
    created_by uuid not null references users (id),
    label text not null,
    mode text not null check (mode in ('personal', 'public')),
    token_hash text not null unique,
    token_sealed text not null,
    user_name text not null,
    expires_at timestamptz,
    single_use boolean not null default false,
    allowed_origins jsonb not null default '[]',
    created_at timestamptz not null,
    revoked_at timestamptz,
    used_at timestamptz
  )`,
  sql`create index share_links_document_idx on share_links (document_id, created_at)`,
  // One set of answers in progress: the link's only one on a personal link (token_hash null), a
  // visitor's on a public link (token_hash = SHA-256 of its responseToken). `version_id` pins the
  // published version the answers were started on. `sequence` is the client's autosave counter:
  // a save lands only if it is higher than the stored one.
  sql`create table guest_responses (
    id uuid primary key,
    link_id uuid not null references share_links (id) on delete cascade,
    document_id uuid not null references documents (id) on delete cascade,
    version_id uuid not null references published_versions (id) on delete cascade,
    token_hash text unique,
    answers jsonb not null default '{}',
    sequence bigint not null default 0 check (sequence >= 0),
    saved_at timestamptz,
    submitted_at timestamptz,
    created_at timestamptz not null
  )`,
  sql`create unique index guest_responses_personal_key on guest_responses (link_id)
    where token_hash is null`,
  sql`create index guest_responses_link_idx on guest_responses (link_id)`,
  // What a guest sent: the validated answers (hidden ones pruned) and their readable summary.
  sql`create table guest_submissions (
    id uuid primary key,
    response_id uuid not null references guest_responses (id) on delete cascade,
    link_id uuid not null references share_links (id) on delete cascade,
    document_id uuid not null references documents (id) on delete cascade,
    version_id uuid not null references published_versions (id) on delete cascade,
    answers jsonb not null,
    summary jsonb not null,
    submitted_at timestamptz not null
  )`,
  sql`create index guest_submissions_document_idx on guest_submissions (document_id, submitted_at)`,
  sql`create index guest_submissions_response_idx on guest_submissions (response_id, submitted_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'guest_submissions',
    'guest_responses',
    'share_links',
    'published_versions',
  ]) {
    await sql`drop table ${sql.table(table)}`.execute(db);
  }
}
