import type { Db } from '../db/Database';
import { getPlanOrder } from './getPlanOrder';

export type PlanLimitColumn =
  | 'documents_limit'
  | 'operator_accounts'
  | 'emails_per_month'
  | 'storage_gb';

// The first plan after `namePlan` in the spec's ordering whose `column` allows more than `limit`
// (null: unlimited): the plan a refusal tells the person to move to. null when none does.
export async function findPlanThatLifts(
  db: Db,
  namePlan: string,
  column: PlanLimitColumn,
  limit: number,
): Promise<{ label: string; limit: number | null } | null> {
  const plans = await db.selectFrom('plans').select(['name_plan', 'label', column]).execute();
  const order = getPlanOrder(namePlan);
  const better = plans
    .map((plan) => ({ ...plan, value: plan[column as keyof typeof plan] as number | null }))
    .filter((plan) => getPlanOrder(plan.name_plan) > order)
    .filter((plan) => plan.value === null || plan.value > limit)
    .sort((a, b) => getPlanOrder(a.name_plan) - getPlanOrder(b.name_plan));
  const next = better[0];
  return next ? { label: next.label, limit: next.value } : null;
}
