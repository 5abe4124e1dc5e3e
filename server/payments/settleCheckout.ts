import type { Selectable } from 'kysely';
import { recordAudit } from '../audit/recordAudit';
import type { CheckoutsTable } from '../db/billingTables';
import type { Ports } from '../ports/Ports';
import { applyChargeEffects, type ChargeContext } from './applyChargeEffects';
import { addMonths } from './billingPeriod';
import { classifyResultCode } from './classifyResultCode';
import { logGatewayFailure } from './logGatewayFailure';
import type { PaymentResult } from './PaymentProvider';
import { paymentErrors } from './paymentErrors';
import { recordCharge } from './recordCharge';
import { storeCard } from './storeCard';
import type { ChargeRow } from './toReceipt';

export type CheckoutRow = Selectable<CheckoutsTable>;

export interface SettledCheckout {
  checkout: CheckoutRow;
  charge: ChargeRow | null;
  /** false when another request (or a notification) settled it first. */
  settledNow: boolean;
}

// Applies the gateway's result of a hosted checkout, once: the checkout row is locked and only
// an open one is settled, so the shopper's return and the gateway's notification — whichever
// comes second — find it done. A paid subscription checkout records the paid charge (the
// receipt), stores the card and starts the subscription; a card checkout stores the card. A
// pending result changes nothing.
export async function settleCheckout(
  ports: Ports,
  checkoutId: string,
  result: PaymentResult,
  context: ChargeContext,
): Promise<SettledCheckout | null> {
  if (classifyResultCode(result.code) === 'pending') return null;
  const paid = classifyResultCode(result.code) === 'success';
  let replacedToken: string | null = null;
  const settled = await ports.db.transaction().execute(async (trx): Promise<SettledCheckout> => {
    const checkout = await trx
      .selectFrom('checkouts')
      .selectAll()
      .where('id', '=', checkoutId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (checkout.status !== 'open') {
      const charge = checkout.charge_id
        ? ((await trx
            .selectFrom('charges')
            .selectAll()
            .where('id', '=', checkout.charge_id)
            .executeTakeFirst()) ?? null)
        : null;
      return { checkout, charge, settledNow: false };
    }
    // The answer must be about this checkout, for the amount the server priced.
    if (result.merchantTransactionId && result.merchantTransactionId !== checkout.id) {
      throw paymentErrors.wrongCheckout();
    }
    if (
      paid &&
      checkout.purpose === 'subscribe' &&
      result.amountCents !== null &&
      result.amountCents !== checkout.amount_cents
    ) {
      throw paymentErrors.wrongCheckout();
    }
    const now = ports.clock.now();
    const cardStored = paid && result.token !== null && result.card !== null;
    if (cardStored && result.token && result.card) {
      replacedToken = await storeCard(trx, ports, checkout.account_id, result.token, result.card);
      await recordAudit(trx, ports, {
        event: 'card_saved',
        accountId: checkout.account_id,
        actorUserId: context.actorUserId,
        subjectUserId: null,
        origin: context.origin,
        details: { brand: result.card.brand, last4: result.card.last4 },
      });
    }
    let charge: ChargeRow | null = null;
    if (checkout.purpose === 'subscribe' && checkout.name_plan) {
      charge = await recordCharge(trx, ports, {
        id: ports.random.uuid(),
        accountId: checkout.account_id,
        kind: 'subscription',
        namePlan: checkout.name_plan,
        amountCents: checkout.amount_cents,
        status: paid ? 'paid' : 'failed',
        card: null,
        period: { start: now, end: addMonths(now, 1) },
        checkoutId: checkout.id,
        result,
      });
      await applyChargeEffects(trx, ports, charge, paid, context);
    } else if (!paid) {
      await recordAudit(trx, ports, {
        event: 'payment_failed',
        accountId: checkout.account_id,
        actorUserId: context.actorUserId,
        subjectUserId: null,
        origin: context.origin,
        details: { checkoutId: checkout.id, purpose: 'card', code: result.code },
      });
    }
    const updated = await trx
      .updateTable('checkouts')
      .set({
        status: !paid ? 'declined' : checkout.purpose === 'card' ? 'saved' : 'paid',
        result_code: result.code,
        result_description: result.description,
        charge_id: charge?.id ?? null,
        completed_at: now,
      })
      .where('id', '=', checkout.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { checkout: updated, charge, settledNow: true };
  });
  if (replacedToken) {
    await ports.payments.deleteToken(replacedToken).catch(
      logGatewayFailure(ports.log, 'deleteToken', {
        accountId: settled.checkout.account_id,
        reason: 'card replaced',
      }),
    );
  }
  return settled;
}
