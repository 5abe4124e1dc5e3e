import type { QuestionOption } from './questionTypeDefinition';

// JSON Schema requires a non-empty enum; a choice question without options (a lint error) accepts
// no answer at all rather than any string.
export function optionsSchema(options: readonly QuestionOption[]) {
  return options.length > 0 ? { enum: options.map((option) => option.value) } : { not: {} };
}
