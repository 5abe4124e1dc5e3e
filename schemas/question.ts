import Type from 'typebox';
import { limits } from './limits';
import { Statement } from './statement';
import { Validation } from './validation';

export const defaultQuestionTitle = 'Ingresa aquí tu pregunta';

// Fields shared by elements (questions on a page) and items (options, or sub-questions of a group
// or repeating list). The spec names them; the meaning of the less obvious ones:
//
// - `simbol`: the symbol shown with the answer. For `currency`, the ISO 4217 code of the amount
//   (empty means USD, as in Ecuador); for `number`, a unit written after it ('m²', '%', 'años').
//   Other types ignore it.
// - `value[]`: for a question, its default answer (one string, or several option values for a
//   multiple-choice question), parsed by the question's type. For an option, `value[0]` is the
//   value stored when it is chosen (the title when empty); conditions compare with it.
// - `variable[]`: for a question, `variable[0]` is the name its answer is stored under: unique in
//   the document for elements, unique among siblings for sub-questions (their full name is
//   `parent.name`). Options have no variable. The list form is the spec's; one name is used.
// - `expand`: whether the builder shows the question unfolded; local to the editor.
// - `conditional`: whether `statement` applies. When false the question is always shown.
// - `statement`: when it is shown (see statement.ts); null when there is none.
export const questionFields = {
  simbol: Type.String({ maxLength: limits.symbolLength }),
  title: Type.String({ maxLength: limits.titleLength, default: defaultQuestionTitle }),
  value: Type.Array(Type.String({ maxLength: limits.valueLength }), {
    maxItems: limits.valuesPerQuestion,
  }),
  variable: Type.Array(Type.String({ maxLength: limits.variableLength }), { maxItems: 1 }),
  expand: Type.Boolean(),
  conditional: Type.Boolean(),
  required: Type.Boolean(),
  statement: Type.Union([Statement, Type.Null()]),
  // Extensions beyond the spec's fields, all optional.
  help: Type.Optional(Type.String({ maxLength: limits.helpLength })),
  placeholder: Type.Optional(Type.String({ maxLength: limits.placeholderLength })),
  validation: Type.Optional(Validation),
};
