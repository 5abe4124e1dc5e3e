import type { QuestionType } from '@schemas/questionType';
import type { FormatKey } from '@schemas/template';
import { yesNoLabels } from '../messages';
import { questionTypeRegistry } from '../questions/questionTypeRegistry';
import { defaultCurrency, formatAmountInWords } from './formatAmountInWords';
import { formatNotarialDate, formatShortDate, parseIsoDate } from './formatDates';
import { formatLongDate } from './formatLongDate';
import { formatCurrency, formatNumber } from './formatNumber';
import { formatOrdinal } from './formatOrdinal';
import { formatSpanishList } from './formatSpanishList';
import { numberToWords } from './numberToWords';

export type { FormatKey } from '@schemas/template';
export { formatKeys } from '@schemas/template';

// What is known about the answer being written. Everything is optional: the Word-template
// parser and tests may format bare values.
export interface FormatContext {
  /** The question's type: decides how 'plain' reads (option labels, 'Sí'/'No', dates, amounts). */
  type?: QuestionType;
  /** The question's `simbol`: a currency question's ISO 4217 code. A number question's unit is
   *  never written (see readPlain). */
  symbol?: string;
  /** A choice question's options, to write labels instead of stored values. */
  options?: readonly { value: string; label: string }[];
  /** ISO 4217 code for 'currency' and 'amountInWords'; else a currency question's symbol; else USD. */
  currency?: string;
}

// An answer written in Spanish legal style (the format list and its labels: schemas/template.ts
// `formatKeys`, engine/messages.ts `formatLabels`; which formats fit which question type:
// `formatsByQuestionType`).
//
// - An empty answer (undefined, null, blank text, empty list) writes ''. Callers decide what
//   stands in for it (renderTemplate writes `missingValuePlaceholder`).
// - A value a format does not apply to (text asked as 'number', a number asked as 'longDate')
//   is written as 'plain' would write it: the document shows what was answered, never 'NaN',
//   'undefined' or '[object Object]'.
// - A list of values (a multiple-choice answer, or a field of a repeating list read outside its
//   repeat block) is written value by value in the format and joined the Spanish way:
//   'Juan, María y Pedro'. 'list' is 'plain' for each value.
// - Pure and total: never throws, for any value.
export function formatValue(
  value: unknown,
  format: FormatKey,
  context: FormatContext = {},
): string {
  if (Array.isArray(value) && context.type !== 'repeatingList') {
    const itemContext: FormatContext =
      context.type === 'multipleChoice' ? { ...context, type: 'singleChoice' } : context;
    const itemFormat: FormatKey = format === 'list' ? 'plain' : format;
    const upperOrLower = format === 'upper' || format === 'lower';
    const words = value
      .map((item) => formatValue(item, upperOrLower ? 'plain' : itemFormat, itemContext))
      .filter((word) => word !== '');
    const joined = formatSpanishList(words);
    return upperOrLower ? formatValue(joined, format) : joined;
  }
  if (isEmpty(value)) return '';
  const formatted = applyFormat(value, format, context);
  return formatted ?? readPlain(value, context);
}

function applyFormat(value: unknown, format: FormatKey, context: FormatContext): string | null {
  switch (format) {
    case 'plain':
    case 'list':
      return readPlain(value, context);
    case 'upper':
      return readPlain(value, context).toLocaleUpperCase('es');
    case 'lower':
      return readPlain(value, context).toLocaleLowerCase('es');
    case 'title':
      return toTitleCase(readPlain(value, context));
    case 'longDate':
      return typeof value === 'string' && parseIsoDate(value)
        ? formatLongDate(value.slice(0, 10))
        : null;
    case 'notarialDate':
      return typeof value === 'string' ? formatNotarialDate(value) : null;
    case 'shortDate':
      return typeof value === 'string' ? formatShortDate(value) : null;
    case 'number': {
      const number = toNumber(value);
      return number === null ? null : formatNumber(number);
    }
    case 'currency': {
      const number = toNumber(value);
      return number === null ? null : formatCurrency(number, currencyOf(context));
    }
    case 'amountInWords': {
      const number = toNumber(value);
      return number === null ? null : formatAmountInWords(number, currencyOf(context));
    }
    case 'words':
      return numberInWords(value, 'standalone');
    case 'wordsMasculine':
      return numberInWords(value, 'masculine');
    case 'wordsFeminine':
      return numberInWords(value, 'feminine');
    case 'ordinal':
    case 'ordinalFeminine': {
      const number = toNumber(value);
      return number === null ? null : formatOrdinal(number, format === 'ordinalFeminine');
    }
  }
}

