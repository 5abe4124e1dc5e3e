import type { Receipt } from '@schemas/api/payments';
import type { Selectable } from 'kysely';
import type { ChargesTable } from '../db/billingTables';
import { classifyResultCode } from './classifyResultCode';
import { describePaymentResult } from './paymentMessages';

export type ChargeRow = Selectable<ChargesTable>;

export function toReceipt(charge: ChargeRow, label: string): Receipt {
  const failed = charge.status === 'failed';
  return {
    chargeId: charge.id,
    receiptNumber:
      charge.receipt_number === null ? null : formatReceiptNumber(Number(charge.receipt_number)),
    date: charge.created_at.toISOString(),
    status: charge.status,
    kind: charge.kind,
    namePlan: charge.name_plan,
    label,
    amount: charge.amount_cents / 100,
    amountCents: charge.amount_cents,
    currency: charge.currency,
    card:
      charge.card_brand && charge.card_last4
        ? { brand: charge.card_brand, last4: charge.card_last4 }
        : null,
    periodStart: charge.period_start?.toISOString() ?? null,
    periodEnd: charge.period_end?.toISOString() ?? null,
    resultCode: charge.result_code,
    reason:
      failed && charge.result_code
        ? describePaymentResult(charge.result_code)
        : failed
          ? describePaymentResult('900.100.100')
          : null,
  };
}

export function formatReceiptNumber(value: number): string {
  return `R-${String(value).padStart(6, '0')}`;
}

/** Whether a gateway answer means the money was taken. */
export function isPaid(code: string): boolean {
  return classifyResultCode(code) === 'success';
}
