import type { CheckoutAnswer, CheckoutBody, ReturnTo } from '@schemas/api/payments';
import { recordAudit } from '../audit/recordAudit';
import { apiErrors } from '../errors/ApiError';
import type { Ports, RequestOrigin } from '../ports/Ports';
import { subscriptionLink } from './accountOwner';
import { findPlanNamed } from './findPlanNamed';
import { PaymentProviderUnavailable } from './PaymentProvider';
import { paymentErrors } from './paymentErrors';
import { paymentMessages } from './paymentMessages';
import { quotePlan } from './quotePlan';
import type { Payer } from './resolvePayer';

// payments/{card-provider}Checkout (and update_payment_method): opens a hosted checkout at the
// gateway. The plan is `namePlan`, or else the one the spec's `itemName` names; the price is the
// plan table's and the IP the connection's, whatever the body says;
// `userId`, when sent, must be the payer's own. A subscription checkout is for an account
// without a live subscription (plan changes of a subscribed account charge the stored card).
export async function openCheckout(
  ports: Ports,
  payer: Payer,
  body: CheckoutBody,
  origin: RequestOrigin,
): Promise<CheckoutAnswer> {
  if (body.userId !== undefined && body.userId !== payer.userId) throw apiErrors.notFound();
  await ports.limiter.consume('checkout', ports.config.rateLimits.checkoutPerUser, payer.userId);
  const purpose = body.purpose ?? 'subscribe';
  const namePlan =
    body.namePlan ??
    (purpose === 'subscribe' && body.itemName ? await findPlanNamed(ports.db, body.itemName) : '');
  const order =
    purpose === 'subscribe'
      ? await quotePlan(ports.db, namePlan ?? '')
      : {
          namePlan: null,
          amountCents: 0,
          itemName: paymentMessages.cardItemName,
          itemDescription: paymentMessages.cardItemDescription,
        };
  if (purpose === 'subscribe') {
    const subscription = await ports.db
      .selectFrom('subscriptions')
      .select('status')
      .where('account_id', '=', payer.accountId)
      .executeTakeFirst();
    if (subscription && subscription.status !== 'canceled') throw paymentErrors.alreadySubscribed();
  }
  const id = ports.random.uuid();
  const now = ports.clock.now();
  const returnTo: ReturnTo = body.returnTo ?? (payer.signedIn ? 'account' : 'payment');
  let opened: { checkoutId: string; redirectUrl: string };
  try {
    opened = await ports.payments.createCheckout({
      merchantTransactionId: id,
      amountCents: purpose === 'subscribe' ? order.amountCents : null,
      currency: ports.config.payments.currency,
      itemName: order.itemName,
      itemDescription: order.itemDescription,
      customer: {
        id: payer.userId,
        email: payer.email,
        givenName: payer.firstName,
        surname: payer.lastName,
        ip: origin.ip,
      },
      resultUrl:
        returnTo === 'account'
          ? subscriptionLink(ports.config.appUrl)
          : `${ports.config.appUrl}/payment`,
    });
  } catch (error) {
    if (error instanceof PaymentProviderUnavailable) throw paymentErrors.providerUnavailable();
    throw error;
  }
  const expiresAt = new Date(now.getTime() + ports.config.payments.checkoutSeconds * 1000);
  await ports.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('checkouts')
      .values({
        id,
        account_id: payer.accountId,
        user_id: payer.userId,
        purpose,
        name_plan: order.namePlan,
        amount_cents: order.amountCents,
        currency: ports.config.payments.currency,
        provider: ports.payments.name,
        provider_checkout_id: opened.checkoutId,
        ip: origin.ip,
        status: 'open',
        result_code: null,
        result_description: null,
        charge_id: null,
        created_at: now,
        expires_at: expiresAt,
        completed_at: null,
      })
      .execute();
    await recordAudit(trx, ports, {
      event: 'checkout_opened',
      accountId: payer.accountId,
      actorUserId: payer.userId,
      subjectUserId: null,
      origin,
      details: { checkoutId: id, purpose, plan: order.namePlan, amountCents: order.amountCents },
    });
  });
  return {
    checkoutId: opened.checkoutId,
    redirectUrl: opened.redirectUrl,
    purpose,
    amount: order.amountCents / 100,
    amountCents: order.amountCents,
    currency: ports.config.payments.currency,
    itemName: order.itemName,
    itemDescription: order.itemDescription,
    expiresAt: expiresAt.toISOString(),
  };
}
