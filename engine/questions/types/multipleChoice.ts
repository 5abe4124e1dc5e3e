import { formatSpanishList } from '../../format/formatSpanishList';
import { optionsSchema } from '../optionsSchema';
import {
  multiOperators,
  optionLabel,
  parseOption,
  type QuestionTypeDefinition,
} from '../questionTypeDefinition';

// The answer is the list of chosen option values. Defaults may name several options.
export const multipleChoice: QuestionTypeDefinition = {
  kind: 'multi',
  operators: multiOperators,
  children: 'options',
  validation: ['minItems', 'maxItems'],
  schema: ({ options, validation }) => ({
    type: 'array',
    items: { type: 'string', ...optionsSchema(options) },
    uniqueItems: true,
    ...(validation.minItems !== undefined && { minItems: validation.minItems }),
    ...(validation.maxItems !== undefined && { maxItems: validation.maxItems }),
  }),
  uiSchema: ({ options }) => ({
    'ui:widget': 'checkboxes',
    items: { 'ui:enumNames': options.map((option) => option.label) },
  }),
  parseValue: parseOption,
  formatAnswer: (value, context) =>
    Array.isArray(value)
      ? formatSpanishList(value.map((choice) => optionLabel(choice, context)))
      : '',
};
