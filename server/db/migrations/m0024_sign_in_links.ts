import { type Kysely, sql } from 'kysely';

// One-time sign-in links (users/signInLink.ts) are single-use mail tokens like the others:
// stored as hashes in user_tokens, with the purpose `sign_in_link`.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table user_tokens drop constraint user_tokens_purpose_check`.execute(db);
  await sql`alter table user_tokens add constraint user_tokens_purpose_check
    check (purpose in ('verify_email', 'reset_password', 'invite', 'account_export',
      'sign_in_link'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from user_tokens where purpose = 'sign_in_link'`.execute(db);
  await sql`alter table user_tokens drop constraint user_tokens_purpose_check`.execute(db);
  await sql`alter table user_tokens add constraint user_tokens_purpose_check
    check (purpose in ('verify_email', 'reset_password', 'invite', 'account_export'))`.execute(db);
}
