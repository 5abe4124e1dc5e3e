import { isIsoDate } from '../questions/isIsoDate';

// Date arithmetic on ISO dates ('2026-11-21'), in whole days, with no time zone involved (each
// date is a calendar day, counted in UTC). Every function is total: a text that is not a date, a
// result before year 1000 or after 9999, or a count out of bounds gives null.

const dayMs = 86_400_000;
const firstDay = Date.UTC(1000, 0, 1) / dayMs;
const lastDay = Date.UTC(9999, 11, 31) / dayMs;
// Bound on the days a business-day count walks (about 270 years).
export const maxBusinessDays = 100_000;

interface CalendarDate {
  year: number;
  month: number; // 1–12
  day: number;
}

function parse(value: unknown): CalendarDate | null {
  if (!isIsoDate(value)) return null;
  const year = Number(value.slice(0, 4));
  if (year < 1000) return null;
  return { year, month: Number(value.slice(5, 7)), day: Number(value.slice(8, 10)) };
}

function dayNumber(date: CalendarDate): number {
  return Date.UTC(date.year, date.month - 1, date.day) / dayMs;
}

function fromDayNumber(days: number): string | null {
  if (!Number.isInteger(days) || days < firstDay || days > lastDay) return null;
  return new Date(days * dayMs).toISOString().slice(0, 10);
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function isLastDayOfMonth(date: CalendarDate): boolean {
  return date.day === daysInMonth(date.year, date.month);
}

// Today's date where the engine runs (the guest's device, the server).
export function today(): string {
  const now = new Date();
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

export function daysBetween(from: unknown, to: unknown): number | null {
  const a = parse(from);
  const b = parse(to);
  return a && b ? dayNumber(b) - dayNumber(a) : null;
}

// Whole months from one date to another, counted as `addMonths` counts them: from 31 January,
// one month has passed on 28 (or 29) February. Negative when `to` is earlier.
export function monthsBetween(from: unknown, to: unknown): number | null {
  const a = parse(from);
  const b = parse(to);
  if (!a || !b) return null;
  return dayNumber(b) < dayNumber(a) ? -wholeMonths(b, a) : wholeMonths(a, b);
}

function wholeMonths(a: CalendarDate, b: CalendarDate): number {
  let months = (b.year - a.year) * 12 + (b.month - a.month);
  if (b.day < a.day && !isLastDayOfMonth(b)) months -= 1;
  return months;
}

// Whole years (an age, a tenure): someone born on 29 February turns a year older on 28 February.
export function yearsBetween(from: unknown, to: unknown): number | null {
  const months = monthsBetween(from, to);
  return months === null ? null : Math.trunc(months / 12);
}

export function addDays(date: unknown, days: unknown): string | null {
  const a = parse(date);
  if (!a || !Number.isInteger(days)) return null;
  return fromDayNumber(dayNumber(a) + (days as number));
}

// The same day `months` later; when that month is shorter, its last day (31 January + 1 month =
// 28 February), as periods counted "de fecha a fecha" end.
export function addMonths(date: unknown, months: unknown): string | null {
  const a = parse(date);
  if (!a || !Number.isInteger(months) || Math.abs(months as number) > 12 * 9000) return null;
  const index = a.year * 12 + (a.month - 1) + (months as number);
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  if (year < 1000 || year > 9999) return null;
  const day = Math.min(a.day, daysInMonth(year, month));
  return fromDayNumber(dayNumber({ year, month, day }));
}

export function addYears(date: unknown, years: unknown): string | null {
  return Number.isInteger(years) ? addMonths(date, (years as number) * 12) : null;
}

// Monday to Friday, except the given holidays (ISO dates).
function isBusinessDay(days: number, holidays: ReadonlySet<string> | null): boolean {
  const weekday = new Date(days * dayMs).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return holidays === null || !holidays.has(fromDayNumber(days) ?? '');
}

// The date `count` business days after `date` (before it when negative); `date` itself when 0.
export function addBusinessDays(
  date: unknown,
  count: unknown,
  holidays: ReadonlySet<string> | null,
): string | null {
  const a = parse(date);
  if (!a || !Number.isInteger(count) || Math.abs(count as number) > maxBusinessDays) return null;
  const step = (count as number) < 0 ? -1 : 1;
  let remaining = Math.abs(count as number);
  let days = dayNumber(a);
  while (remaining > 0) {
    days += step;
    if (days < firstDay || days > lastDay) return null;
    if (isBusinessDay(days, holidays)) remaining -= 1;
  }
  return fromDayNumber(days);
}

// Business days after `from` up to and including `to` (negative when `to` is earlier).
export function businessDaysBetween(
  from: unknown,
  to: unknown,
  holidays: ReadonlySet<string> | null,
): number | null {
  const a = parse(from);
  const b = parse(to);
  if (!a || !b) return null;
  const start = dayNumber(a);
  const end = dayNumber(b);
  if (Math.abs(end - start) > maxBusinessDays) return null;
  const low = Math.min(start, end);
  const high = Math.max(start, end);
  let count = 0;
  for (let days = low + 1; days <= high; days++) if (isBusinessDay(days, holidays)) count += 1;
  return end < start ? -count : count;
}

// The holidays of a business-day operation: the ISO dates of a list (anything else is ignored).
export function holidaySet(value: unknown): ReadonlySet<string> | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  const set = new Set<string>();
  for (const item of value) if (isIsoDate(item)) set.add(item);
  return set;
}

export function isDate(value: unknown): value is string {
  return parse(value) !== null;
}
