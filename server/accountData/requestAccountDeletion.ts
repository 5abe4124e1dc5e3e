import type { AccountDeletionAnswer, AccountProofBody } from '@schemas/api/accountData';
import { recordAudit } from '../audit/recordAudit';
import type { Principal } from '../auth/Principal';
import { enqueueMail } from '../mail/enqueueMail';
import type { Ports, RequestOrigin } from '../ports/Ports';
import { endSessions } from '../sessions/endSessions';
import { accountDataErrors } from './accountDataErrors';
import { accountDataMails } from './accountDataMails';
import { confirmOwner } from './confirmOwner';
import { deletionDueAt } from './deletionGrace';

// users/deleteAccount: the owner, with password and second factor, asks to delete the firm. The
// account is deactivated at once, as users/disableAccount does (the owner and every operator are
// signed out and cannot sign in, guest links stop answering), no renewal is charged, and the
// owner is mailed the date. Until that date users/enableAccount (/reactivar-cuenta) undoes it
// all; after it, purgeDeletedAccounts removes the account and everything in it.
export async function requestAccountDeletion(
  ports: Ports,
  principal: Principal,
  body: AccountProofBody,
  origin: RequestOrigin,
): Promise<AccountDeletionAnswer> {
  const owner = await confirmOwner(ports, principal, body, origin);
  // The platform's administrators are accounts too; losing one is not a self-service action.
  if (owner.role === 'admin') throw accountDataErrors.adminCannotDelete();
  const now = ports.clock.now();
  const due = deletionDueAt(now);
  await ports.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('accounts')
      .set({ deactivated_at: now, deletion_requested_at: now, deletion_due_at: due })
      .where('id', '=', owner.accountId)
      .execute();
    // No renewal while the account waits for deletion; reactivating schedules it again.
    await trx
      .updateTable('subscriptions')
      .set({ next_attempt_at: null, locked_until: null, updated_at: now })
      .where('account_id', '=', owner.accountId)
      .execute();
    const members = await trx
      .selectFrom('users')
      .select('id')
      .where('account_id', '=', owner.accountId)
      .execute();
    await endSessions(
      trx,
      members.map((member) => member.id),
      now,
      'account_deletion_requested',
    );
    await recordAudit(trx, ports, {
      event: 'account_deletion_requested',
      accountId: owner.accountId,
      actorUserId: owner.userId,
      subjectUserId: owner.userId,
      origin,
      details: { deletionDueAt: due.toISOString() },
    });
    await enqueueMail(trx, ports, {
      kind: 'account_deletion_requested',
      to: owner.email,
      ...accountDataMails.deletionRequested(owner.firstName, due, ports.config.appUrl),
    });
  });
  return { deletionDueAt: due.toISOString() };
}
