import { getPlanOrder } from '../../plans/getPlanOrder';
import { prorate } from '../billingPeriod';

/** Upgrades cheaper than this for the rest of the period are not charged. */
export const minimumChargeCents = 50;

/** The account's subscription as a plan change reads it. */
export interface CurrentSubscription {
  status: string;
  name_plan: string;
  current_period_start: Date;
  current_period_end: Date;
  cancel_at_period_end: boolean;
  pending_plan: string | null;
  price_usd: number | null;
}

export type PlanChange =
  // A payment has failed: only paying (or cancelling) is possible.
  | { kind: 'paymentRequired' }
  // No subscription (or an ended one): a new one, paid with the stored card.
  | { kind: 'subscribe' }
  // The current plan again: nothing scheduled to undo.
  | { kind: 'keep' }
  // The current plan again: undoes a scheduled downgrade or cancellation.
  | { kind: 'resume' }
  // Up, at once: the price difference for what is left of the period.
  | { kind: 'upgrade'; amountCents: number; subscription: CurrentSubscription }
  // Up, at once, and too little left of the period to be worth a charge.
  | { kind: 'upgradeFree'; subscription: CurrentSubscription }
  // Down, at the end of the period (the account keeps what it paid for).
  | { kind: 'downgrade'; subscription: CurrentSubscription };

// Which case a change to `target` (a plan for sale, not Explorador) is: decided from the
// subscription and the clock alone, so each case's rule is visible in one place.
export function decidePlanChange(
  subscription: CurrentSubscription | undefined,
  target: { namePlan: string; amountCents: number },
  now: Date,
): PlanChange {
  if (subscription && ['past_due', 'payment_failed'].includes(subscription.status))
    return { kind: 'paymentRequired' };
  if (!subscription || subscription.status === 'canceled') return { kind: 'subscribe' };
  if (target.namePlan === subscription.name_plan)
    return subscription.cancel_at_period_end || subscription.pending_plan
      ? { kind: 'resume' }
      : { kind: 'keep' };
  if (getPlanOrder(target.namePlan) <= getPlanOrder(subscription.name_plan))
    return { kind: 'downgrade', subscription };
  const amountCents = prorate(
    target.amountCents - (subscription.price_usd ?? 0) * 100,
    { start: subscription.current_period_start, end: subscription.current_period_end },
    now,
  );
  return amountCents < minimumChargeCents
    ? { kind: 'upgradeFree', subscription }
    : { kind: 'upgrade', amountCents, subscription };
}
