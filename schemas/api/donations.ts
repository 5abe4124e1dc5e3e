import Type from 'typebox';
import { codeMessage, nonBlank, Timestamp, Uuid } from './common';
import { donationDescriptionMaxLength } from './fieldLimits';
import { PlanName } from './payments';
import { Plan } from './plans';

// Donation codes. Answers carry the spec's envelope: `Code: 'OK'` and the
// result in `Message.value`; refusals `Code: 'ERROR'` and the Spanish text in `Message.value`.

const PaymentToken = Type.Optional(Type.String({ minLength: 1, maxLength: 2048 }));
/** What a person types: generous bounds, the server compares exactly after trimming. */
const CodeText = Type.String({ minLength: 1, maxLength: 200 });

/** The spec's donated account, with the field names it uses. */
export const DonatedAccount = Type.Object({
  donated_accounts_id: Uuid,
  code_donation: Type.String(),
  description: Type.String(),
  /** The plan the code grants. */
  statusAccount: Type.String(),
  label: Type.String(),
  /** Who redeemed it; null while unused. */
  userId: Type.Union([Uuid, Type.Null()]),
  redeemedByEmail: Type.Union([Type.String(), Type.Null()]),
  expired: Type.Boolean(),
  /** The spec's date form, MM/DD/YYYY H:M:S (UTC). */
  createDate: Type.String(),
  redeemedAt: Type.Union([Timestamp, Type.Null()]),
});
export type DonatedAccount = Type.Static<typeof DonatedAccount>;

export const DonatedAccountsAnswer = codeMessage(Type.Array(DonatedAccount));
export type DonatedAccountsAnswer = Type.Static<typeof DonatedAccountsAnswer>;

export const DonatedAccountAnswer = codeMessage(DonatedAccount);
export type DonatedAccountAnswer = Type.Static<typeof DonatedAccountAnswer>;

// The spec's payload. The server decides the code itself (a long random string: a typed one
// could be guessed), the date (its clock), and a new code is never redeemed nor expired, so
// `codeDonation`, `createDate`, `userId` and `expired` are accepted and ignored.
export const CreateDonatedAccBody = Type.Object(
  {
    createDate: Type.Optional(Type.String({ maxLength: 40 })),
    codeDonation: Type.Optional(Type.String({ maxLength: 200 })),
    description: nonBlank(donationDescriptionMaxLength),
    statusAccount: PlanName,
    userId: Type.Optional(Type.Union([Uuid, Type.Null()])),
    expired: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type CreateDonatedAccBody = Type.Static<typeof CreateDonatedAccBody>;

/** Flips `expired` of the code. */
export const UpdateDonatedAccBody = Type.Object(
  { code: CodeText },
  { additionalProperties: false },
);
export type UpdateDonatedAccBody = Type.Static<typeof UpdateDonatedAccBody>;

export const SearchDonatedAccOffBody = Type.Object(
  { codeDonation: CodeText, paymentToken: PaymentToken },
  { additionalProperties: false },
);
export type SearchDonatedAccOffBody = Type.Static<typeof SearchDonatedAccOffBody>;

export const DonationCodeInfo = Type.Object({
  codeDonation: Type.String(),
  statusAccount: Type.String(),
  label: Type.String(),
  description: Type.String(),
});
export const DonationCodeInfoAnswer = codeMessage(DonationCodeInfo);
export type DonationCodeInfoAnswer = Type.Static<typeof DonationCodeInfoAnswer>;

export const UpdateDonatedAccOffBody = Type.Object(
  { userId: Uuid, codeDonation: CodeText, paymentToken: PaymentToken },
  { additionalProperties: false },
);
export type UpdateDonatedAccOffBody = Type.Static<typeof UpdateDonatedAccOffBody>;

export const UpdateUserProfileOffBody = Type.Object(
  { userId: Uuid, donatedCode: CodeText, paymentToken: PaymentToken },
  { additionalProperties: false },
);
export type UpdateUserProfileOffBody = Type.Static<typeof UpdateUserProfileOffBody>;

export const DonatedPlanAnswer = codeMessage(Type.Object({ userId: Uuid, plan: Plan }));
export type DonatedPlanAnswer = Type.Static<typeof DonatedPlanAnswer>;
