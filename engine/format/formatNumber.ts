import { formatMoney, formatNumberAs } from './locale';

// Numbers and money in documents, as Ecuador writes them (1.234,5; $1.234,50).
export function formatNumber(value: number): string {
  return formatNumberAs('decimal', value);
}

export function formatCurrency(value: number, currency: string): string {
  return formatMoney(value, currency);
}
