import { recordAudit } from '../audit/recordAudit';
import type { Db } from '../db/Database';
import { enqueueMail } from '../mail/enqueueMail';
import type { Ports, RequestOrigin } from '../ports/Ports';
import { findAccountOwner, subscriptionLink } from './accountOwner';
import { applyAccountPlan } from './applyAccountPlan';
import { paymentMails } from './paymentMails';
import { describePaymentResult } from './paymentMessages';
import { startSubscription } from './startSubscription';
import { type ChargeRow, toReceipt } from './toReceipt';

export interface ChargeContext {
  actorUserId: string | null;
  origin: RequestOrigin | null;
}

// What a settled charge does to the account, by its kind, in the transaction that settled it:
// a paid first charge (or the payment that brings a failed subscription back) starts the cycle
// and puts the account on the plan; a paid upgrade moves it to the dearer plan now; a paid
// renewal starts the next period. A failed renewal is retried on the policy's schedule and,
// when the retries run out, leaves the account in the payment-failed state. Every paid charge
// mails its receipt; every outcome is audited.
export async function applyChargeEffects(
  trx: Db,
  ports: Ports,
  charge: ChargeRow,
  paid: boolean,
  context: ChargeContext,
): Promise<void> {
  const now = ports.clock.now();
  const accountId = charge.account_id;
  const plan = await trx
    .selectFrom('plans')
    .select('label')
    .where('name_plan', '=', charge.name_plan)
    .executeTakeFirstOrThrow();
  const owner = await findAccountOwner(trx, accountId);
  const audit = (event: Parameters<typeof recordAudit>[2]['event'], details = {}) =>
    recordAudit(trx, ports, {
      event,
      accountId,
      actorUserId: context.actorUserId,
      subjectUserId: null,
      origin: context.origin,
      details: { chargeId: charge.id, plan: charge.name_plan, ...details },
    });
  const period =
    charge.period_start && charge.period_end
      ? { start: charge.period_start, end: charge.period_end }
      : null;
  const planContext = { ...context, reason: charge.kind };

  if (paid) {
    switch (charge.kind) {
      case 'subscription':
      case 'reactivation':
        if (period) await startSubscription(trx, ports, accountId, charge.name_plan, period);
        await applyAccountPlan(trx, ports, accountId, charge.name_plan, planContext);
        await audit(
          charge.kind === 'subscription' ? 'subscription_started' : 'subscription_restored',
        );
        break;
      case 'upgrade':
        await trx
          .updateTable('subscriptions')
          .set({
            name_plan: charge.name_plan,
            pending_plan: null,
            cancel_at_period_end: false,
            updated_at: now,
          })
          .where('account_id', '=', accountId)
          .execute();
        await applyAccountPlan(trx, ports, accountId, charge.name_plan, planContext);
        await audit('subscription_upgraded');
        break;
      case 'renewal':
        if (period) {
          await trx
            .updateTable('subscriptions')
            .set({
              status: 'active',
              current_period_start: period.start,
              current_period_end: period.end,
              failed_attempts: 0,
              next_attempt_at: period.end,
              locked_until: null,
              updated_at: now,
            })
            .where('account_id', '=', accountId)
            .execute();
        }
        await audit('subscription_renewed');
        break;
    }
    await audit('payment_succeeded', { amountCents: charge.amount_cents });
    const receipt = toReceipt(charge, plan.label);
    await enqueueMail(trx, ports, {
      kind: 'receipt',
      to: owner.email,
      ...paymentMails.receipt(owner.first_name, receipt, subscriptionLink(ports.config.appUrl)),
    });
    return;
  }

  await audit('payment_failed', { code: charge.result_code, amountCents: charge.amount_cents });
  if (charge.kind !== 'renewal') return;
  const subscription = await trx
    .selectFrom('subscriptions')
    .select('failed_attempts')
    .where('account_id', '=', accountId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const attempts = subscription.failed_attempts + 1;
  const delays = ports.config.payments.renewals.retryDelaysSeconds;
  const reason = describePaymentResult(charge.result_code ?? '900.100.100');
  const link = subscriptionLink(ports.config.appUrl);
  const delay = delays[attempts - 1];
  if (delay !== undefined) {
    const retryAt = new Date(now.getTime() + delay * 1000);
    await trx
      .updateTable('subscriptions')
      .set({
        status: 'past_due',
        failed_attempts: attempts,
        next_attempt_at: retryAt,
        locked_until: null,
        updated_at: now,
      })
      .where('account_id', '=', accountId)
      .execute();
    await enqueueMail(trx, ports, {
      kind: 'renewal_failed',
      to: owner.email,
      ...paymentMails.renewalRetrying(owner.first_name, plan.label, reason, retryAt, link),
    });
    return;
  }
  await trx
    .updateTable('subscriptions')
    .set({
      status: 'payment_failed',
      failed_attempts: attempts,
      next_attempt_at: null,
      locked_until: null,
      updated_at: now,
    })
    .where('account_id', '=', accountId)
    .execute();
  await audit('subscription_payment_failed', { attempts });
  await enqueueMail(trx, ports, {
    kind: 'payment_failed',
    to: owner.email,
    ...paymentMails.paymentFailed(owner.first_name, plan.label, reason, link),
  });
}
