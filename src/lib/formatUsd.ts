const usd = new Intl.NumberFormat('es-EC', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

// Whole dollar amounts as Ecuador writes them: $1.500.
export function formatUsd(amount: number): string {
  return usd.format(amount);
}
