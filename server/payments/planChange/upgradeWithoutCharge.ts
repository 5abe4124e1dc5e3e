import type { PaymentOutcome } from '@schemas/api/payments';
import { recordAudit } from '../../audit/recordAudit';
import { applyAccountPlan } from '../applyAccountPlan';
import { outcomeMessages } from '../paymentMessages';
import { toOutcome } from '../toOutcome';
import type { PlanChangeRequest } from './PlanChangeRequest';

// Up at once when what is left of the period costs less than a charge is worth: the plan
// changes now, free, and the next renewal charges the new price. Anything scheduled is undone.
export async function upgradeWithoutCharge({
  ports,
  payer,
  origin,
  target,
  now,
}: PlanChangeRequest): Promise<PaymentOutcome> {
  await ports.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('subscriptions')
      .set({
        name_plan: target.namePlan,
        pending_plan: null,
        cancel_at_period_end: false,
        updated_at: now,
      })
      .where('account_id', '=', payer.accountId)
      .execute();
    await applyAccountPlan(trx, ports, payer.accountId, target.namePlan, {
      actorUserId: payer.userId,
      origin,
      reason: 'upgrade',
    });
    await recordAudit(trx, ports, {
      event: 'subscription_upgraded',
      accountId: payer.accountId,
      actorUserId: payer.userId,
      subjectUserId: null,
      origin,
      details: { plan: target.namePlan, amountCents: 0 },
    });
  });
  return toOutcome(ports.db, payer.accountId, {
    status: 'unchanged',
    resultCode: null,
    message: outcomeMessages.upgraded(target.label),
  });
}
