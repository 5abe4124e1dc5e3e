import type { Db } from '../db/Database';

// Locks the account row for the rest of the transaction and answers its plan's document limit
// with the number of documents the account has. Every document creation goes through this lock,
// so two creations racing for the last place cannot both win.
export async function lockDocumentPlan(db: Db, accountId: string) {
  const plan = await db
    .selectFrom('accounts as a')
    .innerJoin('plans as p', 'p.name_plan', 'a.name_plan')
    .select(['p.name_plan', 'p.label', 'p.documents_limit'])
    .where('a.id', '=', accountId)
    .forUpdate('a')
    .executeTakeFirstOrThrow();
  const { used } = await db
    .selectFrom('documents')
    .select((eb) => eb.fn.countAll<string>().as('used'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return { ...plan, used: Number(used) };
}
