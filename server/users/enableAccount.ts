import type { OkAnswer } from '@schemas/api/common';
import type { EnableAccountBody } from '@schemas/api/users';
import { accountDataErrors } from '../accountData/accountDataErrors';
import { recordAudit } from '../audit/recordAudit';
import { apiErrors } from '../errors/ApiError';
import type { Ports, RequestOrigin } from '../ports/Ports';
import { checkPassword } from './checkPassword';

// users/enableAccount, from the /reactivar-cuenta screen: the owner of a deactivated account
// turns it back on with email and password. An operator cannot: its creator decides (is_deleted)
// and owns the account. An account waiting for deletion comes back whole, with its renewals,
// until the deletion date; from then on it is being purged and cannot come back.
export async function enableAccount(
  ports: Ports,
  body: EnableAccountBody,
  origin: RequestOrigin,
): Promise<OkAnswer> {
  const user = await checkPassword(ports, body, origin);
  // Only an administrator lifts an administrator's switch.
  if (user.disabled_at) throw apiErrors.accountDisabled();
  if (user.role === 'operator') {
    if (user.is_deleted) throw apiErrors.disabledByOwner();
    if (user.deactivated_at) throw apiErrors.accountDisabled();
    return 'OK';
  }
  if (!user.deactivated_at) return 'OK';
  const now = ports.clock.now();
  if (user.deletion_due_at && user.deletion_due_at <= now)
    throw accountDataErrors.deletionUnderway();
  await ports.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('accounts')
      .set({ deactivated_at: null, deletion_requested_at: null, deletion_due_at: null })
      .where('id', '=', user.account_id)
      .execute();
    if (user.deletion_due_at) {
      // Renewals stopped while the deletion was pending: the next one is due when the period
      // ends (at once if it already has).
      await trx
        .updateTable('subscriptions')
        .set((eb) => ({ next_attempt_at: eb.ref('current_period_end'), updated_at: now }))
        .where('account_id', '=', user.account_id)
        .where('status', 'in', ['active', 'past_due'])
        .where('next_attempt_at', 'is', null)
        .execute();
      await recordAudit(trx, ports, {
        event: 'account_deletion_canceled',
        accountId: user.account_id,
        actorUserId: user.id,
        subjectUserId: user.id,
        origin,
      });
    }
    await recordAudit(trx, ports, {
      event: 'account_reactivated',
      accountId: user.account_id,
      actorUserId: user.id,
      subjectUserId: user.id,
      origin,
    });
  });
  return 'OK';
}
