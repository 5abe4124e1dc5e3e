import { sql } from 'kysely';
import { recordAudit } from '../audit/recordAudit';
import type { Db } from '../db/Database';
import { logGatewayFailure } from '../payments/logGatewayFailure';
import type { Ports } from '../ports/Ports';
import { imageKey } from '../storage/saveImage';

export type PurgePorts = Pick<
  Ports,
  'db' | 'clock' | 'random' | 'storage' | 'dataKeys' | 'payments' | 'log'
>;

/** Accounts purged in one call at most; the next scheduled call takes the rest. */
const batchSize = 10;

// Deletes, for good, every account whose deletion grace period is over: every row, file,
// generated document, mail, token and session of the account and of its operators. What stays is
// the audit trail, stripped of personal data (no user ids, addresses or details), with one last
// `account_purged` entry. The account's data key goes with its row, so even an old backup's
// sealed answers and files of the account can no longer be opened.
// Files go first and rows after, each account in its own transaction: if the process dies in
// between, the rows are still there and the next call finishes the job (deleting a missing file
// is not an error). Reactivation is refused once the due date has passed, so an account being
// purged cannot come back half-empty. Safe to run on several instances at once.
export async function purgeDeletedAccounts(ports: PurgePorts): Promise<{ purged: string[] }> {
  const now = ports.clock.now();
  const due = await ports.db
    .selectFrom('accounts')
    .select('id')
    .where('deletion_due_at', '<=', now)
    .orderBy('deletion_due_at')
    .limit(batchSize)
    .execute();
  const purged: string[] = [];
  for (const { id } of due) {
    if (await purgeAccount(ports, id, now)) purged.push(id);
  }
  return { purged };
}

async function purgeAccount(ports: PurgePorts, accountId: string, now: Date): Promise<boolean> {
  const db = ports.db;
  const [words, generated, images, card] = await Promise.all([
    db
      .selectFrom('word_templates')
      .select('storage_key')
      .where('account_id', '=', accountId)
      .execute(),
    db
      .selectFrom('generated_files')
      .select('storage_key')
      .where('account_id', '=', accountId)
      .execute(),
    db.selectFrom('images').select('name').where('account_id', '=', accountId).execute(),
    db
      .selectFrom('payment_methods')
      .select('token')
      .where('account_id', '=', accountId)
      .executeTakeFirst(),
  ]);
  const keys = [
    ...words.map((row) => row.storage_key),
    ...generated.map((row) => row.storage_key),
    ...images.map((row) => imageKey(row.name)),
  ];
  for (const key of keys) await ports.storage.delete(key);
  const counts = await db.transaction().execute(async (trx) => {
    const account = await trx
      .selectFrom('accounts')
      .select('id')
      .where('id', '=', accountId)
      .where('deletion_due_at', '<=', now)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!account) return null;
    return deleteAccountRows(trx, accountId);
  });
  if (!counts) return false;
  // The stored card is forgotten at the gateway too (best effort: the gateway may be down, and
  // nothing here can charge it any more; a failure is logged for someone to remove it by hand).
  if (card) {
    await ports.payments
      .deleteToken(card.token)
      .catch(logGatewayFailure(ports.log, 'deleteToken', { accountId, reason: 'account purged' }));
  }
  ports.dataKeys.forget(accountId);
  await recordAudit(db, ports, {
    event: 'account_purged',
    accountId,
    actorUserId: null,
    subjectUserId: null,
    origin: null,
    details: { ...counts, files: keys.length },
  });
  return true;
}

