const usd = new Intl.NumberFormat('es-EC', { style: 'currency', currency: 'USD' });

/** Cents as Ecuador writes dollars: 7800 → "$78,00". */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}
