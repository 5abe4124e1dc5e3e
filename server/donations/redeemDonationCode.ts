import { recordAudit } from '../audit/recordAudit';
import { apiErrors } from '../errors/ApiError';
import { applyAccountPlan } from '../payments/applyAccountPlan';
import type { Payer } from '../payments/resolvePayer';
import type { Ports, RequestOrigin } from '../ports/Ports';
import { isUniqueViolation } from '../users/isUniqueViolation';
import { maskCode } from './createDonatedAccount';
import { normalizeDonationCode } from './donationCode';
import { donationErrors } from './donationErrors';
import { hasLiveSubscription } from './toggleDonationCode';

// users/updateDonatedAccOff {userId, codeDonation} and users/updateUserProfileOff {userId,
// donatedCode}: the payer redeems a code for its own account (userId must be its own) and the
// account gets the code's plan. Redemption is one conditional update (`user_id is null and not
// expired`), so of any number of simultaneous attempts exactly one wins. Asking again with the
// code one already redeemed answers the same success (the spec's client makes both calls).
export async function redeemDonationCode(
  ports: Ports,
  payer: Payer,
  body: { userId: string; code: string },
  origin: RequestOrigin,
): Promise<{ userId: string; accountId: string; namePlan: string }> {
  await ports.limiter.consume(
    'donation-code',
    ports.config.rateLimits.donationCodePerIp,
    origin.ip,
  );
  if (body.userId !== payer.userId) throw apiErrors.notFound();
  const code = normalizeDonationCode(body.code);
  try {
    return await ports.db.transaction().execute(async (trx) => {
      const now = ports.clock.now();
      await trx
        .selectFrom('accounts')
        .select('id')
        .where('id', '=', payer.accountId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const mine = await trx
        .selectFrom('donated_accounts')
        .select(['code_donation', 'status_account', 'expired'])
        .where('user_id', '=', payer.userId)
        .executeTakeFirst();
      if (mine) {
        if (mine.code_donation !== code) throw donationErrors.alreadyRedeemed();
        if (mine.expired) throw donationErrors.expired();
        return { userId: payer.userId, accountId: payer.accountId, namePlan: mine.status_account };
      }
      if (await hasLiveSubscription(trx, payer.accountId)) throw donationErrors.paidSubscription();
      const won = await trx
        .updateTable('donated_accounts')
        .set({ user_id: payer.userId, redeemed_at: now, updated_at: now })
        .where('code_donation', '=', code)
        .where('user_id', 'is', null)
        .where('expired', '=', false)
        .returning(['donated_accounts_id', 'status_account', 'code_donation'])
        .executeTakeFirst();
      if (!won) {
        const existing = await trx
          .selectFrom('donated_accounts')
          .select(['expired', 'user_id'])
          .where('code_donation', '=', code)
          .executeTakeFirst();
        if (existing?.expired && !existing.user_id) throw donationErrors.expired();
        throw donationErrors.invalid();
      }
      await applyAccountPlan(trx, ports, payer.accountId, won.status_account, {
        actorUserId: payer.userId,
        origin,
        reason: 'donation',
      });
      await recordAudit(trx, ports, {
        event: 'donation_code_redeemed',
        accountId: payer.accountId,
        actorUserId: payer.userId,
        subjectUserId: payer.userId,
        origin,
        details: {
          donatedAccountId: won.donated_accounts_id,
          plan: won.status_account,
          code: maskCode(won.code_donation),
        },
      });
      return { userId: payer.userId, accountId: payer.accountId, namePlan: won.status_account };
    });
  } catch (error) {
    // The same user winning two codes at once: the unique index lets one through.
    if (isUniqueViolation(error)) throw donationErrors.alreadyRedeemed();
    throw error;
  }
}
