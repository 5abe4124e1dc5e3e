import type { PaymentOutcome } from '@schemas/api/payments';
import type { Ports, RequestOrigin } from '../ports/Ports';
import { addMonths } from './billingPeriod';
import { chargeStoredCard } from './chargeStoredCard';
import { paymentErrors } from './paymentErrors';
import { describePaymentResult, outcomeMessages, paymentMessages } from './paymentMessages';
import { toOutcome } from './toOutcome';

/** Whether the account owes its subscription (a renewal failed). */
export async function findOverdueSubscription(ports: Pick<Ports, 'db'>, accountId: string) {
  const subscription = await ports.db
    .selectFrom('subscriptions as s')
    .innerJoin('plans as p', 'p.name_plan', 's.name_plan')
    .select(['s.name_plan', 's.status', 'p.label', 'p.price_usd'])
    .where('s.account_id', '=', accountId)
    .where('s.status', 'in', ['past_due', 'payment_failed'])
    .executeTakeFirst();
  return subscription ?? null;
}

// payments/payment: pays what the account owes now, with the stored card (after a failed
// renewal, once the person has funds again or changed the card). Paying restores the account
// at once and starts a new monthly cycle from today.
export async function payOutstanding(
  ports: Ports,
  payer: { userId: string; accountId: string },
  origin: RequestOrigin | null,
): Promise<PaymentOutcome> {
  const overdue = await findOverdueSubscription(ports, payer.accountId);
  if (!overdue || overdue.price_usd === null) throw paymentErrors.nothingDue();
  const now = ports.clock.now();
  const attempt = await chargeStoredCard(
    ports,
    {
      accountId: payer.accountId,
      kind: 'reactivation',
      namePlan: overdue.name_plan,
      label: overdue.label,
      amountCents: overdue.price_usd * 100,
      period: { start: now, end: addMonths(now, 1) },
    },
    { actorUserId: payer.userId, origin },
  );
  if (attempt.state === 'pending') {
    return toOutcome(ports.db, payer.accountId, {
      status: 'pending',
      resultCode: null,
      message: paymentMessages.providerUnavailable,
      charge: attempt.charge,
    });
  }
  const code = attempt.charge.result_code;
  return toOutcome(ports.db, payer.accountId, {
    status: attempt.paid ? 'paid' : 'declined',
    resultCode: code,
    message: attempt.paid
      ? outcomeMessages.reactivated(overdue.label)
      : describePaymentResult(code ?? '900.100.100'),
    charge: attempt.charge,
  });
}
