import type { JsonObject } from '@schemas/compiledInterview';
import type { InterviewQuestion } from '@schemas/interview';
import type { Operator } from '@schemas/statement';
import type { Validation } from '@schemas/validation';

// How a question type behaves, in one place: its answer's JSON Schema and uiSchema, the operators a
// condition may use on it, the constraints it accepts, how a typed value is parsed (condition
// values, defaults) and how an answer reads in Spanish.
export interface QuestionTypeDefinition {
  // The shape of the answer, which decides how operators compile and how lint samples values.
  kind: ValueKind;
  operators: readonly Operator[];
  // What the question's items are: nothing, options to choose from, or sub-questions.
  children: 'none' | 'options' | 'questions';
  validation: readonly ValidationKey[];
  schema(context: QuestionContext): JsonObject;
  uiSchema(context: QuestionContext): QuestionUiSchema;
  // Turns a value written by the lawyer (a condition value, a default) into an answer value.
  parseValue(raw: unknown, context: AnswerContext): ParsedValue;
  formatAnswer(value: unknown, context: AnswerContext): string;
}

// The named controls the player draws answers with. A question type names its control in its
// uiSchema, and the player's theme (player/form/theme.ts) maps every name here to a component
// with a map keyed by this union: naming a control the player lacks does not compile. A type
// without a name gets rjsf's control for its schema (a text box; a date or email by `format`).
export type PlayerWidget =
  | 'textarea'
  | 'select'
  | 'radio'
  | 'checkboxes'
  | 'yesNo'
  | 'currency'
  | 'idNumber';

// The named fields (controls drawing a whole answer, sub-questions included) the player provides:
// a calculation shown to the client, and a repeating list's rows.
export type PlayerField = 'computed' | 'repeatingList';

/** A question's uiSchema: its control, when it names one, is one the player draws. */
export type QuestionUiSchema = JsonObject & {
  'ui:widget'?: PlayerWidget;
  'ui:field'?: PlayerField;
};

export type ValueKind =
  | 'text'
  | 'number'
  | 'date'
  | 'choice'
  | 'multi'
  | 'boolean'
  | 'group'
  | 'list';

export type ValidationKey = keyof Validation;

export type ParsedValue = { ok: true; value: unknown } | { ok: false };

export interface QuestionOption {
  itemId: string;
  value: string;
  label: string;
}

// What reading and writing an answer needs: available in the authoring model and in the compiled
// artifact alike.
export interface AnswerContext {
  options: readonly QuestionOption[];
  symbol: string;
}

export interface QuestionContext extends AnswerContext {
  question: InterviewQuestion;
  validation: Validation;
  // For groups and lists: the object schema of their sub-questions, built by the compiler.
  children?: { schema: JsonObject; uiSchema: JsonObject };
}

export const textOperators = [
  'equals',
  'notEquals',
  'contains',
  'notContains',
  'isEmpty',
  'isNotEmpty',
] as const satisfies readonly Operator[];

export const orderedOperators = [
  'equals',
  'notEquals',
  'greaterThan',
  'greaterOrEqual',
  'lessThan',
  'lessOrEqual',
  'isEmpty',
  'isNotEmpty',
] as const satisfies readonly Operator[];

export const choiceOperators = [
  'equals',
  'notEquals',
  'isEmpty',
  'isNotEmpty',
] as const satisfies readonly Operator[];

export const multiOperators = [
  'contains',
  'notContains',
  'isEmpty',
  'isNotEmpty',
] as const satisfies readonly Operator[];

export const presenceOperators = ['isEmpty', 'isNotEmpty'] as const satisfies readonly Operator[];

export const parseText = (raw: unknown): ParsedValue =>
  typeof raw === 'string' || typeof raw === 'number'
    ? { ok: true, value: String(raw) }
    : { ok: false };

export const parseOption = (raw: unknown, context: AnswerContext): ParsedValue => {
  const value = typeof raw === 'number' ? String(raw) : raw;
  return typeof value === 'string' && context.options.some((option) => option.value === value)
    ? { ok: true, value }
    : { ok: false };
};

export const optionLabel = (value: unknown, context: AnswerContext): string =>
  context.options.find((option) => option.value === value)?.label ?? String(value ?? '');
