import { formatDateAs, formatNumberAs } from '@engine/index';

/** Dollars with cents, as Ecuador writes them: $78,00. */
export function formatMoney(amount: number): string {
  return formatNumberAs('usd', amount);
}

/** "12 de marzo de 2027". */
export function formatDay(iso: string): string {
  return formatDateAs('longDate', iso);
}
