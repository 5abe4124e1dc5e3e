import type { CompiledVariable } from '@schemas/compiledInterview';
import { formatLongDate } from '../format/formatLongDate';
import { formatCurrency, formatNumber } from '../format/formatNumber';
import { answerMessages } from '../messages';
import type { FragmentError } from './checkFragment';

// Schema errors in the words a guest understands, for every keyword the compiled schemas use
// (checkFragment refuses any other).
export function localizeErrors(
  errors: readonly FragmentError[],
  variable: CompiledVariable,
): string[] {
  const messages = new Set<string>();
  for (const error of errors) messages.add(localizeError(error, variable));
  return [...messages];
}

function localizeError(error: FragmentError, variable: CompiledVariable): string {
  const params = error.params;
  const limit = params.limit as number;
  const amount = (n: number) =>
    variable.type === 'currency' ? formatCurrency(n, variable.symbol) : formatNumber(n);
  const inList = error.instancePath !== '';
  switch (error.keyword) {
    case 'type':
      if (params.type === 'number') return answerMessages.notNumber;
      if (params.type === 'boolean') return answerMessages.notBoolean;
      if (params.type === 'array') return answerMessages.notList;
      return answerMessages.notText;
    case 'minLength':
      return answerMessages.minLength(limit);
    case 'maxLength':
      return answerMessages.maxLength(limit);
    case 'pattern':
      return variable.patternMessage?.trim() || answerMessages.pattern;
    case 'minimum':
      return answerMessages.minimum(amount(limit));
    case 'maximum':
      return answerMessages.maximum(amount(limit));
    case 'exclusiveMinimum':
      return answerMessages.exclusiveMinimum(amount(limit));
    case 'exclusiveMaximum':
      return answerMessages.exclusiveMaximum(amount(limit));
    case 'formatMinimum':
      return answerMessages.minDate(formatLongDate(String(params.limit)));
    case 'formatMaximum':
      return answerMessages.maxDate(formatLongDate(String(params.limit)));
    case 'format':
      return answerMessages.formats[String(params.format)] ?? answerMessages.invalid;
    case 'enum':
    case 'not':
      return answerMessages.option;
    case 'uniqueItems':
      return answerMessages.uniqueOptions;
    case 'minItems':
      return inList ? answerMessages.minRows(limit) : answerMessages.minChoices(limit);
    case 'maxItems':
      return inList ? answerMessages.maxRows(limit) : answerMessages.maxChoices(limit);
    default:
      return answerMessages.invalid;
  }
}
