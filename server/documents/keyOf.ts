/** A question's own variable name as conditions read it (its first entry, trimmed). */
export function keyOf(variable: readonly string[]): string {
  return (variable[0] ?? '').trim();
}
