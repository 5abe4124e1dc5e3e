import { recordAudit } from '../audit/recordAudit';
import { enqueueMail } from '../mail/enqueueMail';
import type { Ports } from '../ports/Ports';
import { findAccountOwner } from './accountOwner';
import { applyAccountPlan } from './applyAccountPlan';
import { nextPeriodEnd } from './billingPeriod';
import { chargeStoredCard, settleStoredCardCharge } from './chargeStoredCard';
import { endSubscription } from './endSubscription';
import { logGatewayFailure } from './logGatewayFailure';
import { paymentMails } from './paymentMails';

const batchSize = 20;
/** A charge pending longer than this had its answer lost: the gateway is asked about it. */
const pendingGraceMs = 2 * 60 * 1000;
/** One the gateway never heard of after this long was never made. */
const pendingGiveUpMs = 30 * 60 * 1000;

export interface RenewalRun {
  renewed: number;
  failed: number;
  ended: number;
}

// One pass of the renewal job (a pg-boss schedule, every minute): renews every subscription
// whose next attempt is due. Subscriptions are claimed with a lease (FOR UPDATE SKIP
// LOCKED), so several server instances on one database never charge one twice. When `signal`
// aborts (shutdown), the subscriptions claimed but not yet started are handed back at once.
export async function runRenewals(ports: Ports, signal?: AbortSignal): Promise<RenewalRun> {
  const run: RenewalRun = { renewed: 0, failed: 0, ended: 0 };
  const now = ports.clock.now();
  const claimed = await ports.db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('subscriptions')
      .select('account_id')
      .where('status', 'in', ['active', 'past_due'])
      .where('next_attempt_at', '<=', now)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
      .orderBy('next_attempt_at')
      .limit(batchSize)
      .forUpdate()
      .skipLocked()
      .execute();
    const ids = due.map((row) => row.account_id);
    if (ids.length > 0) {
      await trx
        .updateTable('subscriptions')
        .set({ locked_until: new Date(now.getTime() + ports.config.payments.renewals.leaseMs) })
        .where('account_id', 'in', ids)
        .execute();
    }
    return ids;
  });
  for (const [index, accountId] of claimed.entries()) {
    if (signal?.aborted) {
      await ports.db
        .updateTable('subscriptions')
        .set({ locked_until: null })
        .where('account_id', 'in', claimed.slice(index))
        .execute();
      break;
    }
    try {
      run[await renewOne(ports, accountId)]++;
    } catch {
      // Left for the next pass (its lease is released or expires); the others go on.
      run.failed++;
    }
  }
  return run;
}

