import { monthNames } from './locale';

// '2026-11-21' → '21 de noviembre de 2026'. Works on the calendar date written, with no time zone
// involved; returns the input unchanged when it is not an ISO date.
export function formatLongDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? monthNames[Number(match[2]) - 1] : undefined;
  if (!match || !month) return isoDate;
  return `${Number(match[3])} de ${month} de ${match[1]}`;
}
