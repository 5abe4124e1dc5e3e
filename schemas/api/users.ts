import Type from 'typebox';
import { codeMessage, Email, NewPassword, nonBlank, Timestamp, Uuid } from './common';
import { Plan } from './plans';
import { imageNamePattern, imageUrlPrefix } from './storage';

export const Role = Type.Union([
  Type.Literal('admin'),
  Type.Literal('creator'),
  Type.Literal('operator'),
]);
export type Role = Type.Static<typeof Role>;

const Phone = Type.String({ maxLength: 30 });
// A profile picture is an image uploaded with storage/saveImage (its path; the server also checks
// the caller's account owns it) or an https:// address elsewhere.
const ImageUrl = Type.String({
  maxLength: 2048,
  pattern: `^(?:https://\\S+|${imageUrlPrefix}${imageNamePattern})$`,
});

// The spec's registration. The web form also posts type_doc_id, policy and submit; they are
// not properties here, so validation strips them (additionalProperties: false with Fastify's
// removeAdditional) instead of refusing the call.
export const RegisterBody = Type.Object(
  {
    email: Email,
    password: NewPassword,
    firstName: nonBlank(100),
    lastName: nonBlank(100),
    phone: Type.Optional(Phone),
  },
  { additionalProperties: false },
);
export type RegisterBody = Type.Static<typeof RegisterBody>;

export const RegisterAnswer = Type.Object({
  userId: Uuid,
  email: Type.String(),
  message: Type.String(),
  /**
   * Lets the /payment screen pay for the plan chosen on the landing page (or redeem a donation
   * code) before the email is confirmed; it works for this account only and for two hours.
   */
  paymentToken: Type.String(),
});
export type RegisterAnswer = Type.Static<typeof RegisterAnswer>;

export const UserProfile = Type.Object({
  userId: Uuid,
  email: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  phone: Type.Union([Type.String(), Type.Null()]),
  imageProfileUrl: Type.Union([Type.String(), Type.Null()]),
  role: Role,
  /** creator (admins own an account too) or operator acting inside its creator's account. */
  accountType: Type.Union([Type.Literal('creator'), Type.Literal('operator')]),
  isEmailVerified: Type.Boolean(),
  plan: Plan,
  createdAt: Timestamp,
});
export type UserProfile = Type.Static<typeof UserProfile>;

export const UpdateUserProfileBody = Type.Object(
  {
    firstName: Type.Optional(nonBlank(100)),
    lastName: Type.Optional(nonBlank(100)),
    phone: Type.Optional(Type.Union([Phone, Type.Null()])),
    imageProfileUrl: Type.Optional(Type.Union([ImageUrl, Type.Null()])),
  },
  { additionalProperties: false },
);
export type UpdateUserProfileBody = Type.Static<typeof UpdateUserProfileBody>;

export const EmailBody = Type.Object({ email: Email }, { additionalProperties: false });
export type EmailBody = Type.Static<typeof EmailBody>;

export const TokenBody = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 512 }) },
  { additionalProperties: false },
);
export type TokenBody = Type.Static<typeof TokenBody>;

export const VerifyEmailAnswer = Type.Object({
  email: Type.String(),
  isEmailVerified: Type.Boolean(),
});
export type VerifyEmailAnswer = Type.Static<typeof VerifyEmailAnswer>;

export const MessageAnswer = Type.Object({ message: Type.String() });
export type MessageAnswer = Type.Static<typeof MessageAnswer>;

export const ResetPasswordMailAnswer = codeMessage(Type.String());
export type ResetPasswordMailAnswer = Type.Static<typeof ResetPasswordMailAnswer>;

export const ResetPasswordBody = Type.Object(
  { password: NewPassword, token: Type.String({ minLength: 1, maxLength: 512 }) },
  { additionalProperties: false },
);
export type ResetPasswordBody = Type.Static<typeof ResetPasswordBody>;

export const ResetPasswordAnswer = codeMessage(Type.Object({ email: Type.String() }));
export type ResetPasswordAnswer = Type.Static<typeof ResetPasswordAnswer>;

export const ChangePassBody = Type.Object(
  { password: NewPassword },
  { additionalProperties: false },
);
export type ChangePassBody = Type.Static<typeof ChangePassBody>;

export const EnableAccountBody = Type.Object(
  { email: Email, password: Type.String({ minLength: 1, maxLength: 128 }) },
  { additionalProperties: false },
);
export type EnableAccountBody = Type.Static<typeof EnableAccountBody>;

export const DisableAccountBody = Type.Object(
  { password: Type.String({ minLength: 1, maxLength: 128 }) },
  { additionalProperties: false },
);
export type DisableAccountBody = Type.Static<typeof DisableAccountBody>;

export const Preference = Type.Object(
  { prefId: Type.Integer({ minimum: 1, maximum: 3 }), enabled: Type.Boolean() },
  { additionalProperties: false },
);
export type Preference = Type.Static<typeof Preference>;

export const PreferencesBody = Type.Object(
  { preferences: Type.Array(Preference, { minItems: 1, maxItems: 3 }) },
  { additionalProperties: false },
);
export type PreferencesBody = Type.Static<typeof PreferencesBody>;

/** Always the three preferences, in prefId order. */
export const PreferencesAnswer = Type.Object({ preferences: Type.Array(Preference) });
export type PreferencesAnswer = Type.Static<typeof PreferencesAnswer>;
