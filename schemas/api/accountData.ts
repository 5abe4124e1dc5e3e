import Type from 'typebox';
import { Timestamp } from './common';

// Account export and account deletion (the owner's data rights).

/**
 * The owner's proof for export and deletion: the password, and the second factor's code (a
 * 6-digit TOTP code or a recovery code) when the owner has two-factor sign-in on.
 */
export const AccountProofBody = Type.Object(
  {
    password: Type.String({ minLength: 1, maxLength: 128 }),
    code: Type.Optional(Type.String({ maxLength: 32 })),
  },
  { additionalProperties: false },
);
export type AccountProofBody = Type.Static<typeof AccountProofBody>;

/** A single-use link that downloads the account's ZIP; it lives at most 5 minutes. */
export const AccountExportAnswer = Type.Object({
  url: Type.String(),
  expiresAt: Timestamp,
});
export type AccountExportAnswer = Type.Static<typeof AccountExportAnswer>;

/** When the account will be purged unless its owner reactivates it before. */
export const AccountDeletionAnswer = Type.Object({ deletionDueAt: Timestamp });
export type AccountDeletionAnswer = Type.Static<typeof AccountDeletionAnswer>;
