import type { NotificationAnswer } from '@schemas/api/payments';
import { recordAudit } from '../audit/recordAudit';
import type { Ports, RequestOrigin } from '../ports/Ports';
import { settleStoredCardCharge } from './chargeStoredCard';
import type { NotificationHeaders } from './PaymentProvider';
import { paymentErrors } from './paymentErrors';
import { settleCheckout } from './settleCheckout';

// payments/notifications (our call: where the gateway posts its webhooks). Accepted only when
// the signature verifies (the sandbox's HMAC, Datafast's AES-GCM tag) and the signed time is
// within the tolerance, so a captured notification cannot be replayed later. The notification
// is a hint, never the truth: the result is asked from the gateway itself and applied through
// the same idempotent settlement as the shopper's return, and a notification id seen before is
// acknowledged without doing anything (gateways deliver at least once).
export async function handleNotification(
  ports: Ports,
  headers: NotificationHeaders,
  rawBody: string,
  origin: RequestOrigin,
): Promise<NotificationAnswer> {
  const notification = ports.payments.verifyNotification(headers, rawBody);
  if (!notification) throw paymentErrors.notificationInvalid();
  const now = ports.clock.now();
  const toleranceMs = ports.config.payments.notificationToleranceSeconds * 1000;
  if (Math.abs(now.getTime() - notification.sentAt.getTime()) > toleranceMs) {
    throw paymentErrors.notificationStale();
  }
  const provider = ports.payments.name;
  const seen = await ports.db
    .selectFrom('payment_notifications')
    .select('notification_id')
    .where('provider', '=', provider)
    .where('notification_id', '=', notification.id)
    .executeTakeFirst();
  if (seen) return { received: true, duplicate: true };

  const context = { actorUserId: null, origin };
  let accountId: string | null = null;
  let applied = false;
  if (notification.checkoutId) {
    const checkout = await ports.db
      .selectFrom('checkouts')
      .select(['id', 'account_id', 'status'])
      .where('provider', '=', provider)
      .where('provider_checkout_id', '=', notification.checkoutId)
      .executeTakeFirst();
    if (checkout) {
      accountId = checkout.account_id;
      const result =
        checkout.status === 'open'
          ? await ports.payments.getCheckoutResult(notification.checkoutId)
          : null;
      const settled = result ? await settleCheckout(ports, checkout.id, result, context) : null;
      applied = settled?.settledNow ?? false;
    }
  } else if (notification.merchantTransactionId) {
    const charge = await ports.db
      .selectFrom('charges')
      .selectAll()
      .where('id', '=', notification.merchantTransactionId)
      .executeTakeFirst();
    if (charge) {
      accountId = charge.account_id;
      if (charge.status === 'pending') {
        const result = await ports.payments.findPayment(charge.id);
        if (result) {
          const settled = await settleStoredCardCharge(ports, charge.id, result, context, charge);
          applied = settled.state === 'settled';
        }
      }
    }
  }

  const inserted = await ports.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('payment_notifications')
      .values({
        provider,
        notification_id: notification.id,
        kind: notification.type,
        received_at: now,
        details: JSON.stringify({
          checkoutId: notification.checkoutId,
          merchantTransactionId: notification.merchantTransactionId,
          applied,
        }),
      })
      .onConflict((conflict) => conflict.columns(['provider', 'notification_id']).doNothing())
      .returning('notification_id')
      .executeTakeFirst();
    if (row) {
      await recordAudit(trx, ports, {
        event: 'payment_notification',
        accountId,
        actorUserId: null,
        subjectUserId: null,
        origin,
        details: { notificationId: notification.id, type: notification.type, applied },
      });
    }
    return row;
  });
  return { received: true, duplicate: !inserted };
}
