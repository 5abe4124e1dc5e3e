import type { PaymentProviderName } from '@schemas/api/payments';

// The card gateway, as the payments services see it. Two implementations share it: the local
// sandbox gateway (sandbox/createSandboxGateway.ts, the default and what tests use) and the
// Datafast / OPPWA adapter (datafast/createDatafastGateway.ts), chosen by configuration.
// Result codes follow OPPWA's scheme: `000.000.000` is success, see
// classifyResultCode.ts.
export interface PaymentProvider {
  /** The spec's {card-provider}: the checkout call is `payments/{name}Checkout`. */
  readonly name: PaymentProviderName;
  /** Opens a hosted checkout; the shopper pays (or gives a card) on the provider's page. */
  createCheckout(request: CheckoutRequest): Promise<{ checkoutId: string; redirectUrl: string }>;
  /** The outcome of a hosted checkout; null while the shopper has not finished it. */
  getCheckoutResult(checkoutId: string): Promise<PaymentResult | null>;
  /** Charges a stored card (a recurring, merchant-initiated payment). */
  chargeToken(request: TokenChargeRequest): Promise<PaymentResult>;
  /** A payment the provider knows by our merchantTransactionId; null when it has none. */
  findPayment(merchantTransactionId: string): Promise<PaymentResult | null>;
  deleteToken(token: string): Promise<void>;
  /**
   * Authenticates a notification (webhook) and reads it; null when its signature (or
   * encryption tag) does not verify or it is malformed.
   */
  verifyNotification(headers: NotificationHeaders, rawBody: string): ProviderNotification | null;
}

export interface CheckoutRequest {
  /** Our id for the operation; the provider echoes it and can be asked about it. */
  merchantTransactionId: string;
  /** null: tokenise the card without charging it (a card update). */
  amountCents: number | null;
  currency: string;
  itemName: string;
  itemDescription: string;
  customer: {
    id: string;
    email: string;
    givenName: string;
    surname: string;
    /** Taken by our server from the request, never from the browser. */
    ip: string | null;
  };
  /** Where the provider sends the shopper back, with `?id={checkoutId}` added. */
  resultUrl: string;
}

export interface TokenChargeRequest {
  token: string;
  merchantTransactionId: string;
  amountCents: number;
  currency: string;
  itemName: string;
}

export interface CardDetails {
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  holder: string | null;
}

export interface PaymentResult {
  code: string;
  /** The provider's own text for the code (for logs and the audit; people see ours). */
  description: string;
  paymentId: string | null;
  /** The stored card's token, when the operation tokenised one. */
  token: string | null;
  card: CardDetails | null;
  amountCents: number | null;
  merchantTransactionId: string | null;
}

export type NotificationHeaders = Record<string, string | string[] | undefined>;

export interface ProviderNotification {
  /** Unique per notification; a second delivery with the same id is applied once. */
  id: string;
  /** When the provider says it sent it (signed), to refuse old replays. */
  sentAt: Date;
  type: string;
  checkoutId: string | null;
  merchantTransactionId: string | null;
}

/** The provider could not be reached or answered nonsense: nothing is known to be charged. */
export class PaymentProviderUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderUnavailable';
  }
}
