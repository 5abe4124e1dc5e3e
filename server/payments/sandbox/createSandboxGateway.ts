import type { Db } from '../../db/Database';
import type { Clock } from '../../ports/Clock';
import type { RandomSource } from '../../ports/RandomSource';
import type {
  CheckoutRequest,
  PaymentProvider,
  PaymentResult,
  ProviderNotification,
  TokenChargeRequest,
} from '../PaymentProvider';
import { notifySandboxMerchant } from './notifySandboxMerchant';
import { sandboxGatewayBooks } from './sandboxGatewayBooks';
import {
  chargeOutcome,
  initialOutcome,
  isExpiredCard,
  readCard,
  resultUrlFor,
  type SandboxCardForm,
  type SandboxFormErrors,
  type SandboxOutcome,
} from './sandboxRules';
import { cardBrand, findTestCard, type SandboxBehaviour, sandboxResults } from './sandboxTestCards';
import { sandboxSignatureHeader, verifySandboxSignature } from './signSandboxNotification';

export type { SandboxCardForm, SandboxFormErrors } from './sandboxRules';

export interface SandboxGatewayOptions {
  db: Db;
  clock: Clock;
  random: RandomSource;
  /** Origin our server answers on: the hosted checkout page lives under it. */
  baseUrl: string;
  secret: string;
  /** Where notifications are posted; null sends none. */
  notifyUrl: string | null;
  checkoutSeconds: number;
  logger?: { warn(details: object, message: string): void };
}

export interface SandboxCheckoutView {
  id: string;
  amountCents: number | null;
  currency: string;
  itemName: string;
  itemDescription: string;
  status: 'open' | 'completed' | 'expired';
  resultUrl: string;
}

export interface SandboxGateway extends PaymentProvider {
  describeCheckout(checkoutId: string): Promise<SandboxCheckoutView | null>;
  /** The shopper's submission on the hosted page: where to send them, or what to fix. */
  submitCheckout(
    checkoutId: string,
    submission: { cancel: true } | { cancel: false; card: SandboxCardForm },
  ): Promise<{ redirectUrl: string } | { errors: SandboxFormErrors } | null>;
  /** The path of the hosted checkout page. */
  readonly checkoutPath: string;
}

const checkoutPath = '/sandbox-gateway/checkout';

