import type { PaymentOutcome } from '@schemas/api/payments';
import { recordAudit } from '../../audit/recordAudit';
import { outcomeMessages } from '../paymentMessages';
import { toOutcome } from '../toOutcome';
import type { PlanChangeRequest } from './PlanChangeRequest';

// The current plan chosen again while a downgrade or a cancellation waits for the end of the
// period: both are undone, so the plan simply renews.
export async function resumePlan({
  ports,
  payer,
  origin,
  target,
  now,
}: PlanChangeRequest): Promise<PaymentOutcome> {
  await ports.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('subscriptions')
      .set({ cancel_at_period_end: false, pending_plan: null, updated_at: now })
      .where('account_id', '=', payer.accountId)
      .execute();
    await recordAudit(trx, ports, {
      event: 'subscription_resumed',
      accountId: payer.accountId,
      actorUserId: payer.userId,
      subjectUserId: null,
      origin,
      details: { plan: target.namePlan },
    });
  });
  return toOutcome(ports.db, payer.accountId, {
    status: 'unchanged',
    resultCode: null,
    message: outcomeMessages.resumed(target.label),
  });
}
