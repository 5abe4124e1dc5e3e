import { limits } from '@schemas/limits';
import { parseText, type QuestionTypeDefinition, textOperators } from '../questionTypeDefinition';

export const shortText: QuestionTypeDefinition = {
  kind: 'text',
  operators: textOperators,
  children: 'none',
  validation: ['minLength', 'maxLength', 'pattern', 'patternMessage'],
  schema: ({ validation }) => ({
    type: 'string',
    ...(validation.minLength !== undefined && { minLength: validation.minLength }),
    maxLength: Math.min(validation.maxLength ?? limits.textLength, limits.textLength),
    ...(validation.pattern !== undefined && { pattern: validation.pattern }),
  }),
  uiSchema: () => ({}),
  parseValue: parseText,
  formatAnswer: (value) => String(value ?? ''),
};
