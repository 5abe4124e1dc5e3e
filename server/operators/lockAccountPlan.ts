import type { Db } from '../db/Database';

// Locks the account row for the rest of the transaction and answers its plan's operator limit.
// Every change to the number of active operators goes through this lock, so two creations
// racing for the last seat cannot both win.
export async function lockAccountPlan(db: Db, accountId: string) {
  return db
    .selectFrom('accounts as a')
    .innerJoin('plans as p', 'p.name_plan', 'a.name_plan')
    .select(['p.label', 'p.operator_accounts'])
    .where('a.id', '=', accountId)
    .forUpdate('a')
    .executeTakeFirstOrThrow();
}
