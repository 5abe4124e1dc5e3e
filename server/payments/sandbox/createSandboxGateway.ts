import type { Db } from '../../db/Database';
import type { Clock } from '../../ports/Clock';
import type { RandomSource } from '../../ports/RandomSource';
import type {
  CardDetails,
  CheckoutRequest,
  PaymentProvider,
  PaymentResult,
  ProviderNotification,
  TokenChargeRequest,
} from '../PaymentProvider';
import { cardBrand, findTestCard, type SandboxBehaviour, sandboxResults } from './sandboxTestCards';
import {
  sandboxSignatureHeader,
  signSandboxNotification,
  verifySandboxSignature,
} from './signSandboxNotification';

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

export type SandboxCardForm = { number: string; holder: string; expiry: string; cvv: string };
export type SandboxFormErrors = Partial<Record<keyof SandboxCardForm, string>>;

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

type Outcome = { code: string; description: string };

const checkoutPath = '/sandbox-gateway/checkout';

// A card gateway that runs inside our server and behaves like the real one (OPPWA, which
// Datafast runs): a hosted checkout page where the shopper types the card, tokenisation of the
// card for later recurring charges, OPPWA result codes, idempotent charges per
// merchantTransactionId, look-ups by that id, and signed notifications posted to the merchant.
// Its books are its own tables (sandbox_gateway_*). Only the documented test cards are accepted.
export function createSandboxGateway(options: SandboxGatewayOptions): SandboxGateway {
  const { db, clock, random } = options;
  const newId = () => `${random.hex(16).toUpperCase()}.sbx01`;

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

  const notify = (type: string, payload: Record<string, unknown>) => {
    const url = options.notifyUrl;
    if (!url) return;
    const body = JSON.stringify({ id: random.uuid(), type, payload });
    const sentAt = Math.floor(clock.now().getTime() / 1000);
    const signature = signSandboxNotification(options.secret, body, sentAt);
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [sandboxSignatureHeader]: signature },
      body,
      signal: AbortSignal.timeout(10_000),
    }).catch((error: unknown) =>
      options.logger?.warn(
        { url, err: error instanceof Error ? error.message : String(error) },
        'sandbox gateway notification not delivered',
      ),
    );
  };

  const isExpiredCard = (month: number, year: number) => {
    const firstDayAfter = Date.UTC(year, month, 1);
    return clock.now().getTime() >= firstDayAfter;
  };

  const chargeOutcome = (behaviour: SandboxBehaviour): Outcome => {
    switch (behaviour) {
      case 'approve':
        return sandboxResults.success;
      case 'decline':
        return sandboxResults.decline;
      case 'insufficient_funds':
      case 'recurring_decline':
        return sandboxResults.insufficientFunds;
      case 'expired':
        return sandboxResults.expired;
      case 'processing_error':
        return sandboxResults.processingError;
    }
  };

  // The first payment (or the card check of a tokenisation-only checkout) with a test card. A
  // card that declines only recurring charges passes here; a card without funds passes a check
  // that charges nothing.
  const initialOutcome = (behaviour: SandboxBehaviour, charging: boolean): Outcome => {
    if (behaviour === 'recurring_decline') return sandboxResults.success;
    if (behaviour === 'insufficient_funds' && !charging) return sandboxResults.success;
    return chargeOutcome(behaviour);
  };

  const gateway: SandboxGateway = {
    name: 'sandbox',
    checkoutPath,

    async createCheckout(request: CheckoutRequest) {
      const id = newId();
      const now = clock.now();
      await db
        .insertInto('sandbox_gateway_checkouts')
        .values({
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
        })
        .execute();
      return { checkoutId: id, redirectUrl: `${options.baseUrl}${checkoutPath}/${id}` };
    },

    async getCheckoutResult(checkoutId) {
      const row = await db
        .selectFrom('sandbox_gateway_checkouts')
        .selectAll()
        .where('id', '=', checkoutId)
        .executeTakeFirst();
      if (row?.status !== 'completed' || !row.result_code) return null;
      return {
        code: row.result_code,
        description: row.result_description ?? '',
        paymentId: row.payment_id,
        token: row.registration_id,
        card: await cardOf(row.registration_id),
        amountCents: row.amount_cents,
        merchantTransactionId: row.merchant_transaction_id,
      };
    },

    async chargeToken(request: TokenChargeRequest): Promise<PaymentResult> {
      // The same merchantTransactionId twice is one payment: a retry after a lost answer never
      // charges again.
      const earlier = await gateway.findPayment(request.merchantTransactionId);
      if (earlier) return earlier;
      const registration = await db
        .selectFrom('sandbox_gateway_registrations')
        .selectAll()
        .where('id', '=', request.token)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      const outcome = !registration
        ? sandboxResults.registrationInvalid
        : isExpiredCard(registration.expiry_month, registration.expiry_year)
          ? sandboxResults.expired
          : chargeOutcome(registration.behaviour as SandboxBehaviour);
      const paymentId = random.hex(16);
      await db
        .insertInto('sandbox_gateway_payments')
        .values({
          id: paymentId,
          merchant_transaction_id: request.merchantTransactionId,
          registration_id: registration?.id ?? null,
          checkout_id: null,
          amount_cents: request.amountCents,
          currency: request.currency,
          result_code: outcome.code,
          result_description: outcome.description,
          created_at: clock.now(),
        })
        .execute();
      notify('PAYMENT', {
        id: paymentId,
        merchantTransactionId: request.merchantTransactionId,
        result: outcome,
      });
      return {
        ...outcome,
        paymentId,
        token: registration?.id ?? null,
        card: await cardOf(registration?.id ?? null),
        amountCents: request.amountCents,
        merchantTransactionId: request.merchantTransactionId,
      };
    },

    async findPayment(merchantTransactionId) {
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

    async deleteToken(token) {
      await db
        .updateTable('sandbox_gateway_registrations')
        .set({ deleted_at: clock.now() })
        .where('id', '=', token)
        .where('deleted_at', 'is', null)
        .execute();
    },

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
      const row = await db
        .selectFrom('sandbox_gateway_checkouts')
        .selectAll()
        .where('id', '=', checkoutId)
        .executeTakeFirst();
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
      const outcome = isExpiredCard(card.expiryMonth, card.expiryYear)
        ? sandboxResults.expired
        : initialOutcome(testCard.behaviour, charging);
      const approved = outcome.code === sandboxResults.success.code;
      const registrationId = approved ? random.hex(16) : null;
      if (registrationId) {
        await db
          .insertInto('sandbox_gateway_registrations')
          .values({
            id: registrationId,
            behaviour: testCard.behaviour,
            brand: cardBrand(card.number),
            last4: card.number.slice(-4),
            expiry_month: card.expiryMonth,
            expiry_year: card.expiryYear,
            holder: card.holder,
            created_at: clock.now(),
            deleted_at: null,
          })
          .execute();
      }
      await complete(view, outcome, registrationId, charging ? random.hex(16) : null);
      return { redirectUrl: view.resultUrl };
    },
  };

  const complete = async (
    view: SandboxCheckoutView,
    outcome: Outcome,
    registrationId: string | null,
    paymentId: string | null,
  ) => {
    const now = clock.now();
    const done = await db
      .updateTable('sandbox_gateway_checkouts')
      .set({
        status: 'completed',
        result_code: outcome.code,
        result_description: outcome.description,
        registration_id: registrationId,
        payment_id: paymentId,
        completed_at: now,
      })
      .where('id', '=', view.id)
      .where('status', '=', 'open')
      .returning(['merchant_transaction_id', 'amount_cents', 'currency'])
      .executeTakeFirst();
    if (!done) return;
    if (paymentId && done.amount_cents !== null) {
      await db
        .insertInto('sandbox_gateway_payments')
        .values({
          id: paymentId,
          merchant_transaction_id: done.merchant_transaction_id,
          registration_id: registrationId,
          checkout_id: view.id,
          amount_cents: done.amount_cents,
          currency: done.currency,
          result_code: outcome.code,
          result_description: outcome.description,
          created_at: now,
        })
        .execute();
    }
    notify('PAYMENT', {
      id: paymentId,
      checkoutId: view.id,
      merchantTransactionId: done.merchant_transaction_id,
      result: outcome,
    });
  };

  return gateway;
}

