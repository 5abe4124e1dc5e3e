import type { PaymentOutcome, SubscriptionChangeBody } from '@schemas/api/payments';
import type { Suscription } from '@schemas/api/plans';
import { recordAudit } from '../audit/recordAudit';
import { countActiveOperators } from '../operators/countActiveOperators';
import { getPlanOrder } from '../plans/getPlanOrder';
import { describeSubscription } from '../plans/getSubscriptionStatus';
import { planErrors } from '../plans/planErrors';
import type { Ports, RequestOrigin } from '../ports/Ports';
import { applyAccountPlan } from './applyAccountPlan';
import { addMonths, prorate } from './billingPeriod';
import { cancelToExplorer } from './cancelToExplorer';
import { chargeStoredCard } from './chargeStoredCard';
import { paymentErrors } from './paymentErrors';
import { formatDay } from './paymentMails';
import { describePaymentResult, outcomeMessages, paymentMessages } from './paymentMessages';
import { quotePlan } from './quotePlan';
import type { Payer } from './resolvePayer';
import { toOutcome } from './toOutcome';

/** Upgrades cheaper than this for the rest of the period are not charged. */
const minimumChargeCents = 50;

// PUT payments/subscription {namePlan}: a plan change decided like the best subscription
// products do it. Up: at once, charging the stored card the price difference for what is left of
// the period (prorated), and the renewal date stays. Down: at the end of the period (the account
// keeps what it paid for), refused while more operators are active than the smaller plan allows.
// The current plan again: undoes a scheduled downgrade or cancellation. Explorador: cancels
// (save_explorer). An account without a subscription starts one with its stored card; without a
// card it answers the spec's 430 and the web app opens the checkout instead. While a payment has
// failed, only paying (or cancelling) is possible.
export async function changePlan(
  ports: Ports,
  payer: Payer,
  body: SubscriptionChangeBody,
  origin: RequestOrigin,
): Promise<{ outcome: PaymentOutcome; suscription: Suscription }> {
  const answer = async (outcome: PaymentOutcome) => ({
    outcome,
    suscription: await describeSubscription(ports.db, payer.accountId, ports.clock.now(), {
      withCard: true,
    }),
  });
  if (body.namePlan.trim().toLowerCase() === 'explorador') {
    return answer(await cancelToExplorer(ports, payer, origin));
  }
  const target = await quotePlan(ports.db, body.namePlan);
  const context = { actorUserId: payer.userId, origin };
  const now = ports.clock.now();
  const subscription = await ports.db
    .selectFrom('subscriptions as s')
    .innerJoin('plans as p', 'p.name_plan', 's.name_plan')
    .select([
      's.status',
      's.name_plan',
      's.current_period_start',
      's.current_period_end',
      's.cancel_at_period_end',
      's.pending_plan',
      'p.label',
      'p.price_usd',
    ])
    .where('s.account_id', '=', payer.accountId)
    .executeTakeFirst();
  if (subscription && ['past_due', 'payment_failed'].includes(subscription.status)) {
    throw planErrors.paymentRequired();
  }

  if (!subscription || subscription.status === 'canceled') {
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
      context,
    );
    return answer(
      await attemptOutcome(ports, payer.accountId, attempt, outcomeMessages.paid(target.label)),
    );
  }

  if (target.namePlan === subscription.name_plan) {
    if (subscription.cancel_at_period_end || subscription.pending_plan) {
      await ports.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('subscriptions')
          .set({ cancel_at_period_end: false, pending_plan: null, updated_at: now })
          .where('account_id', '=', payer.accountId)
          .execute();
        await recordAudit(trx, ports, {
          event: 'subscription_resumed',
          accountId: payer.accountId,
          actorUserId: payer.userId,
          subjectUserId: null,
          origin,
          details: { plan: target.namePlan },
        });
      });
      return answer(
        await toOutcome(ports.db, payer.accountId, {
          status: 'unchanged',
          resultCode: null,
          message: outcomeMessages.resumed(target.label),
        }),
      );
    }
    return answer(
      await toOutcome(ports.db, payer.accountId, {
        status: 'unchanged',
        resultCode: null,
        message: outcomeMessages.unchanged(target.label),
      }),
    );
  }

  if (getPlanOrder(target.namePlan) > getPlanOrder(subscription.name_plan)) {
    const difference = target.amountCents - (subscription.price_usd ?? 0) * 100;
    const amount = prorate(
      difference,
      { start: subscription.current_period_start, end: subscription.current_period_end },
      now,
    );
    if (amount < minimumChargeCents) {
      await ports.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('subscriptions')
          .set({
            name_plan: target.namePlan,
            pending_plan: null,
            cancel_at_period_end: false,
            updated_at: now,
          })
          .where('account_id', '=', payer.accountId)
          .execute();
        await applyAccountPlan(trx, ports, payer.accountId, target.namePlan, {
          ...context,
          reason: 'upgrade',
        });
        await recordAudit(trx, ports, {
          event: 'subscription_upgraded',
          accountId: payer.accountId,
          actorUserId: payer.userId,
          subjectUserId: null,
          origin,
          details: { plan: target.namePlan, amountCents: 0 },
        });
      });
      return answer(
        await toOutcome(ports.db, payer.accountId, {
          status: 'unchanged',
          resultCode: null,
          message: outcomeMessages.upgraded(target.label),
        }),
      );
    }
    const attempt = await chargeStoredCard(
      ports,
      {
        accountId: payer.accountId,
        kind: 'upgrade',
        namePlan: target.namePlan,
        label: target.label,
        amountCents: amount,
        period: { start: now, end: subscription.current_period_end },
      },
      context,
    );
    return answer(
      await attemptOutcome(ports, payer.accountId, attempt, outcomeMessages.upgraded(target.label)),
    );
  }

  // A downgrade, at the end of the period.
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
  return answer(
    await toOutcome(ports.db, payer.accountId, {
      status: 'unchanged',
      resultCode: null,
      message: outcomeMessages.downgradeScheduled(
        target.label,
        formatDay(subscription.current_period_end),
      ),
    }),
  );
}

async function attemptOutcome(
  ports: Ports,
  accountId: string,
  attempt: Awaited<ReturnType<typeof chargeStoredCard>>,
  paidMessage: string,
): Promise<PaymentOutcome> {
  if (attempt.state === 'pending') {
    return toOutcome(ports.db, accountId, {
      status: 'pending',
      resultCode: null,
      message: paymentMessages.providerUnavailable,
      charge: attempt.charge,
    });
  }
  const code = attempt.charge.result_code;
  return toOutcome(ports.db, accountId, {
    status: attempt.paid ? 'paid' : 'declined',
    resultCode: code,
    message: attempt.paid ? paidMessage : describePaymentResult(code ?? '900.100.100'),
    charge: attempt.charge,
  });
}
