import { parseText, type QuestionTypeDefinition, textOperators } from '../questionTypeDefinition';

export const email: QuestionTypeDefinition = {
  kind: 'text',
  operators: textOperators,
  children: 'none',
  validation: [],
  schema: () => ({ type: 'string', format: 'email', maxLength: 254 }),
  uiSchema: () => ({ 'ui:options': { inputType: 'email' } }),
  parseValue: parseText,
  formatAnswer: (value) => String(value ?? ''),
};
