import { parseText, type QuestionTypeDefinition, textOperators } from '../questionTypeDefinition';

export const phone: QuestionTypeDefinition = {
  kind: 'text',
  operators: textOperators,
  children: 'none',
  validation: [],
  schema: () => ({ type: 'string', format: 'telefono', maxLength: 20 }),
  uiSchema: () => ({ 'ui:options': { inputType: 'tel' } }),
  parseValue: parseText,
  formatAnswer: (value) => String(value ?? ''),
};
