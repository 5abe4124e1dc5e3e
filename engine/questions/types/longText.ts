import { limits } from '@schemas/limits';
import { parseText, type QuestionTypeDefinition, textOperators } from '../questionTypeDefinition';

export const longText: QuestionTypeDefinition = {
  kind: 'text',
  operators: textOperators,
  children: 'none',
  validation: ['minLength', 'maxLength'],
  schema: ({ validation }) => ({
    type: 'string',
    ...(validation.minLength !== undefined && { minLength: validation.minLength }),
    maxLength: Math.min(validation.maxLength ?? limits.longTextLength, limits.longTextLength),
  }),
  uiSchema: () => ({ 'ui:widget': 'textarea' }),
  parseValue: parseText,
  formatAnswer: (value) => String(value ?? ''),
};
