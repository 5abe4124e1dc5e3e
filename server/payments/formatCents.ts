import { formatNumberAs } from '@engine/index';

/** Cents as Ecuador writes dollars: 7800 → "$78,00". */
export function formatCents(cents: number): string {
  return formatNumberAs('usd', cents / 100);
}
