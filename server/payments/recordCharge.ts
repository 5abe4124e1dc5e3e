import { sql } from 'kysely';
import type { ChargeKind, ChargeStatus } from '../db/billingTables';
import type { Db } from '../db/Database';
import type { Ports } from '../ports/Ports';
import type { CardDetails, PaymentResult } from './PaymentProvider';
import type { ChargeRow } from './toReceipt';

export interface NewCharge {
  id: string;
  accountId: string;
  kind: ChargeKind;
  namePlan: string;
  amountCents: number;
  status: ChargeStatus;
  card: Pick<CardDetails, 'brand' | 'last4'> | null;
  period: { start: Date; end: Date } | null;
  checkoutId: string | null;
  result: PaymentResult | null;
}

// Writes a charge. A paid one takes the next receipt number (a sequence: numbers are never
// reused; one lost to a rolled-back transaction leaves a gap, as sequences do).
export async function recordCharge(
  trx: Db,
  ports: Pick<Ports, 'clock' | 'config' | 'payments'>,
  charge: NewCharge,
): Promise<ChargeRow> {
  const now = ports.clock.now();
  return trx
    .insertInto('charges')
    .values({
      id: charge.id,
      account_id: charge.accountId,
      kind: charge.kind,
      name_plan: charge.namePlan,
      amount_cents: charge.amountCents,
      currency: ports.config.payments.currency,
      status: charge.status,
      provider: ports.payments.name,
      provider_payment_id: charge.result?.paymentId ?? null,
      result_code: charge.result?.code ?? null,
      result_description: charge.result?.description ?? null,
      card_brand: charge.result?.card?.brand ?? charge.card?.brand ?? null,
      card_last4: charge.result?.card?.last4 ?? charge.card?.last4 ?? null,
      period_start: charge.period?.start ?? null,
      period_end: charge.period?.end ?? null,
      receipt_number: charge.status === 'paid' ? await nextReceiptNumber(trx) : null,
      checkout_id: charge.checkoutId,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Settles a pending charge with the gateway's answer; null when it was settled already (a
 * notification and the request that made the charge may both try).
 */
export async function settlePendingCharge(
  trx: Db,
  ports: Pick<Ports, 'clock'>,
  chargeId: string,
  result: PaymentResult,
  paid: boolean,
): Promise<ChargeRow | null> {
  const row = await trx
    .updateTable('charges')
    .set({
      status: paid ? 'paid' : 'failed',
      provider_payment_id: result.paymentId,
      result_code: result.code,
      result_description: result.description,
      receipt_number: paid ? await nextReceiptNumber(trx) : null,
      updated_at: ports.clock.now(),
    })
    .where('id', '=', chargeId)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

async function nextReceiptNumber(trx: Db): Promise<number> {
  const { rows } = await sql<{ value: string }>`select nextval('receipt_numbers') as value`.execute(
    trx,
  );
  return Number(rows[0]?.value);
}
