// Everything Minuta writes for a person (documents, the player, the web app, mails), it writes in
// Spanish as Ecuador does: 1.234,5 · $1.234,50 · 21 de noviembre de 2026. The locale is named here
// once, and each formatter is built here once, the first time it is used: building an Intl
// formatter costs far more than using one, and most pages use two or three of them.

/** The product's locale: Spanish as written in Ecuador. */
export const locale = 'es-EC';

/** The months as a date is written in words ("21 de noviembre de 2026"), January first. */
export const monthNames = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

const numberStyles = {
  /** 1.234,5: a number as answered, up to ten decimals. */
  decimal: { maximumFractionDigits: 10 },
  /** 1.234: a count (up to three decimals, as a plain `toLocaleString` writes). */
  count: {},
  /** 1 · 1,5: at most one decimal (sizes in KB, MB). */
  oneDecimal: { maximumFractionDigits: 1 },
  /** 1.500: rounded to a whole number. */
  whole: { maximumFractionDigits: 0 },
  /** $78,00: dollars with cents. */
  usd: { style: 'currency', currency: 'USD' },
  /** $1.500: whole dollars (prices of plans and quotes). */
  wholeUsd: { style: 'currency', currency: 'USD', maximumFractionDigits: 0 },
} satisfies Record<string, Intl.NumberFormatOptions>;

export type NumberStyle = keyof typeof numberStyles;

const dateStyles = {
  /** 03:04 p. m.: a time of day. */
  time: { hour: '2-digit', minute: '2-digit' },
  /** 21/11/26, 3:04:00 p. m. (tables of events). */
  shortDateTime: { dateStyle: 'short', timeStyle: 'medium' },
  /** 21 nov 2026. */
  mediumDate: { dateStyle: 'medium' },
  /** 21 nov 2026, 3:04 p. m. */
  mediumDateTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** 21 de noviembre de 2026. */
  longDate: { dateStyle: 'long' },
  /** 21 de noviembre de 2026 a las 3:04 p. m. */
  longDateTime: { dateStyle: 'long', timeStyle: 'short' },
  /** 21 de noviembre de 2026 a las 03:04 p. m. (two-digit hour). */
  longDateClock: {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof dateStyles;

/**
 * Whose clock a date is read on: the reader's own (`local`, in a browser), UTC (an instant stored
 * without a zone, as mails and policy dates show it) or Ecuador's.
 */
export type TimeZone = 'local' | 'UTC' | 'America/Guayaquil';

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** `value` written in one of the product's number styles. */
export function formatNumberAs(style: NumberStyle, value: number): string {
  return numberFormat(style, numberStyles[style]).format(value);
}

/** An amount in an ISO currency as Ecuador writes money: $1.234,50 · EUR 1.234,50. */
export function formatMoney(value: number, currency: string): string {
  return numberFormat(`currency:${currency}`, { style: 'currency', currency }).format(value);
}

/** A date (a `Date`, an ISO text or a timestamp) written in one of the product's date styles. */
export function formatDateAs(
  style: DateStyle,
  date: Date | string | number,
  timeZone: TimeZone = 'local',
): string {
  const key = `${style}:${timeZone}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      ...dateStyles[style],
      ...(timeZone !== 'local' && { timeZone }),
    });
    dateFormats.set(key, format);
  }
  return format.format(date instanceof Date ? date : new Date(date));
}
