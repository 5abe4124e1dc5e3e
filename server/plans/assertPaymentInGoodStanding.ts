import type { Db } from '../db/Database';
import { planErrors } from './planErrors';

// Gated actions (creating a document, an operator or enabling one, mail sent on the account's
// behalf, storing files, generating documents) answer the spec's 430 while the account's
// subscription is in the payment-failed state, i.e. every renewal retry failed and the card was
// not updated since. Reading and editing what exists stays open, so nobody is locked out of
// their own work while they fix the card. Call it inside the action's transaction.
export async function assertPaymentInGoodStanding(db: Db, accountId: string): Promise<void> {
  const subscription = await db
    .selectFrom('subscriptions')
    .select('status')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (subscription?.status === 'payment_failed') throw planErrors.paymentRequired();
}
