import Type from 'typebox';
import { Email, Timestamp, Uuid } from './common';

// Payments. Prices never travel from the browser to the server: `amount`,
// `itemDescription`, `email` and `ip` are accepted where the spec sends them and ignored; the
// server takes the price from its plan table, the address from the account and the IP from the
// connection. `itemName` only says which plan is bought, when `namePlan` does not.

const Optional = Type.Optional;
const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/**
 * Where no session exists yet (the /payment screen right after registration, or a mailed card
 * update link), a short-lived payment token from the registration answer or the link stands in
 * for it. Calls made with a session ignore it.
 */
const PaymentToken = Optional(Type.String({ minLength: 1, maxLength: 2048 }));

export const PlanName = Type.String({ minLength: 1, maxLength: 40 });

/** The card gateways a server can be configured with (PAYMENT_PROVIDER). */
export const PaymentProviderName = Type.Union([Type.Literal('sandbox'), Type.Literal('datafast')]);
export type PaymentProviderName = Type.Static<typeof PaymentProviderName>;

export const CheckoutPurpose = Type.Union([Type.Literal('subscribe'), Type.Literal('card')]);
export type CheckoutPurpose = Type.Static<typeof CheckoutPurpose>;

/** Where the gateway sends the shopper back: the public /payment screen or the account. */
export const ReturnTo = Type.Union([Type.Literal('payment'), Type.Literal('account')]);
export type ReturnTo = Type.Static<typeof ReturnTo>;

export const Card = Type.Object({
  brand: Type.String(),
  last4: Type.String(),
  expiryMonth: Type.Integer(),
  expiryYear: Type.Integer(),
  holder: Nullable(Type.String()),
});
export type Card = Type.Static<typeof Card>;

export const GenerateBody = Type.Object(
  { purpose: Optional(CheckoutPurpose), namePlan: Optional(PlanName), paymentToken: PaymentToken },
  { additionalProperties: false },
);
export type GenerateBody = Type.Static<typeof GenerateBody>;

/** The order the server prices: what the checkout will charge and for what. */
export const GenerateAnswer = Type.Object({
  provider: PaymentProviderName,
  /** The spec's `payments/{card-provider}Checkout`, for this server's gateway. */
  checkoutPath: Type.Union([
    Type.Literal('payments/sandboxCheckout'),
    Type.Literal('payments/datafastCheckout'),
  ]),
  purpose: CheckoutPurpose,
  namePlan: Nullable(Type.String()),
  label: Nullable(Type.String()),
  /** Dollars. 0 for a card registration (nothing is charged). */
  amount: Type.Number(),
  amountCents: Type.Integer(),
  currency: Type.String(),
  itemName: Type.String(),
  itemDescription: Type.String(),
  email: Type.String(),
  userId: Uuid,
});
export type GenerateAnswer = Type.Static<typeof GenerateAnswer>;

export const CheckoutBody = Type.Object(
  {
    // The spec's payload (see above: only itemName is read, for the plan, when namePlan is absent).
    ip: Optional(Type.String({ maxLength: 100 })),
    amount: Optional(Type.Union([Type.Number(), Type.String({ maxLength: 40 })])),
    itemName: Optional(Type.String({ maxLength: 200 })),
    itemDescription: Optional(Type.String({ maxLength: 500 })),
    email: Optional(Email),
    /** Must be the payer's own id when given. */
    userId: Optional(Uuid),
    purpose: Optional(CheckoutPurpose),
    /** Required to subscribe: the plan to pay for. */
    namePlan: Optional(PlanName),
    returnTo: Optional(ReturnTo),
    paymentToken: PaymentToken,
  },
  { additionalProperties: false },
);
export type CheckoutBody = Type.Static<typeof CheckoutBody>;

export const CheckoutAnswer = Type.Object({
  /** The gateway's checkout id; it comes back as `?id=` on the return page. */
  checkoutId: Type.String(),
  /** The gateway's hosted checkout page. */
  redirectUrl: Type.String(),
  purpose: CheckoutPurpose,
  amount: Type.Number(),
  amountCents: Type.Integer(),
  currency: Type.String(),
  itemName: Type.String(),
  itemDescription: Type.String(),
  expiresAt: Timestamp,
});
export type CheckoutAnswer = Type.Static<typeof CheckoutAnswer>;

export const CheckoutIdBody = Type.Object(
  { checkoutId: Type.String({ minLength: 1, maxLength: 128 }), paymentToken: PaymentToken },
  { additionalProperties: false },
);
export type CheckoutIdBody = Type.Static<typeof CheckoutIdBody>;

export const ChargeStatus = Type.Union([
  Type.Literal('pending'),
  Type.Literal('paid'),
  Type.Literal('failed'),
]);

/** A charge: a receipt when paid. Amounts in dollars and cents. */
export const Receipt = Type.Object({
  chargeId: Uuid,
  /** Consecutive number of a paid charge (`R-000042`); null otherwise. */
  receiptNumber: Nullable(Type.String()),
  date: Timestamp,
  status: ChargeStatus,
  kind: Type.Union([
    Type.Literal('subscription'),
    Type.Literal('renewal'),
    Type.Literal('upgrade'),
    Type.Literal('reactivation'),
  ]),
  namePlan: Type.String(),
  label: Type.String(),
  amount: Type.Number(),
  amountCents: Type.Integer(),
  currency: Type.String(),
  card: Nullable(Type.Object({ brand: Type.String(), last4: Type.String() })),
  periodStart: Nullable(Timestamp),
  periodEnd: Nullable(Timestamp),
  resultCode: Nullable(Type.String()),
  /** Why, in Spanish, for a failed charge. */
  reason: Nullable(Type.String()),
});
export type Receipt = Type.Static<typeof Receipt>;

export const ReceiptsAnswer = Type.Object({ receipts: Type.Array(Receipt) });
export type ReceiptsAnswer = Type.Static<typeof ReceiptsAnswer>;

export const OutcomeStatus = Type.Union([
  Type.Literal('paid'),
  Type.Literal('saved'),
  Type.Literal('declined'),
  Type.Literal('pending'),
  Type.Literal('expired'),
  Type.Literal('unchanged'),
]);
export type OutcomeStatus = Type.Static<typeof OutcomeStatus>;

/**
 * What became of a payment or card registration. A declined card is an answer, not an HTTP
 * error: the gateway did its job and the person reads why in `message`.
 */
export const PaymentOutcome = Type.Object({
  status: OutcomeStatus,
  resultCode: Nullable(Type.String()),
  message: Type.String(),
  receipt: Nullable(Receipt),
  plan: Type.Object({ namePlan: Type.String(), label: Type.String() }),
});
export type PaymentOutcome = Type.Static<typeof PaymentOutcome>;

export const SubscriptionChangeBody = Type.Object(
  { namePlan: PlanName },
  { additionalProperties: false },
);
export type SubscriptionChangeBody = Type.Static<typeof SubscriptionChangeBody>;

export const EmptyBody = Type.Object({}, { additionalProperties: false });

export const UpdatePaymentMethodBody = Type.Object(
  { returnTo: Optional(ReturnTo) },
  { additionalProperties: false },
);
export type UpdatePaymentMethodBody = Type.Static<typeof UpdatePaymentMethodBody>;

export const CardAnswer = Type.Object({ card: Nullable(Card) });
export type CardAnswer = Type.Static<typeof CardAnswer>;

export const NotificationAnswer = Type.Object({
  received: Type.Literal(true),
  /** Already applied earlier: nothing changed this time. */
  duplicate: Type.Boolean(),
});
export type NotificationAnswer = Type.Static<typeof NotificationAnswer>;
