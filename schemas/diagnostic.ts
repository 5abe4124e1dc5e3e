import Type from 'typebox';
import { Id } from './id';

// A finding of the engine's lint on an interview, pointing at what it concerns. `code` is stable
// for programs; `message` is the Spanish text shown to the lawyer.
export const diagnosticCodes = [
  'missing-variable',
  'invalid-variable',
  'duplicate-variable',
  'unknown-variable',
  'list-field-outside-list',
  'forward-reference',
  'self-reference',
  'cycle',
  'operator-not-allowed',
  'value-not-allowed',
  'missing-condition',
  'statement-too-deep',
  'always-true',
  'always-false',
  'unreachable-page',
  'empty-page',
  'choice-without-options',
  'duplicate-option',
  'unexpected-items',
  'group-without-questions',
  'nesting-too-deep',
  'validation-not-applicable',
  'invalid-validation',
  'invalid-default',
  'invalid-symbol',
  'unsafe-pattern',
  'untitled-question',
  'too-many-questions',
  // Calculations and validation rules
  'formula-invalid',
  'formula-type',
  'formula-cycle',
  'missing-formula',
  'unused-calculation',
  'formula-reads-later',
  'rule-without-message',
] as const;
export const DiagnosticCode = Type.Enum(diagnosticCodes);
export type DiagnosticCode = Type.Static<typeof DiagnosticCode>;

export const Diagnostic = Type.Object(
  {
    code: DiagnosticCode,
    // 'error': the interview would behave wrongly or cannot be compiled; 'warning': it works, but
    // probably not as the lawyer meant.
    severity: Type.Enum(['error', 'warning']),
    message: Type.String(),
    pageId: Type.Optional(Id),
    elementId: Type.Optional(Id),
    itemId: Type.Optional(Id),
  },
  { additionalProperties: false },
);
export type Diagnostic = Type.Static<typeof Diagnostic>;
