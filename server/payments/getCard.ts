import type { CardAnswer } from '@schemas/api/payments';
import type { Ports } from '../ports/Ports';

// payments/user_token: the account's stored card, as a person recognises it (never the token).
export async function getCard(ports: Pick<Ports, 'db'>, accountId: string): Promise<CardAnswer> {
  const card = await ports.db
    .selectFrom('payment_methods')
    .select(['brand', 'last4', 'expiry_month', 'expiry_year', 'holder'])
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return {
    card: card
      ? {
          brand: card.brand,
          last4: card.last4,
          expiryMonth: card.expiry_month,
          expiryYear: card.expiry_year,
          holder: card.holder,
        }
      : null,
  };
}
