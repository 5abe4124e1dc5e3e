import { optionsSchema } from '../optionsSchema';
import {
  choiceOperators,
  optionLabel,
  parseOption,
  type QuestionTypeDefinition,
} from '../questionTypeDefinition';

export const singleChoice: QuestionTypeDefinition = {
  kind: 'choice',
  operators: choiceOperators,
  children: 'options',
  validation: [],
  schema: ({ options }) => ({ type: 'string', ...optionsSchema(options) }),
  uiSchema: ({ options }) => ({
    'ui:widget': 'radio',
    'ui:enumNames': options.map((option) => option.label),
  }),
  parseValue: parseOption,
  formatAnswer: optionLabel,
};
