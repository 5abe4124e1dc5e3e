import type { OutcomeStatus, PaymentOutcome } from '@schemas/api/payments';
import type { Db } from '../db/Database';
import { type ChargeRow, toReceipt } from './toReceipt';

// The answer of every call that charges or stores a card: what happened, why in Spanish, the
// receipt (or failed charge) and the plan the account is on now.
export async function toOutcome(
  db: Db,
  accountId: string,
  outcome: {
    status: OutcomeStatus;
    resultCode: string | null;
    message: string;
    charge?: ChargeRow | null;
  },
): Promise<PaymentOutcome> {
  const plan = await db
    .selectFrom('accounts as a')
    .innerJoin('plans as p', 'p.name_plan', 'a.name_plan')
    .select(['p.name_plan', 'p.label'])
    .where('a.id', '=', accountId)
    .executeTakeFirstOrThrow();
  let receipt = null;
  if (outcome.charge) {
    const chargePlan = await db
      .selectFrom('plans')
      .select('label')
      .where('name_plan', '=', outcome.charge.name_plan)
      .executeTakeFirstOrThrow();
    receipt = toReceipt(outcome.charge, chargePlan.label);
  }
  return {
    status: outcome.status,
    resultCode: outcome.resultCode,
    message: outcome.message,
    receipt,
    plan: { namePlan: plan.name_plan, label: plan.label },
  };
}
