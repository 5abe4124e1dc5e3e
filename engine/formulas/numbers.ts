// Numbers as formulas give them: finite, without binary noise, never -0. An operation whose
// result is not a finite number (a division by zero, an overflow) gives null: the document shows
// a blank to fill in, never 'NaN' or 'Infinity'.
//
// Binary floating point writes 0.1 + 0.2 as 0.30000000000000004 and 33.33 + 33.33 + 33.34 as
// 100.00000000000001, which a rule "la suma debe ser 100" would refuse; results are therefore
// kept to 15 significant digits, what a double holds exactly.
export function cleanNumber(value: number): number | null {
  if (!Number.isFinite(value)) return null;
  if (Number.isInteger(value)) return value === 0 ? 0 : value;
  const clean = Number(value.toPrecision(15));
  return clean === 0 ? 0 : clean;
}

export function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

export const maxRoundingDecimals = 6;

// Half away from zero, as money is rounded (1,005 → 1,01; -2,5 → -3).
export function roundTo(value: number, decimals: number): number | null {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > maxRoundingDecimals) return null;
  const factor = 10 ** decimals;
  const scaled = cleanNumber(Math.abs(value) * factor);
  if (scaled === null) return null;
  return cleanNumber((Math.sign(value) * Math.round(scaled)) / factor);
}
