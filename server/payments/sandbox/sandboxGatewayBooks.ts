import type { Insertable, Selectable } from 'kysely';
import type {
  SandboxGatewayCheckoutsTable,
  SandboxGatewayPaymentsTable,
  SandboxGatewayRegistrationsTable,
} from '../../db/billingTables';
import type { Db } from '../../db/Database';
import type { CardDetails, PaymentResult } from '../PaymentProvider';
import type { SandboxOutcome } from './sandboxRules';

export type SandboxCheckoutRow = Selectable<SandboxGatewayCheckoutsTable>;

// The sandbox gateway's own books (tables sandbox_gateway_*): checkouts opened, cards
// registered for recurring charges, payments made. Only this file reads or writes them.
export function sandboxGatewayBooks(db: Db) {
  const cardOf = async (registrationId: string | null): Promise<CardDetails | null> => {
    if (!registrationId) return null;
    const row = await db
      .selectFrom('sandbox_gateway_registrations')
      .selectAll()
      .where('id', '=', registrationId)
      .executeTakeFirst();
    return row
      ? {
          brand: row.brand,
          last4: row.last4,
          expiryMonth: row.expiry_month,
          expiryYear: row.expiry_year,
          holder: row.holder,
        }
      : null;
  };

  return {
    cardOf,

    async openCheckout(row: Insertable<SandboxGatewayCheckoutsTable>): Promise<void> {
      await db.insertInto('sandbox_gateway_checkouts').values(row).execute();
    },

    findCheckout(checkoutId: string): Promise<SandboxCheckoutRow | undefined> {
      return db
        .selectFrom('sandbox_gateway_checkouts')
        .selectAll()
        .where('id', '=', checkoutId)
        .executeTakeFirst();
    },

    /** Closes an open checkout with its result; undefined when it was no longer open. */
    completeCheckout(
      checkoutId: string,
      outcome: SandboxOutcome,
      registrationId: string | null,
      paymentId: string | null,
      now: Date,
    ) {
      return db
        .updateTable('sandbox_gateway_checkouts')
        .set({
          status: 'completed',
          result_code: outcome.code,
          result_description: outcome.description,
          registration_id: registrationId,
          payment_id: paymentId,
          completed_at: now,
        })
        .where('id', '=', checkoutId)
        .where('status', '=', 'open')
        .returning(['merchant_transaction_id', 'amount_cents', 'currency'])
        .executeTakeFirst();
    },

    /** A registered card that has not been deleted. */
    findRegistration(token: string) {
      return db
        .selectFrom('sandbox_gateway_registrations')
        .selectAll()
        .where('id', '=', token)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
    },

    async register(row: Insertable<SandboxGatewayRegistrationsTable>): Promise<void> {
      await db.insertInto('sandbox_gateway_registrations').values(row).execute();
    },

    async deleteRegistration(token: string, now: Date): Promise<void> {
      await db
        .updateTable('sandbox_gateway_registrations')
        .set({ deleted_at: now })
        .where('id', '=', token)
        .where('deleted_at', 'is', null)
        .execute();
    },

    async recordPayment(row: Insertable<SandboxGatewayPaymentsTable>): Promise<void> {
      await db.insertInto('sandbox_gateway_payments').values(row).execute();
    },

    /** The latest payment made under a merchantTransactionId, as the gateway reports it. */
    async findPayment(merchantTransactionId: string): Promise<PaymentResult | null> {
      const row = await db
        .selectFrom('sandbox_gateway_payments')
        .selectAll()
        .where('merchant_transaction_id', '=', merchantTransactionId)
        .orderBy('created_at', 'desc')
        .executeTakeFirst();
      if (!row) return null;
      return {
        code: row.result_code,
        description: row.result_description,
        paymentId: row.id,
        token: row.registration_id,
        card: await cardOf(row.registration_id),
        amountCents: row.amount_cents,
        merchantTransactionId: row.merchant_transaction_id,
      };
    },
  };
}