function resultUrlFor(resultUrl: string, checkoutId: string): string {
  const url = new URL(resultUrl);
  url.searchParams.set('id', checkoutId);
  url.searchParams.set('resourcePath', `/v1/checkouts/${checkoutId}/payment`);
  return url.toString();
}

function readCard(form: SandboxCardForm): {
  errors: SandboxFormErrors;
  card: {
    number: string;
    holder: string;
    expiryMonth: number;
    expiryYear: number;
  } | null;
} {
  const errors: SandboxFormErrors = {};
  const number = form.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number))
    errors.number = 'Escribe el número de la tarjeta (solo dígitos).';
  const holder = form.holder.trim();
  if (holder.length === 0 || holder.length > 100) errors.holder = 'Escribe el nombre del titular.';
  const expiry = form.expiry.trim().match(/^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/);
  const month = Number(expiry?.[1]);
  const year = expiry?.[2]?.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry?.[2]);
  if (!expiry || month < 1 || month > 12) errors.expiry = 'Escribe el vencimiento como MM/AA.';
  if (!/^\d{3,4}$/.test(form.cvv.trim())) errors.cvv = 'El CVV tiene 3 o 4 dígitos.';
  if (Object.keys(errors).length > 0) return { errors, card: null };
  return { errors, card: { number, holder, expiryMonth: month, expiryYear: year } };
}
