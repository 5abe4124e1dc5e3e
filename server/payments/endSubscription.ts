import { recordAudit } from '../audit/recordAudit';
import type { Db } from '../db/Database';
import { enqueueMail } from '../mail/enqueueMail';
import type { Ports, RequestOrigin } from '../ports/Ports';
import { findAccountOwner } from './accountOwner';
import { applyAccountPlan } from './applyAccountPlan';
import { paymentMails } from './paymentMails';

// Ends the account's subscription now and puts it on Explorador: no more charges, the payment-
// failed state (if any) is over, and the owner is told by mail.
export async function endSubscription(
  trx: Db,
  ports: Ports,
  accountId: string,
  context: { actorUserId: string | null; origin: RequestOrigin | null; reason: string },
): Promise<void> {
  const now = ports.clock.now();
  const ended = await trx
    .updateTable('subscriptions as s')
    .set({
      status: 'canceled',
      cancel_at_period_end: false,
      pending_plan: null,
      next_attempt_at: null,
      locked_until: null,
      updated_at: now,
    })
    .where('s.account_id', '=', accountId)
    .where('s.status', '!=', 'canceled')
    .returning('s.name_plan')
    .executeTakeFirst();
  const previous = await trx
    .selectFrom('accounts as a')
    .innerJoin('plans as p', 'p.name_plan', 'a.name_plan')
    .select(['p.name_plan', 'p.label'])
    .where('a.id', '=', accountId)
    .executeTakeFirstOrThrow();
  await applyAccountPlan(trx, ports, accountId, 'explorador', context);
  if (ended) {
    await recordAudit(trx, ports, {
      event: 'subscription_canceled',
      accountId,
      actorUserId: context.actorUserId,
      subjectUserId: null,
      origin: context.origin,
      details: { plan: ended.name_plan, reason: context.reason },
    });
  }
  if (previous.name_plan !== 'explorador') {
    const owner = await findAccountOwner(trx, accountId);
    await enqueueMail(trx, ports, {
      kind: 'plan_ended',
      to: owner.email,
      ...paymentMails.movedToExplorer(owner.first_name, previous.label),
    });
  }
}
