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

// An item whose parent is a choice question is an option, not a question.
export const ItemKind = Type.Enum([...questionTypes, 'option']);
export type ItemKind = Type.Static<typeof ItemKind>;
