import type { SelectQueryBuilder } from 'kysely';

/** A LIKE pattern matching `text` anywhere, its own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export const adminPageSize = 25;

/** A search text that is an id (user, account or document): matched exactly, not as text. */
export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One page (1-based) of an admin search, in the given order, and how many rows match in all. */
export async function fetchAdminPage<DB, TB extends keyof DB, O>(
  filtered: SelectQueryBuilder<DB, TB, O>,
  page: number,
  order: (query: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, O>,
): Promise<{ rows: O[]; total: number }> {
  const rows = await order(filtered)
    .limit(adminPageSize)
    .offset((page - 1) * adminPageSize)
    .execute();
  const counted = await filtered
    .clearSelect()
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number((counted as { total: string | number }).total) };
}
