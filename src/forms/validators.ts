import { Email, NewPassword } from '@schemas/api/common';
import {
  characterCount,
  fitsLength,
  isEmailAddress,
  matchesEmailFormat,
  textRules,
} from '@schemas/api/formRules';
import type Type from 'typebox';
import { messages } from '../messages';

// A form's rules come from the schema the server validates the same field with
// (@schemas/api/formRules.ts), never a copied number or pattern: what the form lets through, the
// server accepts.

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
export const emailRule = (schema: Type.TSchema) => (value: unknown) => {
  if (typeof value !== 'string' || value.trim() === '') return messages.common.required;
  const text = value.trim();
  const valid =
    fitsLength(schema, text) &&
    (textRules(schema).format === 'email' ? matchesEmailFormat(text) : isEmailAddress(text));
  return valid ? null : messages.common.emailInvalid;
};

/** An account's email (sign-in, registration, password reset, operators). */
export const isEmail = emailRule(Email);

/** A new password: the length limits of the server's NewPassword, counted as typed. */
export const isPassword = (value: unknown) =>
  typeof value === 'string' && fitsLength(NewPassword, value)
    ? null
    : messages.common.passwordLength;

/** At least the schema's minLength characters, not counting surrounding spaces. */
export const minLength = (schema: Type.TSchema, message: string) => (value: unknown) =>
  typeof value === 'string' && characterCount(value.trim()) >= textRules(schema).minLength
    ? null
    : message;
