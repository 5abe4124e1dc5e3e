/** A LIKE pattern matching `text` anywhere, its own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export const adminPageSize = 25;
