import type { QuestionEntry } from '../model/indexInterview';
import type { QuestionContext } from '../questions/questionTypeDefinition';

const currencyCode = /^[A-Z]{3}$/;
const contexts = new WeakMap<QuestionEntry, Readonly<QuestionContext>>();

// What a question type needs to know about a question, computed once per indexed question.
// Options are deduplicated by value (a duplicate is a lint error); an invalid currency code falls
// back to USD.
export function questionContextOf(entry: QuestionEntry): Readonly<QuestionContext> {
  let context = contexts.get(entry);
  if (!context) {
    context = createContext(entry);
    contexts.set(entry, context);
  }
  return context;
}

function createContext(entry: QuestionEntry): QuestionContext {
  const symbol = entry.question.simbol.trim();
  const seen = new Set<string>();
  const options = entry.options.filter((option) => {
    if (seen.has(option.value)) return false;
    seen.add(option.value);
    return true;
  });
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
