const usd = new Intl.NumberFormat('es-EC', { style: 'currency', currency: 'USD' });
const day = new Intl.DateTimeFormat('es-EC', { day: 'numeric', month: 'long', year: 'numeric' });

/** Dollars with cents, as Ecuador writes them: $78,00. */
export function formatMoney(amount: number): string {
  return usd.format(amount);
}

/** "12 de marzo de 2027". */
export function formatDay(iso: string): string {
  return day.format(new Date(iso));
}
