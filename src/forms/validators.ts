import { emailLimits, newPasswordLimits } from '@schemas/api/fieldLimits';
import {
  characterCount,
  fitsLength,
  isEmailAddress,
  matchesEmailFormat,
  textRules,
} from '@schemas/api/formRules';
import { messages } from '../messages';

// A form's rules come from what the server's schema for the same field is built from
// (@schemas/api/fieldLimits.ts, formRules.ts), never a copied number or pattern: what the form
// lets through, the server accepts.

export const isRequired = (value: unknown) =>
  typeof value === 'string' && value.trim() === ''
    ? messages.common.required
    : value === false
      ? messages.common.required
      : null;

/**
 * An email field, checked as the server checks the schema's field (trimmed, as sent): a schema
 * with `format: 'email'` by that format, an account's email by the account rule.
 */
export const emailRule = (schema: object) => (value: unknown) => {
  if (typeof value !== 'string' || value.trim() === '') return messages.common.required;
  const text = value.trim();
  const valid =
    fitsLength(schema, text) &&
    (textRules(schema).format === 'email' ? matchesEmailFormat(text) : isEmailAddress(text));
  return valid ? null : messages.common.emailInvalid;
};

/** An account's email (sign-in, registration, password reset, operators). */
export const isEmail = emailRule(emailLimits);

/** A new password: the length limits of the server's NewPassword, counted as typed. */
export const isPassword = (value: unknown) =>
  typeof value === 'string' && fitsLength(newPasswordLimits, value)
    ? null
    : messages.common.passwordLength;

/** At least the schema's minLength characters, not counting surrounding spaces. */
export const minLength = (schema: object, message: string) => (value: unknown) =>
  typeof value === 'string' && characterCount(value.trim()) >= textRules(schema).minLength
    ? null
    : message;
