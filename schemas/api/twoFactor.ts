import Type from 'typebox';
import { LoginAnswer } from './sessions';

// Two-factor sign-in (TOTP, RFC 6238) and its recovery codes.

const Code = Type.String({ minLength: 6, maxLength: 20 });
const Challenge = Type.String({ minLength: 1, maxLength: 2048 });

/** The second step of a login: the challenge the first step answered, and a code. */
export const TwoFactorLoginBody = Type.Object(
  { token: Challenge, code: Code },
  { additionalProperties: false },
);
export type TwoFactorLoginBody = Type.Static<typeof TwoFactorLoginBody>;

export const TwoFactorChallengeBody = Type.Object(
  { token: Challenge },
  { additionalProperties: false },
);
export type TwoFactorChallengeBody = Type.Static<typeof TwoFactorChallengeBody>;

/** A secret to add to the authenticator app: typed (base32), or scanned from the QR code. */
export const TwoFactorSetupAnswer = Type.Object({
  secret: Type.String(),
  otpauthUrl: Type.String(),
  /** The QR code as an SVG data URL (`data:image/svg+xml;base64,…`). */
  qr: Type.String(),
});
export type TwoFactorSetupAnswer = Type.Static<typeof TwoFactorSetupAnswer>;

/** Ten single-use recovery codes, shown once. */
export const RecoveryCodesAnswer = Type.Object({ recoveryCodes: Type.Array(Type.String()) });
export type RecoveryCodesAnswer = Type.Static<typeof RecoveryCodesAnswer>;

export const TwoFactorEnableLoginAnswer = Type.Intersect([LoginAnswer, RecoveryCodesAnswer]);

export const TwoFactorCodeBody = Type.Object({ code: Code }, { additionalProperties: false });
export type TwoFactorCodeBody = Type.Static<typeof TwoFactorCodeBody>;

export const TwoFactorDisableBody = Type.Object(
  { password: Type.String({ minLength: 1, maxLength: 128 }), code: Code },
  { additionalProperties: false },
);
export type TwoFactorDisableBody = Type.Static<typeof TwoFactorDisableBody>;

export const TwoFactorStatusAnswer = Type.Object({
  enabled: Type.Boolean(),
  /** An administrator, or an operator whose firm requires it: cannot turn it off. */
  required: Type.Boolean(),
  recoveryCodesLeft: Type.Integer(),
  /** The firm requires a second factor of its operators. */
  operatorsRequired: Type.Boolean(),
});
export type TwoFactorStatusAnswer = Type.Static<typeof TwoFactorStatusAnswer>;

export const OperatorsTwoFactorBody = Type.Object(
  { required: Type.Boolean() },
  { additionalProperties: false },
);
export type OperatorsTwoFactorBody = Type.Static<typeof OperatorsTwoFactorBody>;

/** Starting enrolment needs nothing but the session. */
export const TwoFactorSetupBody = Type.Object({}, { additionalProperties: false });
export type TwoFactorSetupBody = Type.Static<typeof TwoFactorSetupBody>;
