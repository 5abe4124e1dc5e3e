import type { Db } from '../db/Database';
import type { Ports } from '../ports/Ports';

// An active subscription to `namePlan` whose cycle starts at `start` (the anchor) and first
// renews at `end`. Used when a plan is first paid and when a failed one is paid again: either
// way the cycle restarts from the payment.
export async function startSubscription(
  trx: Db,
  ports: Pick<Ports, 'clock'>,
  accountId: string,
  namePlan: string,
  period: { start: Date; end: Date },
): Promise<void> {
  const now = ports.clock.now();
  const values = {
    name_plan: namePlan,
    status: 'active' as const,
    billing_anchor: period.start,
    current_period_start: period.start,
    current_period_end: period.end,
    cancel_at_period_end: false,
    pending_plan: null,
    failed_attempts: 0,
    next_attempt_at: period.end,
    locked_until: null,
    updated_at: now,
  };
  await trx
    .insertInto('subscriptions')
    .values({ account_id: accountId, created_at: now, ...values })
    .onConflict((conflict) => conflict.column('account_id').doUpdateSet(values))
    .execute();
}