// A card gateway that runs inside our server and behaves like the real one (OPPWA, which
// Datafast runs): a hosted checkout page where the shopper types the card, tokenisation of the
// card for later recurring charges, OPPWA result codes, idempotent charges per
// merchantTransactionId, look-ups by that id, and signed notifications posted to the merchant.
// Only the documented test cards are accepted. Its parts: the rules (sandboxRules.ts), its books
// (sandboxGatewayBooks.ts, tables sandbox_gateway_*), the notifications it posts
// (notifySandboxMerchant.ts) and its page (renderSandboxCheckoutPage.ts, sandboxGatewayRoutes.ts).
export function createSandboxGateway(options: SandboxGatewayOptions): SandboxGateway {
  const { db, clock, random } = options;
  const books = sandboxGatewayBooks(db);
  const notify = notifySandboxMerchant(options);
  const newId = () => `${random.hex(16).toUpperCase()}.sbx01`;

  const complete = async (
    view: SandboxCheckoutView,
    outcome: SandboxOutcome,
    registrationId: string | null,
    paymentId: string | null,
  ) => {
    const now = clock.now();
    const done = await books.completeCheckout(view.id, outcome, registrationId, paymentId, now);
    if (!done) return;
    if (paymentId && done.amount_cents !== null) {
      await books.recordPayment({
        id: paymentId,
        merchant_transaction_id: done.merchant_transaction_id,
        registration_id: registrationId,
        checkout_id: view.id,
        amount_cents: done.amount_cents,
        currency: done.currency,
        result_code: outcome.code,
        result_description: outcome.description,
        created_at: now,
      });
    }
    notify('PAYMENT', {
      id: paymentId,
      checkoutId: view.id,
      merchantTransactionId: done.merchant_transaction_id,
      result: outcome,
    });
  };

  const gateway: SandboxGateway = {
    name: 'sandbox',
    checkoutPath,

    async createCheckout(request: CheckoutRequest) {
      const id = newId();
      const now = clock.now();
      await books.openCheckout({
        id,
        merchant_transaction_id: request.merchantTransactionId,
        amount_cents: request.amountCents,
        currency: request.currency,
        item_name: request.itemName,
        item_description: request.itemDescription,
        customer_email: request.customer.email,
        customer_ip: request.customer.ip,
        result_url: request.resultUrl,
        status: 'open',
        result_code: null,
        result_description: null,
        payment_id: null,
        registration_id: null,
        created_at: now,
        expires_at: new Date(now.getTime() + options.checkoutSeconds * 1000),
        completed_at: null,
      });
      return { checkoutId: id, redirectUrl: `${options.baseUrl}${checkoutPath}/${id}` };
    },

    async getCheckoutResult(checkoutId) {
      const row = await books.findCheckout(checkoutId);
      if (row?.status !== 'completed' || !row.result_code) return null;
      return {
        code: row.result_code,
        description: row.result_description ?? '',
        paymentId: row.payment_id,
        token: row.registration_id,
        card: await books.cardOf(row.registration_id),
        amountCents: row.amount_cents,
        merchantTransactionId: row.merchant_transaction_id,
      };
    },

    async chargeToken(request: TokenChargeRequest): Promise<PaymentResult> {
      // The same merchantTransactionId twice is one payment: a retry after a lost answer never
      // charges again.
      const earlier = await books.findPayment(request.merchantTransactionId);
      if (earlier) return earlier;
      const registration = await books.findRegistration(request.token);
      const outcome = !registration
        ? sandboxResults.registrationInvalid
        : isExpiredCard(registration.expiry_month, registration.expiry_year, clock.now())
          ? sandboxResults.expired
          : chargeOutcome(registration.behaviour as SandboxBehaviour);
      const paymentId = random.hex(16);
      await books.recordPayment({
        id: paymentId,
        merchant_transaction_id: request.merchantTransactionId,
        registration_id: registration?.id ?? null,
        checkout_id: null,
        amount_cents: request.amountCents,
        currency: request.currency,
        result_code: outcome.code,
        result_description: outcome.description,
        created_at: clock.now(),
      });
      notify('PAYMENT', {
        id: paymentId,
        merchantTransactionId: request.merchantTransactionId,
        result: outcome,
      });
      return {
        ...outcome,
        paymentId,
        token: registration?.id ?? null,
        card: await books.cardOf(registration?.id ?? null),
        amountCents: request.amountCents,
        merchantTransactionId: request.merchantTransactionId,
      };
    },

    findPayment: (merchantTransactionId) => books.findPayment(merchantTransactionId),

    deleteToken: (token) => books.deleteRegistration(token, clock.now()),

    verifyNotification(headers, rawBody): ProviderNotification | null {
      const header = headers[sandboxSignatureHeader];
      const sentAt = verifySandboxSignature(
        options.secret,
        rawBody,
        typeof header === 'string' ? header : undefined,
      );
      if (sentAt === null) return null;
      try {
        const parsed = JSON.parse(rawBody) as {
          id?: unknown;
          type?: unknown;
          payload?: { checkoutId?: unknown; merchantTransactionId?: unknown };
        };
        if (typeof parsed.id !== 'string' || typeof parsed.type !== 'string') return null;
        const text = (value: unknown) => (typeof value === 'string' ? value : null);
        return {
          id: parsed.id,
          sentAt: new Date(sentAt * 1000),
          type: parsed.type,
          checkoutId: text(parsed.payload?.checkoutId),
          merchantTransactionId: text(parsed.payload?.merchantTransactionId),
        };
      } catch {
        return null;
      }
    },

    async describeCheckout(checkoutId) {
      const row = await books.findCheckout(checkoutId);
      if (!row) return null;
      const expired = row.status === 'open' && row.expires_at <= clock.now();
      return {
        id: row.id,
        amountCents: row.amount_cents,
        currency: row.currency,
        itemName: row.item_name,
        itemDescription: row.item_description,
        status: expired ? 'expired' : row.status,
        resultUrl: resultUrlFor(row.result_url, row.id),
      };
    },

    async submitCheckout(checkoutId, submission) {
      const view = await gateway.describeCheckout(checkoutId);
      if (!view) return null;
      if (view.status !== 'open') return { redirectUrl: view.resultUrl };
      if (submission.cancel) {
        await complete(view, sandboxResults.cancelled, null, null);
        return { redirectUrl: view.resultUrl };
      }
      const { errors, card } = readCard(submission.card);
      if (!card) return { errors };
      const testCard = findTestCard(card.number);
      if (!testCard) {
        return { errors: { number: 'Usa una de las tarjetas de prueba de la pasarela sandbox.' } };
      }
      const charging = view.amountCents !== null;
      const outcome = isExpiredCard(card.expiryMonth, card.expiryYear, clock.now())
        ? sandboxResults.expired
        : initialOutcome(testCard.behaviour, charging);
      const approved = outcome.code === sandboxResults.success.code;
      const registrationId = approved ? random.hex(16) : null;
      if (registrationId) {
        await books.register({
          id: registrationId,
          behaviour: testCard.behaviour,
          brand: cardBrand(card.number),
          last4: card.number.slice(-4),
          expiry_month: card.expiryMonth,
          expiry_year: card.expiryYear,
          holder: card.holder,
          created_at: clock.now(),
          deleted_at: null,
        });
      }
      await complete(view, outcome, registrationId, charging ? random.hex(16) : null);
      return { redirectUrl: view.resultUrl };
    },
  };

  return gateway;
}
