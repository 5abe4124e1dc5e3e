const two = (n: number) => String(n).padStart(2, '0');

// The spec's `MM/DD/YYYY H:M:S`, every part zero-padded (`03/07/2026 09:05:00`), read in UTC
// (see parseSpecDate).
export function formatSpecDate(date: Date): string {
  return (
    `${two(date.getUTCMonth() + 1)}/${two(date.getUTCDate())}/${date.getUTCFullYear()} ` +
    `${two(date.getUTCHours())}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())}`
  );
}
