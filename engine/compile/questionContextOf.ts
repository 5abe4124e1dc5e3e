import type { QuestionEntry } from '../model/indexInterview';
import type { QuestionContext } from '../questions/questionTypeDefinition';

const currencyCode = /^[A-Z]{3}$/;

// What a question type needs to know about a question. Options are deduplicated by value (a
// duplicate is a lint error); an invalid currency code falls back to USD.
export function questionContextOf(entry: QuestionEntry): QuestionContext {
  const symbol = entry.question.simbol.trim();
  const seen = new Set<string>();
  return {
    question: entry.question,
    options: entry.options.filter((option) => !seen.has(option.value) && seen.add(option.value)),
    validation: entry.question.validation ?? {},
    symbol:
      entry.type === 'currency'
        ? currencyCode.test(symbol.toUpperCase())
          ? symbol.toUpperCase()
          : 'USD'
        : entry.type === 'number'
          ? symbol
          : '',
  };
}
