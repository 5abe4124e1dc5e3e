import type { Plan } from '@schemas/api/plans';
import type { PlanRow } from '../db/Database';
import { getPlanOrder } from './getPlanOrder';

export function toPlan(row: PlanRow): Plan {
  return {
    namePlan: row.name_plan,
    label: row.label,
    price: row.price_usd,
    description: row.description,
    highlighted: row.highlighted,
    order: getPlanOrder(row.name_plan),
    documents: row.documents_limit,
    creatorAccounts: row.creator_accounts,
    operatorAccounts: row.operator_accounts,
    emailsPerMonth: row.emails_per_month,
    storageGb: row.storage_gb,
  };
}
