import type { Db } from '../db/Database';
import { paymentErrors } from './paymentErrors';
import { paymentMessages } from './paymentMessages';

export interface PlanQuote {
  namePlan: string;
  label: string;
  amountCents: number;
  itemName: string;
  itemDescription: string;
}

// The monthly price of a plan, from the server's plan table: the only source of any amount we
// charge. Explorador is free and Premium is sold by the team ("contact us"); neither is paid
// through checkout.
export async function quotePlan(db: Db, namePlan: string): Promise<PlanQuote> {
  const plan = await db
    .selectFrom('plans')
    .select(['name_plan', 'label', 'price_usd'])
    .where('name_plan', '=', namePlan.trim().toLowerCase())
    .executeTakeFirst();
  if (!plan) throw paymentErrors.unknownPlan();
  if (plan.price_usd === null) throw paymentErrors.planNotForSale(plan.label);
  if (plan.price_usd === 0) throw paymentErrors.planIsFree();
  return {
    namePlan: plan.name_plan,
    label: plan.label,
    amountCents: plan.price_usd * 100,
    itemName: paymentMessages.itemName(plan.label),
    itemDescription: paymentMessages.itemDescription(plan.label),
  };
}
