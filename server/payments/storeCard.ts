import type { Db } from '../db/Database';
import type { Ports } from '../ports/Ports';
import type { CardDetails } from './PaymentProvider';

// Makes `token` the account's card for recurring charges (one per account). Answers the token
// it replaces, which the caller deletes at the gateway once the transaction has committed.
export async function storeCard(
  trx: Db,
  ports: Pick<Ports, 'clock' | 'payments'>,
  accountId: string,
  token: string,
  card: CardDetails,
): Promise<string | null> {
  const now = ports.clock.now();
  const previous = await trx
    .selectFrom('payment_methods')
    .select('token')
    .where('account_id', '=', accountId)
    .forUpdate()
    .executeTakeFirst();
  const values = {
    provider: ports.payments.name,
    token,
    brand: card.brand,
    last4: card.last4,
    expiry_month: card.expiryMonth,
    expiry_year: card.expiryYear,
    holder: card.holder,
    updated_at: now,
  };
  await trx
    .insertInto('payment_methods')
    .values({ account_id: accountId, created_at: now, ...values })
    .onConflict((conflict) => conflict.column('account_id').doUpdateSet(values))
    .execute();
  return previous && previous.token !== token ? previous.token : null;
}
