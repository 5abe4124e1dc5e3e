// Monthly periods counted from an anchor: the nth period ends n calendar months after it, on the
// same day and time, or the month's last day when it has no such day (a plan bought on 31 January
// renews on 28 February, then 31 March). UTC throughout.
export function addMonths(anchor: Date, months: number): Date {
  const year = anchor.getUTCFullYear();
  const month = anchor.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(anchor.getUTCDate(), lastDay),
      anchor.getUTCHours(),
      anchor.getUTCMinutes(),
      anchor.getUTCSeconds(),
      anchor.getUTCMilliseconds(),
    ),
  );
}

/** The end of the period that starts at `periodStart` (itself a period boundary of `anchor`). */
export function nextPeriodEnd(anchor: Date, periodStart: Date): Date {
  for (let months = 1; months < 1200; months++) {
    const end = addMonths(anchor, months);
    if (end.getTime() > periodStart.getTime()) return end;
  }
  throw new Error('billing period out of range');
}

/**
 * What moving to a dearer plan costs for the rest of the period: the price difference times the
 * share of the period left, in cents, rounded.
 */
export function prorate(
  differenceCents: number,
  period: { start: Date; end: Date },
  now: Date,
): number {
  const total = period.end.getTime() - period.start.getTime();
  const left = Math.max(0, period.end.getTime() - now.getTime());
  if (total <= 0) return 0;
  return Math.round((differenceCents * left) / total);
}
