import { formatDateAs } from '@engine/index';

// The contract's date form: MM/DD/YYYY H:M:S.
export function toSpecDate(date: Date): string {
  return `${date.getMonth() + 1}/${date.getDate()}/${date.getFullYear()} ${date.getHours()}:${date.getMinutes()}:${date.getSeconds()}`;
}

export function fromSpecDate(text: string): Date | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4}) (\d{1,2}):(\d{1,2}):(\d{1,2})$/.exec(text);
  if (!match) return null;
  const [, month, day, year, hour, minute, second] = match.map(Number) as number[];
  return new Date(year ?? 0, (month ?? 1) - 1, day, hour, minute, second);
}

// '2026-11-21' (an <input type="date"> value) → the spec's form at midnight.
export function isoDayToSpecDate(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  return `${month}/${day}/${year} 0:0:0`;
}

export function formatSpecDate(text: string): string {
  const date = fromSpecDate(text);
  return date ? formatDateAs('longDate', date) : text;
}
