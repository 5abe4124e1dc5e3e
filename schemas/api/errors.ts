import Type from 'typebox';
import { type ErrorCode, errorCodes } from './errorCodes';

export const FieldError = Type.Object({
  /** Dotted path of the offending field in the request body (`preferences.0.prefId`). */
  field: Type.String(),
  message: Type.String(),
});
export type FieldError = Type.Static<typeof FieldError>;

// Every refusal has this body: the status again, a stable machine code for integrators, and the
// Spanish message to show. Calls that use the spec's Code/Message envelope also carry
// `Code: 'ERROR'` and `Message.value` with the same message.
export const ErrorBody = Type.Object({
  statusCode: Type.Integer(),
  /** One of the codes in errorCodes.ts. */
  code: Type.Unsafe<ErrorCode>(Type.String({ enum: [...errorCodes] })),
  message: Type.String(),
  fields: Type.Optional(Type.Array(FieldError)),
  /** On 5xx answers: the request's id (also in X-Request-Id), for the person to quote to support. */
  requestId: Type.Optional(Type.String()),
  Code: Type.Optional(Type.Literal('ERROR')),
  Message: Type.Optional(Type.Object({ value: Type.String() })),
});
export type ErrorBody = Type.Static<typeof ErrorBody>;
