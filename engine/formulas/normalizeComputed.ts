import type { CalculationType } from '@schemas/formula';
import { isDate } from './dates';
import { cleanNumber, isNumber, roundTo } from './numbers';

// A calculation's value as its type holds it, or null: a number finite and without binary noise,
// an amount rounded to cents (so that figures and words in a document agree), a real date, a
// text that is not blank, a yes/no. A formula that gives anything else (a list, a value of
// another type) gives an empty value.
export function normalizeComputed(value: unknown, type: CalculationType): unknown {
  switch (type) {
    case 'number':
      return isNumber(value) ? cleanNumber(value) : null;
    case 'currency':
      return isNumber(value) ? roundTo(value, 2) : null;
    case 'date':
      return isDate(value) ? value : null;
    case 'text':
      return typeof value === 'string' && value.trim() !== '' ? value : null;
    case 'yesNo':
      return typeof value === 'boolean' ? value : null;
  }
}
