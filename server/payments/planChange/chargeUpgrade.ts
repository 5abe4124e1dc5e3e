import type { PaymentOutcome } from '@schemas/api/payments';
import { chargeStoredCard } from '../chargeStoredCard';
import { outcomeMessages } from '../paymentMessages';
import type { CurrentSubscription } from './decidePlanChange';
import { describeChargeAttempt } from './describeChargeAttempt';
import type { PlanChangeRequest } from './PlanChangeRequest';

// Up at once: the stored card pays the prorated difference, and the renewal date stays (the
// charge covers from now to the end of the current period). The plan changes when it is paid.
export async function chargeUpgrade(
  { ports, payer, origin, target, now }: PlanChangeRequest,
  subscription: CurrentSubscription,
  amountCents: number,
): Promise<PaymentOutcome> {
  const attempt = await chargeStoredCard(
    ports,
    {
      accountId: payer.accountId,
      kind: 'upgrade',
      namePlan: target.namePlan,
      label: target.label,
      amountCents,
      period: { start: now, end: subscription.current_period_end },
    },
    { actorUserId: payer.userId, origin },
  );
  return describeChargeAttempt(
    ports,
    payer.accountId,
    attempt,
    outcomeMessages.upgraded(target.label),
  );
}
