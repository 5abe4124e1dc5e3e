import type { GenerateAnswer, GenerateBody } from '@schemas/api/payments';
import type { Ports } from '../ports/Ports';
import { paymentMessages } from './paymentMessages';
import { quotePlan } from './quotePlan';
import type { Payer } from './resolvePayer';

// payments/generate: the order the server prices before any checkout — which gateway, which
// call opens its checkout, and the amount from the plan table (nothing for a card registration).
export async function generateOrder(
  ports: Ports,
  payer: Payer,
  body: GenerateBody,
): Promise<GenerateAnswer> {
  const purpose = body.purpose ?? 'subscribe';
  const provider = ports.payments.name;
  const common = {
    provider,
    checkoutPath: `payments/${provider}Checkout` as const,
    currency: ports.config.payments.currency,
    email: payer.email,
    userId: payer.userId,
  };
  if (purpose === 'card') {
    return {
      ...common,
      purpose,
      namePlan: null,
      label: null,
      amount: 0,
      amountCents: 0,
      itemName: paymentMessages.cardItemName,
      itemDescription: paymentMessages.cardItemDescription,
    };
  }
  const quote = await quotePlan(ports.db, body.namePlan ?? '');
  return {
    ...common,
    purpose,
    namePlan: quote.namePlan,
    label: quote.label,
    amount: quote.amountCents / 100,
    amountCents: quote.amountCents,
    itemName: quote.itemName,
    itemDescription: quote.itemDescription,
  };
}
