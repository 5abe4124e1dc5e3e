import { monthNames } from './locale';
import { numberToWords } from './numberToWords';

interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

// The calendar date written in an ISO date ('2026-11-21', or the date part of a date-time), with
// no time zone involved. null when it is not a real date (2026-02-30 included).
export function parseIsoDate(value: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day > daysInMonth ? null : { year, month, day };
}

// '2026-11-21' → 'a los veintiún días del mes de noviembre de dos mil veintiséis', as a notary
// writes the date of a deed. The first day reads 'al primer día del mes de …'.
export function formatNotarialDate(isoDate: string): string | null {
  const date = parseIsoDate(isoDate);
  if (!date) return null;
  const month = monthNames[date.month - 1] as string;
  const year = numberToWords(date.year) as string;
  const day =
    date.day === 1 ? 'al primer día' : `a los ${numberToWords(date.day, 'masculine')} días`;
  return `${day} del mes de ${month} de ${year}`;
}

// '2026-11-21' → '21/11/2026'.
export function formatShortDate(isoDate: string): string | null {
  const date = parseIsoDate(isoDate);
  if (!date) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.day)}/${pad(date.month)}/${date.year}`;
}
