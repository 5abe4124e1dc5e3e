import type { QuestionEntry } from '../model/indexInterview';
import { isIsoDate } from '../questions/isIsoDate';

// Representative answers for a question, enough to tell apart every outcome of the conditions
// that mention the given constants: no answer, each constant, values just around each number or
// date, text that contains a constant without equalling it, every combination of options.
export function sampleAnswers(entry: QuestionEntry, constants: readonly unknown[]): unknown[] {
  switch (entry.definition.kind) {
    case 'text': {
      const texts = constants.filter((c): c is string => typeof c === 'string' && c.trim() !== '');
      return unique([null, ...texts, ...texts.map((t) => `${t} zz`), texts.join(' '), 'zz otro']);
    }
    case 'number': {
      const numbers = constants.filter((c): c is number => typeof c === 'number');
      if (numbers.length === 0) return [null, 0, 1];
      return unique([null, ...numbers.flatMap((n) => [n - 1, n - 0.5, n, n + 0.5, n + 1])]);
    }
    case 'date': {
      const dates = constants.filter(isIsoDate);
      if (dates.length === 0) return [null, '2000-01-01'];
      return unique([null, ...dates.flatMap((d) => [addDays(d, -1), d, addDays(d, 1)])]);
    }
    case 'choice':
      return [null, ...entry.options.map((option) => option.value)];
    case 'boolean':
      return [null, true, false];
    case 'multi': {
      const values = entry.options.map((option) => option.value);
      if (values.length > 6) return [[], ...values.map((value) => [value]), values];
      return Array.from({ length: 2 ** values.length }, (_, mask) =>
        values.filter((_value, bit) => mask & (1 << bit)),
      );
    }
    case 'list':
      return [null, [{}]];
    case 'group':
      return [null, {}];
  }
}

function unique(values: unknown[]): unknown[] {
  return [...new Set(values)];
}

function addDays(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
