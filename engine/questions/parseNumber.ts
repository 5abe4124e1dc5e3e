import type { ParsedValue } from './questionTypeDefinition';

// A number written by the lawyer: 5, '5', '1234.5', or with a decimal comma '1234,5'. Thousands
// separators are not accepted: '1.234' is ambiguous.
export function parseNumber(raw: unknown): ParsedValue {
  if (typeof raw === 'number')
    return Number.isFinite(raw) ? { ok: true, value: raw } : { ok: false };
  if (typeof raw !== 'string' || !/^\s*-?\d+([.,]\d+)?\s*$/.test(raw)) return { ok: false };
  return { ok: true, value: Number(raw.trim().replace(',', '.')) };
}
