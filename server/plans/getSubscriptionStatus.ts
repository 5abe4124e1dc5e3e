import type { SubscriptionAnswer, Suscription } from '@schemas/api/plans';
import type { Principal } from '../auth/Principal';
import type { Db } from '../db/Database';
import type { Ports } from '../ports/Ports';
import { getPlanUsage } from './getPlanUsage';

// documents/getSuscriptionStatus: the caller's account plan (an operator sees its creator's),
// why the account has it, where its card subscription stands, the stored card (owners only) and
// usage against every limit.
export async function getSubscriptionStatus(
  ports: Pick<Ports, 'db' | 'clock'>,
  principal: Principal,
): Promise<SubscriptionAnswer> {
  return {
    suscription: await describeSubscription(ports.db, principal.accountId, ports.clock.now(), {
      withCard: principal.role !== 'operator',
    }),
  };
}

export async function describeSubscription(
  db: Db,
  accountId: string,
  now: Date,
  options: { withCard: boolean },
): Promise<Suscription> {
  const plan = await db
    .selectFrom('accounts as a')
    .innerJoin('plans as p', 'p.name_plan', 'a.name_plan')
    .select(['p.name_plan', 'p.label', 'p.price_usd', 'a.deactivated_at'])
    .where('a.id', '=', accountId)
    .executeTakeFirstOrThrow();
  const subscription = await db
    .selectFrom('subscriptions as s')
    .leftJoin('plans as pending', 'pending.name_plan', 's.pending_plan')
    .select([
      's.status',
      's.current_period_end',
      's.cancel_at_period_end',
      's.next_attempt_at',
      's.pending_plan',
      'pending.label as pending_label',
    ])
    .where('s.account_id', '=', accountId)
    .executeTakeFirst();
  const card = options.withCard
    ? await db
        .selectFrom('payment_methods')
        .select(['brand', 'last4', 'expiry_month', 'expiry_year', 'holder'])
        .where('account_id', '=', accountId)
        .executeTakeFirst()
    : undefined;
  const donated = await db
    .selectFrom('donated_accounts as d')
    .innerJoin('users as u', 'u.id', 'd.user_id')
    .select('d.status_account')
    .where('u.account_id', '=', accountId)
    .where('d.expired', '=', false)
    .executeTakeFirst();
  const usage = await getPlanUsage(db, accountId, now);
  const live = subscription && subscription.status !== 'canceled';
  const billing = live
    ? 'paid'
    : donated && donated.status_account === plan.name_plan
      ? 'donated'
      : plan.name_plan === 'explorador'
        ? 'free'
        : 'complimentary';
  return {
    namePlan: plan.name_plan,
    label: plan.label,
    status: plan.deactivated_at ? 'inactive' : 'active',
    price: plan.price_usd,
    operatorAccounts: {
      used: usage.operatorAccounts.used,
      limit: usage.operatorAccounts.limit,
    },
    billing,
    paymentStatus: subscription?.status ?? 'none',
    currentPeriodEnd: live ? subscription.current_period_end.toISOString() : null,
    renewsAt:
      live && !subscription.cancel_at_period_end && subscription.next_attempt_at
        ? subscription.next_attempt_at.toISOString()
        : null,
    cancelAtPeriodEnd: live ? subscription.cancel_at_period_end : false,
    pendingPlan:
      live && subscription.pending_plan && subscription.pending_label
        ? { namePlan: subscription.pending_plan, label: subscription.pending_label }
        : null,
    card: card
      ? {
          brand: card.brand,
          last4: card.last4,
          expiryMonth: card.expiry_month,
          expiryYear: card.expiry_year,
          holder: card.holder,
        }
      : null,
    usage,
  };
}
