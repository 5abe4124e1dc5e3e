import type { QuestionEntry } from '../model/indexInterview';
import type { QuestionContext, QuestionOption } from '../questions/questionTypeDefinition';

const currencyCode = /^[A-Z]{3}$/;

// What a question type needs to know about a question, computed once per indexed question and
// kept on the entry. Options are deduplicated by value (a duplicate is a lint error); an invalid
// currency code falls back to USD.
export function questionContextOf(entry: QuestionEntry): Readonly<QuestionContext> {
  entry.context ??= createContext(entry);
  return entry.context;
}

function createContext(entry: QuestionEntry): QuestionContext {
  const symbol = entry.question.simbol.trim();
  const options: QuestionOption[] = [];
  for (const option of entry.options) if (!hasValue(options, option.value)) options.push(option);
  return {
    question: entry.question,
    options,
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

function hasValue(options: readonly QuestionOption[], value: string): boolean {
  for (const option of options) if (option.value === value) return true;
  return false;
}
