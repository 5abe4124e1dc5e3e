import type { Db } from '../db/Database';
import { getPlanOrder } from '../plans/getPlanOrder';

// The first plan after `namePlan` in the spec's ordering that allows more than `limit` documents
// (null: unlimited); the one a refusal tells the person to move to. null when none does.
export async function findUpgradePlan(db: Db, namePlan: string, limit: number) {
  const plans = await db
    .selectFrom('plans')
    .select(['name_plan', 'label', 'documents_limit'])
    .execute();
  const order = getPlanOrder(namePlan);
  const better = plans
    .filter((plan) => getPlanOrder(plan.name_plan) > order)
    .filter((plan) => plan.documents_limit === null || plan.documents_limit > limit)
    .sort((a, b) => getPlanOrder(a.name_plan) - getPlanOrder(b.name_plan));
  const next = better[0];
  return next ? { label: next.label, limit: next.documents_limit } : null;
}