async function renewOne(ports: Ports, accountId: string): Promise<'renewed' | 'failed' | 'ended'> {
  const now = ports.clock.now();
  const context = { actorUserId: null, origin: null };
  const due = await ports.db.transaction().execute(async (trx) => {
    const subscription = await trx
      .selectFrom('subscriptions')
      .selectAll()
      .where('account_id', '=', accountId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const periodOver = subscription.current_period_end <= now;
    const card = await trx
      .selectFrom('payment_methods')
      .select('account_id')
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    if (
      periodOver &&
      subscription.status === 'active' &&
      (subscription.cancel_at_period_end || !card)
    ) {
      await endSubscription(trx, ports, accountId, { ...context, reason: 'period_end' });
      return 'ended' as const;
    }
    let namePlan = subscription.name_plan;
    if (periodOver && subscription.status === 'active' && subscription.pending_plan) {
      const from = subscription.name_plan;
      namePlan = subscription.pending_plan;
      await trx
        .updateTable('subscriptions')
        .set({ name_plan: namePlan, pending_plan: null, updated_at: now })
        .where('account_id', '=', accountId)
        .execute();
      await applyAccountPlan(trx, ports, accountId, namePlan, { ...context, reason: 'downgrade' });
      await recordAudit(trx, ports, {
        event: 'subscription_downgraded',
        accountId,
        actorUserId: null,
        subjectUserId: null,
        origin: null,
        details: { from, to: namePlan },
      });
      const labels = await trx
        .selectFrom('plans')
        .select(['name_plan', 'label'])
        .where('name_plan', 'in', [from, namePlan])
        .execute();
      const label = (name: string) => labels.find((row) => row.name_plan === name)?.label ?? name;
      const owner = await findAccountOwner(trx, accountId);
      await enqueueMail(trx, ports, {
        kind: 'plan_changed',
        to: owner.email,
        ...paymentMails.planChanged(owner.first_name, label(from), label(namePlan)),
      });
    }
    const plan = await trx
      .selectFrom('plans')
      .select(['label', 'price_usd'])
      .where('name_plan', '=', namePlan)
      .executeTakeFirstOrThrow();
    if (!card) {
      // A failed subscription whose card was removed: nothing to retry with.
      await trx
        .updateTable('subscriptions')
        .set({
          status: 'payment_failed',
          next_attempt_at: null,
          locked_until: null,
          updated_at: now,
        })
        .where('account_id', '=', accountId)
        .execute();
      await recordAudit(trx, ports, {
        event: 'subscription_payment_failed',
        accountId,
        actorUserId: null,
        subjectUserId: null,
        origin: null,
        details: { reason: 'no_card' },
      });
      return 'failed' as const;
    }
    const start = subscription.current_period_end;
    return {
      namePlan,
      label: plan.label,
      amountCents: (plan.price_usd ?? 0) * 100,
      period: { start, end: nextPeriodEnd(subscription.billing_anchor, start) },
    };
  });
  if (due === 'ended' || due === 'failed') return due;
  const attempt = await chargeStoredCard(
    ports,
    {
      accountId,
      kind: 'renewal',
      namePlan: due.namePlan,
      label: due.label,
      amountCents: due.amountCents,
      period: due.period,
    },
    context,
  ).catch(async (error: unknown) => {
    // Another charge is in flight (reconciliation will settle it): release and come back later.
    await ports.db
      .updateTable('subscriptions')
      .set({ locked_until: null })
      .where('account_id', '=', accountId)
      .execute();
    throw error;
  });
  return attempt.state === 'settled' && attempt.paid ? 'renewed' : 'failed';
}

// The pending-charges job (a pg-boss schedule, every minute). Charges left pending (the gateway
// did not answer, or the process stopped mid-way) are looked up at the gateway by their merchantTransactionId and settled; the gateway never charges one id
// twice, so asking is safe. One it never heard of is marked failed after a while, and the
// subscription's retry schedule takes it from there.
export async function reconcilePendingCharges(ports: Ports): Promise<number> {
  const now = ports.clock.now();
  const pending = await ports.db
    .selectFrom('charges')
    .selectAll()
    .where('status', '=', 'pending')
    .where('created_at', '<=', new Date(now.getTime() - pendingGraceMs))
    .orderBy('created_at')
    .limit(batchSize)
    .execute();
  let settled = 0;
  for (const charge of pending) {
    // Unanswered (the gateway is down): asked again on the next pass.
    const result = await ports.payments
      .findPayment(charge.id)
      .catch(logGatewayFailure(ports.log, 'findPayment', { chargeId: charge.id }));
    if (result === undefined) continue;
    const context = { actorUserId: null, origin: null };
    if (result) {
      await settleStoredCardCharge(ports, charge.id, result, context, charge);
      settled++;
    } else if (charge.created_at.getTime() <= now.getTime() - pendingGiveUpMs) {
      await settleStoredCardCharge(
        ports,
        charge.id,
        {
          code: '900.100.300',
          description: 'timeout, uncertain result',
          paymentId: null,
          token: null,
          card: null,
          amountCents: charge.amount_cents,
          merchantTransactionId: charge.id,
        },
        context,
        charge,
      );
      settled++;
    }
  }
  return settled;
}
