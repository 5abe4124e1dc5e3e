import { type Kysely, sql } from 'kysely';

// Workspaces, documents and their interview: pages → elements → items (items nest through
// parent_item_id). SQL valid on PostgreSQL 15 and PGlite (PostgreSQL 18).
//
// - Tenancy: workspaces and documents carry account_id; a document's workspace must be in the
//   same account (composite foreign key). Pages, elements and items reach their account through
//   document_id, which elements and items repeat so a scoped lookup is one join; composite
//   foreign keys keep the repeated column consistent with the parent, and keep an item's parent
//   item inside the same element.
// - Positions are 1..n per parent list. The unique constraints are DEFERRABLE INITIALLY DEFERRED
//   so a shift (`position = position + 1`) may pass through duplicates inside the transaction;
//   they are checked at commit.
// - Deleting a workspace, document, page, element or item cascades to what it contains.
const statements = [
  sql`create table workspaces (
    id uuid primary key,
    account_id uuid not null references accounts (id),
    name text not null,
    email text not null,
    created_at timestamptz not null,
    updated_at timestamptz not null,
    unique (id, account_id)
  )`,
  sql`create index workspaces_account_idx on workspaces (account_id, created_at)`,
  sql`create table documents (
    id uuid primary key,
    account_id uuid not null references accounts (id),
    workspace_id uuid not null,
    name text not null,
    document_date timestamptz not null,
    creator text not null,
    toggle boolean not null default false,
    notarized boolean not null default false,
    docx boolean not null default false,
    status text not null default '',
    all_variables jsonb not null default '{}',
    version integer not null default 1 check (version >= 1),
    created_at timestamptz not null,
    updated_at timestamptz not null,
    foreign key (workspace_id, account_id) references workspaces (id, account_id)
      on delete cascade
  )`,
  sql`create index documents_account_idx on documents (account_id, created_at)`,
  sql`create index documents_workspace_idx on documents (workspace_id)`,
  sql`create table pages (
    id uuid primary key,
    document_id uuid not null references documents (id) on delete cascade,
    name text not null,
    conditional boolean not null default false,
    statement jsonb,
    position integer not null check (position >= 1),
    unique (id, document_id),
    constraint pages_position_key unique (document_id, position) deferrable initially deferred
  )`,
  sql`create table elements (
    id uuid primary key,
    document_id uuid not null,
    page_id uuid not null,
    name text not null,
    title text not null,
    simbol text not null default '',
    value jsonb not null default '[]',
    variable jsonb not null default '[]',
    required boolean not null default false,
    conditional boolean not null default false,
    statement jsonb,
    help text,
    placeholder text,
    validation jsonb,
    position integer not null check (position >= 1),
    foreign key (page_id, document_id) references pages (id, document_id) on delete cascade,
    unique (id, document_id),
    constraint elements_position_key unique (page_id, position) deferrable initially deferred
  )`,
  sql`create index elements_document_idx on elements (document_id)`,
  sql`create table items (
    id uuid primary key,
    document_id uuid not null,
    element_id uuid not null,
    parent_item_id uuid,
    parent_key uuid generated always as (coalesce(parent_item_id, element_id)) stored,
    name text not null,
    title text not null,
    simbol text not null default '',
    value jsonb not null default '[]',
    variable jsonb not null default '[]',
    required boolean not null default false,
    conditional boolean not null default false,
    statement jsonb,
    help text,
    placeholder text,
    validation jsonb,
    position integer not null check (position >= 1),
    foreign key (element_id, document_id) references elements (id, document_id)
      on delete cascade,
    unique (id, element_id),
    foreign key (parent_item_id, element_id) references items (id, element_id) on delete cascade,
    constraint items_position_key unique (parent_key, position) deferrable initially deferred
  )`,
  sql`create index items_document_idx on items (document_id)`,
  sql`create index items_element_idx on items (element_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['items', 'elements', 'pages', 'documents', 'workspaces']) {
    await sql`drop table ${sql.table(table)}`.execute(db);
  }
}