// How the answer reads with no format: as its question type writes it when the type is known
// (option labels, 'Sí'/'No', '21 de noviembre de 2026', '$1.234,50'), else by its JavaScript type.
function readPlain(value: unknown, context: FormatContext): string {
  // Only what an answer can be reaches the question types' readers: text, finite numbers,
  // booleans, and a repeating list's rows. Anything else (an object where a text was expected, a
  // Map, NaN) would come out as '[object Object]' or 'NaN'.
  const readable =
    typeof value === 'string' ||
    typeof value === 'boolean' ||
    (typeof value === 'number' && Number.isFinite(value)) ||
    (Array.isArray(value) && context.type === 'repeatingList');
  if (!readable) return '';
  if (context.type) {
    const options = (context.options ?? []).map((option) => ({ ...option, itemId: '' }));
    // A number question's unit ('meses') is shown beside its field and in the review of the
    // answers, never written into a document, in any format: the template's own text says it,
    // in the place and number it needs ("{plazo | en letras} ({plazo}) meses").
    const symbol = context.type === 'number' ? '' : (context.symbol ?? '');
    const written = questionTypeRegistry[context.type].formatAnswer(value, { options, symbol });
    if (written !== '' || typeof value !== 'string') return written;
  }
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return formatNumber(value);
  if (typeof value === 'boolean') return value ? yesNoLabels.yes : yesNoLabels.no;
  return '';
}

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && /^\s*-?\d{1,15}(\.\d{1,10})?\s*$/.test(value)) {
    return Number(value);
  }
  return null;
}

function currencyOf(context: FormatContext): string {
  if (context.currency?.trim()) return context.currency.trim().toUpperCase();
  if (context.type === 'currency' && context.symbol?.trim())
    return context.symbol.trim().toUpperCase();
  return defaultCurrency;
}

// 12 → 'doce'; 12.5 → 'doce coma cinco'; 3.05 → 'tres coma cero cinco'. Decimals are read as
// written, leading zeros one by one.
function numberInWords(
  value: unknown,
  form: 'standalone' | 'masculine' | 'feminine',
): string | null {
  const number = toNumber(value);
  if (number === null || number < 0) return null;
  const [whole = '', decimals = ''] = String(number).split('.');
  if (!/^\d+$/.test(whole)) return null;
  const wholeWords = numberToWords(Number(whole), decimals ? 'standalone' : form);
  if (wholeWords === null) return null;
  if (!decimals) return wholeWords;
  const zeros = /^0*/.exec(decimals)?.[0].length ?? 0;
  const digits = decimals.slice(zeros);
  const decimalWords = [
    ...Array.from({ length: zeros }, () => 'cero'),
    ...(digits ? [numberToWords(Number(digits)) as string] : []),
  ];
  return `${wholeWords} coma ${decimalWords.join(' ')}`;
}

// 'maría de los ángeles pérez' → 'María de los Ángeles Pérez': particles stay lower case.
const particles = new Set(['de', 'del', 'la', 'las', 'los', 'el', 'y', 'e', 'da', 'van', 'von']);

function toTitleCase(text: string): string {
  let first = true;
  return text.toLocaleLowerCase('es').replace(/\p{L}[\p{L}\p{M}'’]*/gu, (word) => {
    const keep = !first && particles.has(word);
    first = false;
    return keep ? word : word.charAt(0).toLocaleUpperCase('es') + word.slice(1);
  });
}
