import Type from 'typebox';
import { Timestamp } from './common';
import { Card, PaymentOutcome } from './payments';

const nullableInteger = Type.Union([Type.Integer(), Type.Null()]);

// A plan, as the contract lists them. Limits are null where the plan has none (Premium documents);
// price is null for "contact us".
export const Plan = Type.Object({
  namePlan: Type.String(),
  label: Type.String(),
  price: nullableInteger,
  description: Type.String(),
  highlighted: Type.Boolean(),
  /** The spec's ordering: explorador 0, inicial 1, corporativo 2, premium 3, anything else 4. */
  order: Type.Integer(),
  documents: nullableInteger,
  creatorAccounts: Type.Integer(),
  operatorAccounts: Type.Integer(),
  emailsPerMonth: nullableInteger,
  storageGb: nullableInteger,
});
export type Plan = Type.Static<typeof Plan>;

export const PlansAnswer = Type.Object({ plans: Type.Array(Plan) });
export type PlansAnswer = Type.Static<typeof PlansAnswer>;

const Usage = Type.Object({ used: Type.Number(), limit: Type.Union([Type.Number(), Type.Null()]) });

export const Suscription = Type.Object({
  namePlan: Type.String(),
  label: Type.String(),
  /** inactive: the owner deactivated the account. */
  status: Type.Union([Type.Literal('active'), Type.Literal('inactive')]),
  price: nullableInteger,
  operatorAccounts: Type.Object({ used: Type.Integer(), limit: Type.Integer() }),
  /** Why the account has its plan: free tier, a card subscription, a donation code, or granted. */
  billing: Type.Union([
    Type.Literal('free'),
    Type.Literal('paid'),
    Type.Literal('donated'),
    Type.Literal('complimentary'),
  ]),
  /** Where the card subscription stands; none without one. */
  paymentStatus: Type.Union([
    Type.Literal('none'),
    Type.Literal('active'),
    Type.Literal('past_due'),
    Type.Literal('payment_failed'),
    Type.Literal('canceled'),
  ]),
  currentPeriodEnd: Type.Union([Timestamp, Type.Null()]),
  /** The next charge; null when nothing will renew. */
  renewsAt: Type.Union([Timestamp, Type.Null()]),
  cancelAtPeriodEnd: Type.Boolean(),
  /** A downgrade waiting for the end of the period. */
  pendingPlan: Type.Union([
    Type.Object({ namePlan: Type.String(), label: Type.String() }),
    Type.Null(),
  ]),
  /** The stored card; null without one (and always for operators). */
  card: Type.Union([Card, Type.Null()]),
  /** Usage against each limit of the plan (limit null: unlimited). */
  usage: Type.Object({
    documents: Usage,
    operatorAccounts: Usage,
    emailsThisMonth: Usage,
    storageBytes: Usage,
  }),
});
export type Suscription = Type.Static<typeof Suscription>;

export const SubscriptionAnswer = Type.Object({ suscription: Suscription });
export type SubscriptionAnswer = Type.Static<typeof SubscriptionAnswer>;

/** A plan change or cancellation: what the payment did, and the subscription now. */
export const PlanChangeAnswer = Type.Object({ outcome: PaymentOutcome, suscription: Suscription });
export type PlanChangeAnswer = Type.Static<typeof PlanChangeAnswer>;
