import type { PaymentOutcome, SubscriptionChangeBody } from '@schemas/api/payments';
import type { Suscription } from '@schemas/api/plans';
import { describeSubscription } from '../plans/getSubscriptionStatus';
import { planErrors } from '../plans/planErrors';
import type { Ports, RequestOrigin } from '../ports/Ports';
import { cancelToExplorer } from './cancelToExplorer';
import { chargeUpgrade } from './planChange/chargeUpgrade';
import { type CurrentSubscription, decidePlanChange } from './planChange/decidePlanChange';
import { keepPlan } from './planChange/keepPlan';
import type { PlanChangeRequest } from './planChange/PlanChangeRequest';
import { resumePlan } from './planChange/resumePlan';
import { scheduleDowngrade } from './planChange/scheduleDowngrade';
import { subscribeWithStoredCard } from './planChange/subscribeWithStoredCard';
import { upgradeWithoutCharge } from './planChange/upgradeWithoutCharge';
import { quotePlan } from './quotePlan';
import type { Payer } from './resolvePayer';

// PUT payments/subscription {namePlan}: a plan change decided like the best subscription
// products do it. Up: at once, charging the stored card the price difference for what is left of
// the period (prorated), and the renewal date stays. Down: at the end of the period (the account
// keeps what it paid for), refused while more operators are active than the smaller plan allows.
// The current plan again: undoes a scheduled downgrade or cancellation. Explorador: cancels
// (save_explorer). An account without a subscription starts one with its stored card; without a
// card it answers the spec's 430 and the web app opens the checkout instead. While a payment has
// failed, only paying (or cancelling) is possible. Which case applies is `decidePlanChange`; each
// case is one function in `planChange/`.
export async function changePlan(
  ports: Ports,
  payer: Payer,
  body: SubscriptionChangeBody,
  origin: RequestOrigin,
): Promise<{ outcome: PaymentOutcome; suscription: Suscription }> {
  const outcome =
    body.namePlan.trim().toLowerCase() === 'explorador'
      ? await cancelToExplorer(ports, payer, origin)
      : await changeToPaidPlan(ports, payer, body.namePlan, origin);
  return {
    outcome,
    suscription: await describeSubscription(ports.db, payer.accountId, ports.clock.now(), {
      withCard: true,
    }),
  };
}

async function changeToPaidPlan(
  ports: Ports,
  payer: Payer,
  namePlan: string,
  origin: RequestOrigin,
): Promise<PaymentOutcome> {
  const target = await quotePlan(ports.db, namePlan);
  const now = ports.clock.now();
  const subscription = await findSubscription(ports, payer.accountId);
  const request: PlanChangeRequest = { ports, payer, origin, target, now };
  const change = decidePlanChange(subscription, target, now);
  switch (change.kind) {
    case 'paymentRequired':
      throw planErrors.paymentRequired();
    case 'subscribe':
      return subscribeWithStoredCard(request);
    case 'keep':
      return keepPlan(request);
    case 'resume':
      return resumePlan(request);
    case 'upgrade':
      return chargeUpgrade(request, change.subscription, change.amountCents);
    case 'upgradeFree':
      return upgradeWithoutCharge(request);
    case 'downgrade':
      return scheduleDowngrade(request, change.subscription);
  }
}

function findSubscription(
  ports: Ports,
  accountId: string,
): Promise<CurrentSubscription | undefined> {
  return ports.db
    .selectFrom('subscriptions as s')
    .innerJoin('plans as p', 'p.name_plan', 's.name_plan')
    .select([
      's.status',
      's.name_plan',
      's.current_period_start',
      's.current_period_end',
      's.cancel_at_period_end',
      's.pending_plan',
      'p.price_usd',
    ])
    .where('s.account_id', '=', accountId)
    .executeTakeFirst();
}