async function deleteAccountRows(trx: Db, accountId: string) {
  const users = await trx
    .selectFrom('users')
    .select(['id', 'email'])
    .where('account_id', '=', accountId)
    .execute();
  const userIds = users.map((user) => user.id);
  const emails = users.map((user) => user.email);
  const documents = await trx
    .selectFrom('documents')
    .select('id')
    .where('account_id', '=', accountId)
    .execute();
  const documentIds = documents.map((document) => document.id);
  const links =
    documentIds.length === 0
      ? []
      : await trx
          .selectFrom('share_links')
          .select('id')
          .where('document_id', 'in', documentIds)
          .execute();
  const charges = await trx
    .selectFrom('charges')
    .select('id')
    .where('account_id', '=', accountId)
    .execute();

  // Interviews and all they hold: pages, questions, templates, Word templates, publications,
  // share links, guests' answers and submissions, generated files and their links (cascades).
  await trx.deleteFrom('documents').where('account_id', '=', accountId).execute();
  await trx.deleteFrom('workspaces').where('account_id', '=', accountId).execute();
  await trx.deleteFrom('images').where('account_id', '=', accountId).execute();
  await trx.deleteFrom('clauses').where('account_id', '=', accountId).execute();
  // Replayable answers of the account's callers (they expire in a day, but may hold answers).
  const scopes = [
    ...userIds.map((id) => `user:${id}`),
    ...links.map((link) => `guest:${link.id}:%`),
  ];
  for (const scope of scopes) {
    await trx.deleteFrom('idempotency_keys').where('scope', 'like', scope).execute();
  }
  // Billing: charges reference checkouts.
  await trx.deleteFrom('charges').where('account_id', '=', accountId).execute();
  await trx.deleteFrom('checkouts').where('account_id', '=', accountId).execute();
  await trx.deleteFrom('payment_methods').where('account_id', '=', accountId).execute();
  await trx.deleteFrom('subscriptions').where('account_id', '=', accountId).execute();
  await trx.deleteFrom('account_usage').where('account_id', '=', accountId).execute();
  await trx.deleteFrom('account_mail_usage').where('account_id', '=', accountId).execute();
  if (emails.length > 0) {
    // Mail to the firm's people, sent or waiting, and what they wrote through the public forms.
    await trx
      .deleteFrom('mail_outbox')
      .where((eb) => eb.or([eb('to_address', 'in', emails), eb('reply_to', 'in', emails)]))
      .execute();
    await trx.deleteFrom('contact_messages').where('email', 'in', emails).execute();
    await trx.deleteFrom('developer_requests').where('email', 'in', emails).execute();
    // Failed logins with an address that matched no user then.
    await trx
      .updateTable('audit_log')
      .set({ details: '{}', ip: null })
      .where(sql<string>`details->>'email'`, 'in', emails)
      .execute();
  }
  if (userIds.length > 0) {
    // A donation code the firm redeemed stays the administrators' record, without its user.
    await trx
      .updateTable('donated_accounts')
      .set({ user_id: null })
      .where('user_id', 'in', userIds)
      .execute();
    const sessions = trx.selectFrom('sessions').select('id').where('user_id', 'in', userIds);
    await trx.deleteFrom('refresh_tokens').where('session_id', 'in', sessions).execute();
    await trx.deleteFrom('sessions').where('user_id', 'in', userIds).execute();
    await trx.deleteFrom('user_tokens').where('user_id', 'in', userIds).execute();
    await trx.deleteFrom('user_preferences').where('user_id', 'in', userIds).execute();
    await trx.deleteFrom('recovery_codes').where('user_id', 'in', userIds).execute();
    // The audit trail stays, without who did it, from where, or the details.
    await trx
      .updateTable('audit_log')
      .set({ actor_user_id: null, subject_user_id: null, ip: null, details: '{}' })
      .where((eb) =>
        eb.or([
          eb('account_id', '=', accountId),
          eb('actor_user_id', 'in', userIds),
          eb('subject_user_id', 'in', userIds),
        ]),
      )
      .execute();
    await trx.deleteFrom('users').where('account_id', '=', accountId).execute();
  }
  // The data key goes with the account (foreign-key cascade).
  await trx.deleteFrom('accounts').where('id', '=', accountId).execute();
  return {
    users: userIds.length,
    documents: documentIds.length,
    shareLinks: links.length,
    charges: charges.length,
  };
}
