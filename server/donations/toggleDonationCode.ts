import type { DonatedAccountAnswer } from '@schemas/api/donations';
import { recordAudit } from '../audit/recordAudit';
import type { Principal } from '../auth/Principal';
import type { Db } from '../db/Database';
import { applyAccountPlan } from '../payments/applyAccountPlan';
import type { Ports, RequestOrigin } from '../ports/Ports';
import { maskCode } from './createDonatedAccount';
import { normalizeDonationCode } from './donationCode';
import { donationErrors } from './donationErrors';
import { selectDonationCodes } from './listDonationCodes';
import { toDonatedAccount } from './toDonatedAccount';

// users/updateDonatedAcc {code} (administrators): flips `expired`. An unused expired code is
// refused at redemption ('Tu código no es valido'). Expiring a redeemed code withdraws the
// donation: the account goes back to Explorador (unless it has since paid for a plan); making
// it valid again gives the plan back. Both are audited with the account they touch.
export async function toggleDonationCode(
  ports: Ports,
  admin: Principal,
  code: string,
  origin: RequestOrigin,
): Promise<DonatedAccountAnswer> {
  const id = await ports.db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('donated_accounts')
      .set((eb) => ({ expired: eb.not('expired'), updated_at: ports.clock.now() }))
      .where('code_donation', '=', normalizeDonationCode(code))
      .returningAll()
      .executeTakeFirst();
    if (!row) throw donationErrors.invalid();
    const accountId = row.user_id ? await redeemerAccount(trx, row.user_id) : null;
    if (accountId && !(await hasLiveSubscription(trx, accountId))) {
      const context = { actorUserId: admin.userId, origin, reason: 'donation' };
      await applyAccountPlan(
        trx,
        ports,
        accountId,
        row.expired ? 'explorador' : row.status_account,
        context,
      );
    }
    await recordAudit(trx, ports, {
      event: row.expired ? 'donation_code_expired' : 'donation_code_reactivated',
      accountId,
      actorUserId: admin.userId,
      subjectUserId: row.user_id,
      origin,
      details: { donatedAccountId: row.donated_accounts_id, code: maskCode(row.code_donation) },
    });
    return row.donated_accounts_id;
  });
  const row = await selectDonationCodes(ports.db)
    .where('d.donated_accounts_id', '=', id)
    .executeTakeFirstOrThrow();
  return { Code: 'OK', Message: { value: toDonatedAccount(row) } };
}

async function redeemerAccount(db: Db, userId: string): Promise<string | null> {
  const user = await db
    .selectFrom('users')
    .select('account_id')
    .where('id', '=', userId)
    .executeTakeFirst();
  return user?.account_id ?? null;
}

export async function hasLiveSubscription(db: Db, accountId: string): Promise<boolean> {
  const subscription = await db
    .selectFrom('subscriptions')
    .select('status')
    .where('account_id', '=', accountId)
    .where('status', '!=', 'canceled')
    .executeTakeFirst();
  return subscription !== undefined;
}
