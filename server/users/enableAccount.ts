import type { OkAnswer } from '@schemas/api/common';
import type { EnableAccountBody } from '@schemas/api/users';
import { recordAudit } from '../audit/recordAudit';
import { apiErrors } from '../errors/ApiError';
import type { Ports, RequestOrigin } from '../ports/Ports';
import { checkPassword } from './checkPassword';

// users/enableAccount, from the /reactivar-cuenta screen: the owner of a deactivated account
// turns it back on with email and password. An operator cannot: its creator decides (is_deleted)
// and owns the account.
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
  await ports.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('accounts')
      .set({ deactivated_at: null })
      .where('id', '=', user.account_id)
      .execute();
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
