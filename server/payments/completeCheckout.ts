import type { CheckoutPurpose, PaymentOutcome } from '@schemas/api/payments';
import { apiErrors } from '../errors/ApiError';
import type { Ports, RequestOrigin } from '../ports/Ports';
import { PaymentProviderUnavailable } from './PaymentProvider';
import { paymentErrors } from './paymentErrors';
import { describePaymentResult, outcomeMessages, paymentMessages } from './paymentMessages';
import { findOverdueSubscription, payOutstanding } from './payOutstanding';
import type { Payer } from './resolvePayer';
import { type CheckoutRow, settleCheckout } from './settleCheckout';
import { toOutcome } from './toOutcome';

// The shopper is back from the hosted checkout with `?id={checkoutId}`: payments/save_suscription
// (a subscription checkout), payments/save_token and PUT payments/update_token (a card
// checkout) ask the gateway for the result and apply it. Idempotent: asking again answers what
// happened. Only the payer's own account's checkouts are found.
export async function completeCheckout(
  ports: Ports,
  payer: Payer,
  checkoutId: string,
  purpose: CheckoutPurpose,
  origin: RequestOrigin,
): Promise<PaymentOutcome> {
  const found = await ports.db
    .selectFrom('checkouts')
    .selectAll()
    .where('provider', '=', ports.payments.name)
    .where('provider_checkout_id', '=', checkoutId)
    .where('account_id', '=', payer.accountId)
    .executeTakeFirst();
  if (!found) throw apiErrors.notFound();
  if (found.purpose !== purpose) throw paymentErrors.wrongCheckout();
  if (found.status !== 'open') return recordedOutcome(ports, found);
  let result: Awaited<ReturnType<Ports['payments']['getCheckoutResult']>>;
  try {
    result = await ports.payments.getCheckoutResult(checkoutId);
  } catch (error) {
    if (error instanceof PaymentProviderUnavailable) throw paymentErrors.providerUnavailable();
    throw error;
  }
  const context = { actorUserId: payer.userId, origin };
  const settled = result ? await settleCheckout(ports, found.id, result, context) : null;
  if (!settled) {
    const expired = found.expires_at <= ports.clock.now();
    if (expired) {
      await ports.db
        .updateTable('checkouts')
        .set({ status: 'expired', completed_at: ports.clock.now() })
        .where('id', '=', found.id)
        .where('status', '=', 'open')
        .execute();
    }
    return toOutcome(ports.db, payer.accountId, {
      status: expired ? 'expired' : 'pending',
      resultCode: null,
      message: expired ? paymentMessages.checkoutExpired : paymentMessages.checkoutOpen,
    });
  }
  if (settled.checkout.status === 'saved' && settled.settledNow) {
    // A new card for an account that owes its renewal: charge it right away.
    if (await findOverdueSubscription(ports, payer.accountId)) {
      const paid = await payOutstanding(ports, payer, origin);
      return {
        ...paid,
        status: paid.status === 'paid' ? 'paid' : 'saved',
        message:
          paid.status === 'paid'
            ? paid.message
            : outcomeMessages.cardSavedButDeclined(paid.message),
      };
    }
  }
  return recordedOutcome(ports, settled.checkout, settled.charge);
}

async function recordedOutcome(
  ports: Pick<Ports, 'db'>,
  checkout: CheckoutRow,
  knownCharge?: Awaited<ReturnType<typeof loadCharge>>,
): Promise<PaymentOutcome> {
  const charge = knownCharge ?? (await loadCharge(ports, checkout.charge_id));
  const code = checkout.result_code;
  const plan = await ports.db
    .selectFrom('accounts as a')
    .innerJoin('plans as p', 'p.name_plan', 'a.name_plan')
    .select('p.label')
    .where('a.id', '=', checkout.account_id)
    .executeTakeFirstOrThrow();
  const message =
    checkout.status === 'paid'
      ? outcomeMessages.paid(plan.label)
      : checkout.status === 'saved'
        ? paymentMessages.cardSaved
        : checkout.status === 'expired'
          ? paymentMessages.checkoutExpired
          : describePaymentResult(code ?? '900.100.100');
  return toOutcome(ports.db, checkout.account_id, {
    status:
      checkout.status === 'open'
        ? 'pending'
        : checkout.status === 'declined'
          ? 'declined'
          : checkout.status,
    resultCode: code,
    message,
    charge,
  });
}

async function loadCharge(ports: Pick<Ports, 'db'>, chargeId: string | null) {
  if (!chargeId) return null;
  return (
    (await ports.db
      .selectFrom('charges')
      .selectAll()
      .where('id', '=', chargeId)
      .executeTakeFirst()) ?? null
  );
}
