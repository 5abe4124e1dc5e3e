import { type Kysely, sql } from 'kysely';

// Account deletion with a grace period (server/accountData/). `deletion_due_at` is set when the
// owner asks to delete the account (which is deactivated at once) and cleared when the owner
// reactivates it; once it has passed, the purge removes the account and everything in it.
// Account export links are single-use mail-style tokens of the owner (`account_export`).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table accounts
    add column deletion_requested_at timestamptz,
    add column deletion_due_at timestamptz`.execute(db);
  await sql`create index accounts_deletion_due on accounts (deletion_due_at)
    where deletion_due_at is not null`.execute(db);
  await sql`alter table user_tokens drop constraint user_tokens_purpose_check`.execute(db);
  await sql`alter table user_tokens add constraint user_tokens_purpose_check
    check (purpose in ('verify_email', 'reset_password', 'invite', 'account_export'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from user_tokens where purpose = 'account_export'`.execute(db);
  await sql`alter table user_tokens drop constraint user_tokens_purpose_check`.execute(db);
  await sql`alter table user_tokens add constraint user_tokens_purpose_check
    check (purpose in ('verify_email', 'reset_password', 'invite'))`.execute(db);
  await sql`drop index accounts_deletion_due`.execute(db);
  await sql`alter table accounts drop column deletion_requested_at, drop column deletion_due_at`.execute(
    db,
  );
}
