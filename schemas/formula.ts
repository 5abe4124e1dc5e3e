import Type from 'typebox';
import { limits } from './limits';

// Formulas are data, never code: JSON Logic as jsonlogic.com writes it, extended with our own
// operations, run by the engine's own evaluator (engine/conditions/evaluateRule.ts). A formula is
// one of:
// - a constant: a number, a text, true/false, or null (empty);
// - `{"var": "path"}`: an answer or a calculation, with the paths of conditions (`comprador.nombre`;
//   inside a row operation, `herederos.porcentaje` is that row's answer);
// - `{"condition": <Statement>}`: a condition written with the builder's condition editor
//   (schemas/statement.ts), true when it holds;
// - `{"<operation>": [arguments…]}` with an operation of `formulaOperations` below.
// The engine checks a formula before it is stored (engine/formulas/checkFormula.ts): known
// operations with the right number and kinds of arguments, variables that exist, at most
// `limits.formulaDepth` levels and `limits.formulaNodes` parts. An empty input, a division by zero
// or a date out of range gives an empty result (null), never an error.
export const formulaOperations = [
  // numbers
  '+',
  '-',
  '*',
  '/',
  'min',
  'max',
  'round',
  'abs',
  // comparisons and logic (JSON Logic's)
  '==',
  '!=',
  '>',
  '>=',
  '<',
  '<=',
  'and',
  'or',
  '!',
  'if',
  // dates (ISO text, YYYY-MM-DD)
  'today',
  'yearsBetween',
  'monthsBetween',
  'daysBetween',
  'addDays',
  'addMonths',
  'addYears',
  'addBusinessDays',
  'businessDaysBetween',
  // rows of a repeating list
  'count',
  'sum',
  'minOf',
  'maxOf',
  'anyRow',
  'allRows',
  // text
  'join',
  'upper',
  'lower',
  'firstNonEmpty',
] as const;
export type FormulaOperation = (typeof formulaOperations)[number];

export const Formula = Type.Unknown({
  description:
    'Fórmula como datos (JSON Logic con las operaciones de schemas/formula.ts), o null si aún no tiene',
});
export type Formula = unknown;

// The type of a calculation's value: it decides the formats a template offers and how the value
// reads (a currency value is rounded to cents).
export const calculationTypes = ['number', 'currency', 'date', 'text', 'yesNo'] as const;
export const CalculationType = Type.Enum(calculationTypes);
export type CalculationType = Type.Static<typeof CalculationType>;

// A calculation element's settings. `show`: "Mostrar al cliente" — the value appears, read-only,
// on its page and in the review of the answers.
export const Calculation = Type.Object(
  { type: CalculationType, formula: Formula, show: Type.Boolean() },
  { additionalProperties: false },
);
export type Calculation = Type.Static<typeof Calculation>;

// Where a validation rule applies: `page` blocks "Siguiente" on its page (and the submission);
// `interview` blocks the submission only.
export const ruleScopes = ['page', 'interview'] as const;
export const RuleScope = Type.Enum(ruleScopes);
export type RuleScope = Type.Static<typeof RuleScope>;

// A validation rule element's settings: the formula must give true (or be undecided because an
// answer it compares is missing); when it gives false, `message` is shown next to the questions it
// reads.
export const ValidationRule = Type.Object(
  {
    formula: Formula,
    message: Type.String({ maxLength: limits.ruleMessageLength }),
    scope: RuleScope,
  },
  { additionalProperties: false },
);
export type ValidationRule = Type.Static<typeof ValidationRule>;
