// Numbers and money as Ecuador writes them (es-EC: 1.234,5; $1.234,50).
const numberFormat = new Intl.NumberFormat('es-EC', { maximumFractionDigits: 10 });
const currencyFormats = new Map<string, Intl.NumberFormat>();

export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

export function formatCurrency(value: number, currency: string): string {
  let format = currencyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('es-EC', { style: 'currency', currency });
    currencyFormats.set(currency, format);
  }
  return format.format(value);
}
