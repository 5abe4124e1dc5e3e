import type { Db } from '../db/Database';

/** Operators that count against the plan: disabled ones (is_deleted) free their seat. */
export async function countActiveOperators(db: Db, accountId: string): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('account_id', '=', accountId)
    .where('role', '=', 'operator')
    .where('is_deleted', '=', false)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
