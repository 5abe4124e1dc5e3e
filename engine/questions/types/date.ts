import { formatLongDate } from '../../format/formatLongDate';
import { isIsoDate } from '../isIsoDate';
import { orderedOperators, type QuestionTypeDefinition } from '../questionTypeDefinition';

// Answers are ISO dates ('2026-11-21'), which compare correctly as strings.
export const date: QuestionTypeDefinition = {
  kind: 'date',
  operators: orderedOperators,
  children: 'none',
  validation: ['minDate', 'maxDate'],
  schema: ({ validation }) => ({
    type: 'string',
    format: 'date',
    ...(validation.minDate !== undefined && { formatMinimum: validation.minDate }),
    ...(validation.maxDate !== undefined && { formatMaximum: validation.maxDate }),
  }),
  uiSchema: () => ({}),
  parseValue: (raw) => (isIsoDate(raw) ? { ok: true, value: raw } : { ok: false }),
  formatAnswer: (value) => (typeof value === 'string' ? formatLongDate(value) : ''),
};
