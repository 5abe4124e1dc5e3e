import type { CardAnswer } from '@schemas/api/payments';
import { recordAudit } from '../audit/recordAudit';
import type { Ports, RequestOrigin } from '../ports/Ports';
import { logGatewayFailure } from './logGatewayFailure';
import { paymentErrors } from './paymentErrors';
import type { Payer } from './resolvePayer';

// DELETE payments/delete_token: forgets the stored card, here and at the gateway. Without a card
// nothing can renew, so a live subscription is set to end with its period (as a cancellation;
// storing a card and choosing the plan again resumes it).
export async function deleteCard(
  ports: Ports,
  payer: Payer,
  origin: RequestOrigin,
): Promise<CardAnswer> {
  const now = ports.clock.now();
  const removed = await ports.db.transaction().execute(async (trx) => {
    const card = await trx
      .deleteFrom('payment_methods')
      .where('account_id', '=', payer.accountId)
      .returning(['token', 'brand', 'last4'])
      .executeTakeFirst();
    if (!card) throw paymentErrors.noCard();
    await trx
      .updateTable('subscriptions')
      .set({ cancel_at_period_end: true, pending_plan: null, updated_at: now })
      .where('account_id', '=', payer.accountId)
      .where('status', '=', 'active')
      .execute();
    await recordAudit(trx, ports, {
      event: 'card_deleted',
      accountId: payer.accountId,
      actorUserId: payer.userId,
      subjectUserId: null,
      origin,
      details: { brand: card.brand, last4: card.last4 },
    });
    return card;
  });
  await ports.payments.deleteToken(removed.token).catch(
    logGatewayFailure(ports.log, 'deleteToken', {
      accountId: payer.accountId,
      reason: 'card deleted',
    }),
  );
  return { card: null };
}
