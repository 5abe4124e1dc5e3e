import Type from 'typebox';

const nullableInteger = Type.Union([Type.Integer(), Type.Null()]);

// A plan of the spec's section 9. Limits are null where the plan has none (Premium documents);
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

export const SubscriptionAnswer = Type.Object({
  suscription: Type.Object({
    namePlan: Type.String(),
    label: Type.String(),
    status: Type.Union([Type.Literal('active'), Type.Literal('inactive')]),
    price: nullableInteger,
    operatorAccounts: Type.Object({ used: Type.Integer(), limit: Type.Integer() }),
  }),
});
export type SubscriptionAnswer = Type.Static<typeof SubscriptionAnswer>;
