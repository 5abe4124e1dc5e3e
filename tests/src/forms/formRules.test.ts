import { fc, test } from '@fast-check/vitest';
import { Email, NewPassword } from '@schemas/api/common';
import { ContactMessageBody, DeveloperRequestBody } from '@schemas/api/contact';
import { contactLimits } from '@schemas/api/fieldLimits';
import type Type from 'typebox';
import { describe, expect, it } from 'vitest';
import { characterCount, isEmailAddress, textRules } from '../../../schemas/api/formRules';
import { validateRequestParts } from '../../../server/routes/validateRequestParts';
import { normalizeEmail } from '../../../server/users/normalizeEmail';
import { emailRule, isEmail, isPassword, minLength } from '../../../src/forms/validators';

// The forms check what the server checks: for any text, a form lets it through exactly when the
// server's validation (the same schema, the one ajv policy of the routes) accepts what the form
// sends. A copied limit or pattern on either side fails here.

/** The server's check of one field's schema, compiled by the routes' own validator. */
function serverAccepts(schema: Type.TSchema): (value: string) => boolean {
  const validate = validateRequestParts({ schema, method: 'POST', url: '/', httpPart: 'body' });
  return (value) => validate(value) === true;
}

// Texts around the rules: emails with odd parts, emoji and accents (counted as one character
// each by the server), spaces, and lengths on both sides of each limit.
const piece = fc.constantFrom(
  'a',
  'Z',
  '9',
  '.',
  '..',
  '-',
  '_',
  '+',
  '@',
  ' ',
  'ñ',
  'é',
  '😀',
  '"',
  'com',
  'ec',
  'x'.repeat(60),
);
const text = fc.array(piece, { maxLength: 40 }).map((parts) => parts.join(''));
const email = fc
  .tuple(text, fc.constantFrom('@', '@@', ''), text, fc.constantFrom('.', '..', ''), text)
  .map((parts) => parts.join(''));
const options = { numRuns: 2000 };

describe('form rules come from the server schemas', () => {
  const passwordOk = serverAccepts(NewPassword);
  test.prop([text], options)('a new password: the form and the server agree', (value) => {
    expect(isPassword(value) === null).toBe(passwordOk(value));
  });

  it('counts an emoji as one character, as the server does', () => {
    expect(isPassword('😀'.repeat(4))).not.toBeNull();
    expect(passwordOk('😀'.repeat(4))).toBe(false);
    expect(isPassword('😀'.repeat(8))).toBeNull();
    expect(passwordOk('😀'.repeat(8))).toBe(true);
  });

  // The account services take the (trimmed) email the form sends, check the body's schema, then
  // the account rule on the normalized address.
  const emailBodyOk = serverAccepts(Email);
  test.prop([email], options)('an account email: the form and the server agree', (value) => {
    const sent = value.trim();
    const server = sent !== '' && emailBodyOk(sent) && isEmailAddress(normalizeEmail(sent));
    expect(isEmail(value) === null).toBe(server);
  });

  for (const [name, body] of [
    ['contact message', ContactMessageBody],
    ['development request', DeveloperRequestBody],
  ] as const) {
    const fieldOk = serverAccepts(body.properties.email);
    const formRule = emailRule(contactLimits.email);
    test.prop([email], options)(`the ${name}'s email: the form and the server agree`, (value) => {
      const sent = value.trim();
      expect(formRule(value) === null).toBe(sent !== '' && fieldOk(sent));
    });
  }

  // Each form's limits (fieldLimits.ts) beside the server's schema of the same field.
  const shortTexts = [
    ['contact subject', contactLimits.subject, ContactMessageBody.properties.subject],
    ['contact message', contactLimits.message, ContactMessageBody.properties.message],
    [
      'development request description',
      contactLimits.description,
      DeveloperRequestBody.properties.description,
    ],
  ] as const;
  for (const [name, limits, schema] of shortTexts) {
    const fieldOk = serverAccepts(schema);
    // Within the server's maximum (a separate refusal): only the minimum decides.
    const maximum = textRules(schema).maxLength ?? Number.POSITIVE_INFINITY;
    const shortText = fc
      .array(piece, { maxLength: 8 })
      .map((parts) => parts.join(''))
      .filter((value) => characterCount(value.trim()) <= maximum);
    test.prop([shortText], options)(
      `the ${name}'s minimum: the form and the server agree`,
      (value) => {
        // The form sends the text trimmed.
        expect(minLength(limits, 'corto')(value) === null).toBe(fieldOk(value.trim()));
      },
    );
  }
});
