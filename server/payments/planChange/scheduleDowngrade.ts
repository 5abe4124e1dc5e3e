import type { PaymentOutcome } from '@schemas/api/payments';
import { recordAudit } from '../../audit/recordAudit';
import { countActiveOperators } from '../../operators/countActiveOperators';
import { paymentErrors } from '../paymentErrors';
import { formatDay } from '../paymentMails';
import { outcomeMessages } from '../paymentMessages';
import { toOutcome } from '../toOutcome';
import type { CurrentSubscription } from './decidePlanChange';
import type { PlanChangeRequest } from './PlanChangeRequest';

// Down at the end of the period (the account keeps what it paid for until then), refused while
// more operators are active than the smaller plan allows: the lawyer deactivates some first.
export async function scheduleDowngrade(
  { ports, payer, origin, target, now }: PlanChangeRequest,
  subscription: CurrentSubscription,
): Promise<PaymentOutcome> {
  const seats = await ports.db
    .selectFrom('plans')
    .select('operator_accounts')
    .where('name_plan', '=', target.namePlan)
    .executeTakeFirstOrThrow();
  const active = await countActiveOperators(ports.db, payer.accountId);
  if (active > seats.operator_accounts) {
    throw paymentErrors.downgradeNeedsSeats(target.label, seats.operator_accounts, active);
  }
  await ports.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('subscriptions')
      .set({ pending_plan: target.namePlan, cancel_at_period_end: false, updated_at: now })
      .where('account_id', '=', payer.accountId)
      .execute();
    await recordAudit(trx, ports, {
      event: 'subscription_downgrade_scheduled',
      accountId: payer.accountId,
      actorUserId: payer.userId,
      subjectUserId: null,
      origin,
      details: {
        from: subscription.name_plan,
        to: target.namePlan,
        at: subscription.current_period_end,
      },
    });
  });
  return toOutcome(ports.db, payer.accountId, {
    status: 'unchanged',
    resultCode: null,
    message: outcomeMessages.downgradeScheduled(
      target.label,
      formatDay(subscription.current_period_end),
    ),
  });
}
