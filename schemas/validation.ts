import Type from 'typebox';
import { limits } from './limits';

export const idKinds = ['cedula', 'ruc', 'pasaporte', 'cualquiera'] as const;
export const IdKind = Type.Enum(idKinds);
export type IdKind = Type.Static<typeof IdKind>;

const IsoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

// Optional answer constraints of a question. Each applies to the types it names; the engine's
// lint reports a constraint that does not fit the question's type.
export const Validation = Type.Object(
  {
    // text types
    minLength: Type.Optional(Type.Integer({ minimum: 0, maximum: limits.longTextLength })),
    maxLength: Type.Optional(Type.Integer({ minimum: 1, maximum: limits.longTextLength })),
    // A regular expression the answer must match (short text). Refused by the engine when it can
    // backtrack catastrophically.
    pattern: Type.Optional(Type.String({ minLength: 1, maxLength: limits.patternLength })),
    // What the guest reads when the pattern does not match.
    patternMessage: Type.Optional(Type.String({ maxLength: limits.patternMessageLength })),
    // number and currency
    minimum: Type.Optional(Type.Number()),
    maximum: Type.Optional(Type.Number()),
    // multiple choice and repeating lists
    minItems: Type.Optional(Type.Integer({ minimum: 0, maximum: limits.listRows })),
    maxItems: Type.Optional(Type.Integer({ minimum: 1, maximum: limits.listRows })),
    // date, ISO 8601 (YYYY-MM-DD)
    minDate: Type.Optional(IsoDate),
    maxDate: Type.Optional(IsoDate),
    // identification number: which Ecuadorian document is accepted
    idKind: Type.Optional(IdKind),
  },
  { additionalProperties: false },
);
export type Validation = Type.Static<typeof Validation>;
