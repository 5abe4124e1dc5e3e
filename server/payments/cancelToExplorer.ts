import type { PaymentOutcome } from '@schemas/api/payments';
import { recordAudit } from '../audit/recordAudit';
import type { Ports, RequestOrigin } from '../ports/Ports';
import { endSubscription } from './endSubscription';
import { formatDay } from './paymentMails';
import { outcomeMessages } from './paymentMessages';
import type { Payer } from './resolvePayer';
import { toOutcome } from './toOutcome';

// PUT payments/save_explorer: cancel to the free plan. A subscription in good standing runs to
// the end of the period it paid for and is not renewed (it can be resumed until then); one whose
// payment failed, and a plan without subscription (donated or granted), end now.
export async function cancelToExplorer(
  ports: Ports,
  payer: Pick<Payer, 'userId' | 'accountId'>,
  origin: RequestOrigin | null,
): Promise<PaymentOutcome> {
  const now = ports.clock.now();
  const scheduled = await ports.db.transaction().execute(async (trx) => {
    await trx
      .selectFrom('accounts')
      .select('id')
      .where('id', '=', payer.accountId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const subscription = await trx
      .selectFrom('subscriptions as s')
      .innerJoin('plans as p', 'p.name_plan', 's.name_plan')
      .select(['s.status', 's.current_period_end', 'p.label'])
      .where('s.account_id', '=', payer.accountId)
      .executeTakeFirst();
    if (subscription?.status === 'active') {
      await trx
        .updateTable('subscriptions')
        .set({ cancel_at_period_end: true, pending_plan: null, updated_at: now })
        .where('account_id', '=', payer.accountId)
        .execute();
      await recordAudit(trx, ports, {
        event: 'subscription_cancel_scheduled',
        accountId: payer.accountId,
        actorUserId: payer.userId,
        subjectUserId: null,
        origin,
        details: { at: subscription.current_period_end },
      });
      return subscription;
    }
    await endSubscription(trx, ports, payer.accountId, {
      actorUserId: payer.userId,
      origin,
      reason: 'canceled',
    });
    return null;
  });
  return toOutcome(ports.db, payer.accountId, {
    status: 'unchanged',
    resultCode: null,
    message: scheduled
      ? outcomeMessages.cancelScheduled(scheduled.label, formatDay(scheduled.current_period_end))
      : outcomeMessages.movedToExplorer,
  });
}
