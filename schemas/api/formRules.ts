// The rules a form checks before sending, read from what the server's schemas are built from
// (fieldLimits.ts) or the schemas themselves, so the form and the server cannot disagree on a
// limit. Lengths come from `minLength`/`maxLength`; `format: 'email'` is checked with the
// definition the server's ajv uses (ajv-formats, full mode); an account's email with
// isEmailAddress, which the server's account services apply after trimming and lower-casing.

/** What a form reads from a text field's schema or limits (TypeBox keeps them out of its type). */
export interface TextRules {
  readonly minLength: number;
  readonly maxLength: number | undefined;
  readonly format: string | undefined;
}

export function textRules(schema: object): TextRules {
  const { minLength, maxLength, format } = schema as Record<string, unknown>;
  return {
    minLength: typeof minLength === 'number' ? minLength : 0,
    maxLength: typeof maxLength === 'number' ? maxLength : undefined,
    format: typeof format === 'string' ? format : undefined,
  };
}

/**
 * An account's email address: one @, a dot in the domain, no spaces, no empty domain label,
 * RFC 5321 lengths (254 in all, 64 before the @).
 */
export function isEmailAddress(email: string): boolean {
  if (email.length > 254) return false;
  const match = /^([^\s@]+)@([^\s@]+\.[^\s@.]+)$/.exec(email);
  return match !== null && (match[1]?.length ?? 0) <= 64 && !match[2]?.includes('..');
}

/**
 * Whether the text fits the schema's length limits, counted as the server's ajv counts them: in
 * characters (code points), so an emoji is one, not the two UTF-16 units of `text.length`.
 */
export function fitsLength(schema: object, text: string): boolean {
  const { minLength, maxLength } = textRules(schema);
  const length = characterCount(text);
  return length >= minLength && length <= (maxLength ?? Number.POSITIVE_INFINITY);
}

/** The number of characters (code points) in the text. */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/** Whether the text is an email as the schema's `format: 'email'` is checked by the server. */
export function matchesEmailFormat(text: string): boolean {
  return emailFormat.test(text);
}

// ajv-formats' full-mode `email` (what the server's ajv checks `format: 'email'` with), written
// here so the landing page does not load every format's definition (about 2 KB gzip);
// tests/src/forms/formRules.test.ts compares it with the server's validator.
const emailFormat =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
