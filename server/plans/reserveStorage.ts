import { sql } from 'kysely';
import type { Db } from '../db/Database';
import { assertPaymentInGoodStanding } from './assertPaymentInGoodStanding';
import { findPlanThatLifts } from './findPlanThatLifts';
import { planErrors } from './planErrors';

const bytesPerGb = 1024 ** 3;

// Adds `bytes` to the account's stored total inside the caller's transaction, refusing with 409
// STORAGE_LIMIT_REACHED (naming the plan that lifts it) when the plan's storage would be
// exceeded. One conditional update: parallel uploads cannot overshoot. Every file kept for an
// account (images today; templates and generated documents as they arrive) goes through here,
// and releaseStorage when it is deleted.
export async function reserveStorage(db: Db, accountId: string, bytes: number): Promise<void> {
  await assertPaymentInGoodStanding(db, accountId);
  const plan = await db
    .selectFrom('accounts as a')
    .innerJoin('plans as p', 'p.name_plan', 'a.name_plan')
    .select(['p.name_plan', 'p.label', 'p.storage_gb'])
    .where('a.id', '=', accountId)
    .executeTakeFirstOrThrow();
  await sql`insert into account_usage (account_id, storage_bytes) values (${accountId}, 0)
    on conflict (account_id) do nothing`.execute(db);
  const limitBytes = plan.storage_gb === null ? null : plan.storage_gb * bytesPerGb;
  const updated = await db
    .updateTable('account_usage')
    .set({ storage_bytes: sql`storage_bytes + ${bytes}` })
    .where('account_id', '=', accountId)
    .$if(limitBytes !== null, (query) =>
      query.where(sql<boolean>`storage_bytes + ${bytes} <= ${limitBytes}`),
    )
    .returning('storage_bytes')
    .executeTakeFirst();
  if (!updated && plan.storage_gb !== null) {
    const upgrade = await findPlanThatLifts(db, plan.name_plan, 'storage_gb', plan.storage_gb);
    throw planErrors.storageLimit(plan.label, plan.storage_gb, upgrade);
  }
}

/** Gives back the bytes of a deleted file. */
export async function releaseStorage(db: Db, accountId: string, bytes: number): Promise<void> {
  await db
    .updateTable('account_usage')
    .set({ storage_bytes: sql`greatest(storage_bytes - ${bytes}, 0)` })
    .where('account_id', '=', accountId)
    .execute();
}
