import { formatNumber } from '../../format/formatNumber';
import { parseNumber } from '../parseNumber';
import { orderedOperators, type QuestionTypeDefinition } from '../questionTypeDefinition';

export const number: QuestionTypeDefinition = {
  kind: 'number',
  operators: orderedOperators,
  children: 'none',
  validation: ['minimum', 'maximum'],
  schema: ({ validation }) => ({
    type: 'number',
    ...(validation.minimum !== undefined && { minimum: validation.minimum }),
    ...(validation.maximum !== undefined && { maximum: validation.maximum }),
  }),
  uiSchema: ({ symbol }) => (symbol ? { 'ui:options': { unit: symbol } } : {}),
  parseValue: parseNumber,
  formatAnswer: (value, { symbol }) =>
    typeof value === 'number' ? `${formatNumber(value)}${symbol ? ` ${symbol}` : ''}` : '',
};
