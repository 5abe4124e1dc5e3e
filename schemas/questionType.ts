import Type from 'typebox';

// The question types a lawyer can place in an interview. The key is stored in the `name` field of
// an element or item (the spec calls the question type `name`); Spanish labels live in the engine's
// messages module.
export const questionTypes = [
  'shortText',
  'longText',
  'number',
  'currency',
  'date',
  'email',
  'phone',
  'idNumber',
  'singleChoice',
  'dropdown',
  'multipleChoice',
  'yesNo',
  'group',
  'repeatingList',
] as const;

export const QuestionType = Type.Enum(questionTypes);
export type QuestionType = Type.Static<typeof QuestionType>;

// What a lawyer can place on a page: a question, or one of two elements that are never asked:
// - `calculation` ("Cálculo"): a named value computed from answers by a formula (schemas/formula.ts);
//   conditions, other formulas and templates read it like an answer;
// - `validationRule` ("Regla de validación"): a formula over answers that must hold, with the
//   lawyer's message shown when it does not.
// Both live on elements only (never inside a group or list).
export const elementTypes = [...questionTypes, 'calculation', 'validationRule'] as const;
export const ElementType = Type.Enum(elementTypes);
export type ElementType = Type.Static<typeof ElementType>;
export type ComputedElementType = Exclude<ElementType, QuestionType>;

export const isQuestionType = (name: string): name is QuestionType =>
  (questionTypes as readonly string[]).includes(name);

// An item whose parent is a choice question is an option, not a question.
export const ItemKind = Type.Enum([...questionTypes, 'option']);
export type ItemKind = Type.Static<typeof ItemKind>;
