// Numbers typed or pasted the way people in Ecuador write them. A lone comma is the decimal mark
// ("1234,56", "1.234,56"); a lone point followed by one or two digits at the end is a decimal point
// too ("1234.56"); with both, the last one is the decimal mark ("1,234.56"); other points or
// commas group thousands. Null: not a number.
export function parseTypedNumber(text: string): number | undefined | null {
  const compact = text.replace(/[\s$]/g, '');
  if (compact === '' || compact === '-') return undefined;
  const lastComma = compact.lastIndexOf(',');
  const lastPoint = compact.lastIndexOf('.');
  const commas = (compact.match(/,/g) ?? []).length;
  const points = (compact.match(/\./g) ?? []).length;
  let decimalMark: ',' | '.' | null = null;
  if (commas > 0 && points > 0) decimalMark = lastComma > lastPoint ? ',' : '.';
  else if (commas === 1) decimalMark = ',';
  else if (points === 1 && /\.\d{1,2}$/.test(compact)) decimalMark = '.';
  const group = decimalMark === ',' ? '.' : decimalMark === '.' ? ',' : /[.,]/;
  let normalized = compact.split(group).join('');
  if (decimalMark === ',') normalized = normalized.replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(normalized)) return null;
  const value = Number(normalized);
  return Number.isFinite(value) ? value : null;
}

// What the field shows for a number: "1.234,5" (es-EC), without rounding what was typed.
export function showNumber(value: number): string {
  const [whole = '0', fraction] = String(Math.abs(value)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${value < 0 ? '-' : ''}${grouped}${fraction ? `,${fraction}` : ''}`;
}

// What the field shows for an amount of money once it is typed: always two decimals ("850,50",
// "1.234,00"), as money is written. An amount with more decimals is shown as it is, so the answer's
// validation can point at it rather than the field silently rounding it.
export function showAmount(value: number): string {
  const fixed = value.toFixed(2);
  if (Number(fixed) !== value) return showNumber(value);
  const [whole = '0', fraction = '00'] = fixed.replace('-', '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${value < 0 ? '-' : ''}${grouped},${fraction}`;
}

// Regroups the digits of what is being typed ("1234567" → "1.234.567", "1234567,5" →
// "1.234.567,5") and tells where the caret goes: after the same number of digits as before.
export function regroup(text: string, caret: number): { text: string; caret: number } {
  const negative = text.trim().startsWith('-');
  const commaAt = text.indexOf(',');
  const wholePart = commaAt === -1 ? text : text.slice(0, commaAt);
  const fractionPart = commaAt === -1 ? null : text.slice(commaAt + 1).replace(/\D/g, '');
  const digits = wholePart.replace(/\D/g, '');
  if (digits === '' && fractionPart === null) return { text: negative ? '-' : '', caret };
  const grouped = digits.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const result = `${negative ? '-' : ''}${grouped || '0'}${fractionPart === null ? '' : `,${fractionPart}`}`;
  const significantBefore = text.slice(0, caret).replace(/[^\d,-]/g, '').length;
  let seen = 0;
  let position = 0;
  while (position < result.length && seen < significantBefore) {
    if (/[\d,-]/.test(result[position] as string)) seen++;
    position++;
  }
  return { text: result, caret: position };
}
