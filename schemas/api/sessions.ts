import Type from 'typebox';
import { Email } from './common';

export const LoginBody = Type.Object(
  { email: Email, password: Type.String({ minLength: 1, maxLength: 128 }) },
  { additionalProperties: false },
);
export type LoginBody = Type.Static<typeof LoginBody>;

// The spec's login answer. When any of the three refusals applies (hasActiveSession,
// isEmailVerified false, resetPassword) no tokens are issued (null) and `message` carries the
// catalogue's text. With hasActiveSession, `token` is a 5-minute proof that the password was
// right, to send with users/endAllSessions.
export const LoginAnswer = Type.Object({
  accessToken: Type.Union([Type.String(), Type.Null()]),
  refreshToken: Type.Union([Type.String(), Type.Null()]),
  hasActiveSession: Type.Boolean(),
  resetPassword: Type.Boolean(),
  isEmailVerified: Type.Boolean(),
  token: Type.Union([Type.String(), Type.Null()]),
  message: Type.Union([Type.String(), Type.Null()]),
  /**
   * Two-factor sign-in: `code` — send a code with `twoFactorToken` to users/login/twoFactor;
   * `setup` — a second factor is required and not configured yet: enrol with
   * users/login/twoFactorSetup and users/login/twoFactorEnable. Null otherwise.
   */
  twoFactor: Type.Union([Type.Literal('code'), Type.Literal('setup'), Type.Null()]),
  /** A 5-minute proof that the password was right, for the second step only. */
  twoFactorToken: Type.Union([Type.String(), Type.Null()]),
});
export type LoginAnswer = Type.Static<typeof LoginAnswer>;

export const EndAllSessionsBody = Type.Object(
  {
    email: Email,
    password: Type.String({ minLength: 1, maxLength: 128 }),
    token: Type.String({ minLength: 1, maxLength: 2048 }),
  },
  { additionalProperties: false },
);
export type EndAllSessionsBody = Type.Static<typeof EndAllSessionsBody>;

export const RefreshBody = Type.Object(
  { refreshToken: Type.String({ minLength: 1, maxLength: 512 }) },
  { additionalProperties: false },
);
export type RefreshBody = Type.Static<typeof RefreshBody>;

export const TokenPair = Type.Object({ accessToken: Type.String(), refreshToken: Type.String() });
export type TokenPair = Type.Static<typeof TokenPair>;
