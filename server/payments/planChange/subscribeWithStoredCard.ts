import type { PaymentOutcome } from '@schemas/api/payments';
import { addMonths } from '../billingPeriod';
import { chargeStoredCard } from '../chargeStoredCard';
import { outcomeMessages } from '../paymentMessages';
import { describeChargeAttempt } from './describeChargeAttempt';
import type { PlanChangeRequest } from './PlanChangeRequest';

// An account without a subscription starts one by charging its stored card a month of the plan;
// without a card the charge answers the spec's 430 and the web app opens the checkout instead.
export async function subscribeWithStoredCard({
  ports,
  payer,
  origin,
  target,
  now,
}: PlanChangeRequest): Promise<PaymentOutcome> {
  const attempt = await chargeStoredCard(
    ports,
    {
      accountId: payer.accountId,
      kind: 'subscription',
      namePlan: target.namePlan,
      label: target.label,
      amountCents: target.amountCents,
      period: { start: now, end: addMonths(now, 1) },
    },
    { actorUserId: payer.userId, origin },
  );
  return describeChargeAttempt(ports, payer.accountId, attempt, outcomeMessages.paid(target.label));
}
