import Type from 'typebox';
import { Email, nonBlank, Timestamp, Uuid } from './common';

// An operator account as its creator sees it (documents/getAccountsv2, users/updateOpeProfile).
export const OperatorAccount = Type.Object({
  userId: Uuid,
  email: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  phone: Type.Union([Type.String(), Type.Null()]),
  /** The spec's switch: true while the creator has the operator disabled. */
  is_deleted: Type.Boolean(),
  /** false until the operator opens the invitation and chooses a password. */
  hasPassword: Type.Boolean(),
  createdAt: Timestamp,
});
export type OperatorAccount = Type.Static<typeof OperatorAccount>;

export const CreateOperatorBody = Type.Object(
  {
    email: Email,
    firstName: nonBlank(100),
    lastName: nonBlank(100),
    phone: Type.Optional(Type.String({ maxLength: 30 })),
  },
  { additionalProperties: false },
);
export type CreateOperatorBody = Type.Static<typeof CreateOperatorBody>;

export const UpdateOpeProfileBody = Type.Object(
  {
    userId: Uuid,
    firstName: Type.Optional(nonBlank(100)),
    lastName: Type.Optional(nonBlank(100)),
    phone: Type.Optional(Type.Union([Type.String({ maxLength: 30 }), Type.Null()])),
    is_deleted: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type UpdateOpeProfileBody = Type.Static<typeof UpdateOpeProfileBody>;

export const AccountsAnswer = Type.Object({
  accounts: Type.Array(OperatorAccount),
  /** Operators the plan allows; disabled operators do not count against it. */
  limit: Type.Integer(),
  used: Type.Integer(),
});
export type AccountsAnswer = Type.Static<typeof AccountsAnswer>;
