import type { ChargeKind } from '../db/billingTables';
import { ApiError } from '../errors/ApiError';
import { planErrors } from '../plans/planErrors';
import type { Ports } from '../ports/Ports';
import { applyChargeEffects, type ChargeContext } from './applyChargeEffects';
import { PaymentProviderUnavailable } from './PaymentProvider';
import { outcomeMessages, paymentMessages } from './paymentMessages';
import { recordCharge, settlePendingCharge } from './recordCharge';
import { type ChargeRow, isPaid } from './toReceipt';

export interface StoredCardCharge {
  accountId: string;
  kind: ChargeKind;
  namePlan: string;
  label: string;
  amountCents: number;
  period: { start: Date; end: Date } | null;
}

export type ChargeAttempt =
  | { state: 'settled'; charge: ChargeRow; paid: boolean }
  /** The gateway did not answer: the charge stays pending until reconcilePendingCharges. */
  | { state: 'pending'; charge: ChargeRow };

// Charges the account's stored card (a merchant-initiated payment: renewals, upgrades, paying
// again after a failure). The pending charge is committed first, under the account's lock and
// only if no other charge of the account is pending, so two requests never charge twice; its id
// is the merchantTransactionId, so the gateway charges it once even when asked again, and a
// charge whose answer was lost can be looked up. The gateway is called outside any transaction.
export async function chargeStoredCard(
  ports: Ports,
  request: StoredCardCharge,
  context: ChargeContext,
): Promise<ChargeAttempt> {
  const chargeId = ports.random.uuid();
  const { card, pending } = await ports.db.transaction().execute(async (trx) => {
    await trx
      .selectFrom('accounts')
      .select('id')
      .where('id', '=', request.accountId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const stored = await trx
      .selectFrom('payment_methods')
      .selectAll()
      .where('account_id', '=', request.accountId)
      .executeTakeFirst();
    if (!stored) throw planErrors.paymentRequired();
    const inFlight = await trx
      .selectFrom('charges')
      .select('id')
      .where('account_id', '=', request.accountId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (inFlight) {
      throw new ApiError(409, 'PAYMENT_IN_PROGRESS', outcomeMessages.paymentInProgress);
    }
    const row = await recordCharge(trx, ports, {
      id: chargeId,
      accountId: request.accountId,
      kind: request.kind,
      namePlan: request.namePlan,
      amountCents: request.amountCents,
      status: 'pending',
      card: { brand: stored.brand, last4: stored.last4 },
      period: request.period,
      checkoutId: null,
      result: null,
    });
    return { card: stored, pending: row };
  });
  let result: Awaited<ReturnType<Ports['payments']['chargeToken']>>;
  try {
    result = await ports.payments.chargeToken({
      token: card.token,
      merchantTransactionId: chargeId,
      amountCents: request.amountCents,
      currency: ports.config.payments.currency,
      itemName: paymentMessages.itemName(request.label),
    });
  } catch (error) {
    if (error instanceof PaymentProviderUnavailable) return { state: 'pending', charge: pending };
    throw error;
  }
  return settleStoredCardCharge(ports, chargeId, result, context, pending);
}

/** Applies the gateway's answer to a pending charge (also used by reconciliation). */
export async function settleStoredCardCharge(
  ports: Ports,
  chargeId: string,
  result: Parameters<typeof settlePendingCharge>[3],
  context: ChargeContext,
  fallback: ChargeRow,
): Promise<ChargeAttempt> {
  const paid = isPaid(result.code);
  return ports.db.transaction().execute(async (trx): Promise<ChargeAttempt> => {
    const charge = await settlePendingCharge(trx, ports, chargeId, result, paid);
    if (!charge) {
      const current = await trx
        .selectFrom('charges')
        .selectAll()
        .where('id', '=', chargeId)
        .executeTakeFirst();
      const settled = current ?? fallback;
      return { state: 'settled', charge: settled, paid: settled.status === 'paid' };
    }
    await applyChargeEffects(trx, ports, charge, paid, context);
    return { state: 'settled', charge, paid };
  });
}
