import Type from 'typebox';
import { emailLimits, newPasswordLimits } from './fieldLimits';

// Shapes shared by every area of the API.

/** The answer of calls whose only news is that they worked (the spec's changePass answers "OK"). */
export const OkAnswer = Type.Literal('OK');
export type OkAnswer = Type.Static<typeof OkAnswer>;

/** Text a person typed: at least one non-blank character. */
export const nonBlank = (maxLength: number) =>
  Type.String({ minLength: 1, maxLength, pattern: '\\S' });

export const Email = Type.String({ ...emailLimits });

/** 8 to 128 characters, compared exactly as typed (no trimming, no normalisation). */
export const NewPassword = Type.String({ ...newPasswordLimits });

export const Uuid = Type.String({
  pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
});

/** Server timestamps are ISO 8601 (only the contract's document dates use MM/DD/YYYY). */
export const Timestamp = Type.String({ format: 'date-time' });

/** The spec's envelope for reset (and later donation) calls: `Code` and `Message.value`. */
export const codeMessage = <T extends Type.TSchema>(value: T) =>
  Type.Object({ Code: Type.Literal('OK'), Message: Type.Object({ value }) });
