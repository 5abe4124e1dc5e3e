import type { PaymentOutcome } from '@schemas/api/payments';
import { outcomeMessages } from '../paymentMessages';
import { toOutcome } from '../toOutcome';
import type { PlanChangeRequest } from './PlanChangeRequest';

// The current plan chosen again with nothing scheduled: nothing changes, and the answer says so.
export function keepPlan({ ports, payer, target }: PlanChangeRequest): Promise<PaymentOutcome> {
  return toOutcome(ports.db, payer.accountId, {
    status: 'unchanged',
    resultCode: null,
    message: outcomeMessages.unchanged(target.label),
  });
}
