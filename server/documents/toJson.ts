/** A JSON column's value as written: JSON text, or SQL null. */
export function toJson(value: unknown): string | null {
  return value === null || value === undefined ? null : JSON.stringify(value);
}
