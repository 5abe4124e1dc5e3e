import { formatCurrency } from '../../format/formatNumber';
import { parseNumber } from '../parseNumber';
import { orderedOperators, type QuestionTypeDefinition } from '../questionTypeDefinition';

// Amounts are numbers with at most two decimals; `simbol` holds the ISO 4217 code (USD when empty).
// Without a minimum set by the lawyer, amounts are 0 or more, and always below a trillion, the
// range legal wording ('en letras') covers.
export const currency: QuestionTypeDefinition = {
  kind: 'number',
  operators: orderedOperators,
  children: 'none',
  validation: ['minimum', 'maximum'],
  schema: ({ validation }) => ({
    type: 'number',
    format: 'moneda',
    minimum: validation.minimum ?? 0,
    maximum: Math.min(validation.maximum ?? maxAmount, maxAmount),
  }),
  uiSchema: ({ symbol }) => ({ 'ui:widget': 'currency', 'ui:options': { currency: symbol } }),
  parseValue: parseNumber,
  formatAnswer: (value, { symbol }) =>
    typeof value === 'number' ? formatCurrency(value, symbol) : '',
};

const maxAmount = 999_999_999_999.99;
