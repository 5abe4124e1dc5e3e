import type { SubscriptionAnswer } from '@schemas/api/plans';
import type { Principal } from '../auth/Principal';
import { countActiveOperators } from '../operators/countActiveOperators';
import type { Ports } from '../ports/Ports';

// The caller's account plan; an operator sees its creator's. Payments arrive with their own
// issue: until then every account's plan is active.
export async function getSubscriptionStatus(
  ports: Pick<Ports, 'db'>,
  principal: Principal,
): Promise<SubscriptionAnswer> {
  const plan = await ports.db
    .selectFrom('accounts as a')
    .innerJoin('plans as p', 'p.name_plan', 'a.name_plan')
    .select(['p.name_plan', 'p.label', 'p.price_usd', 'p.operator_accounts', 'a.deactivated_at'])
    .where('a.id', '=', principal.accountId)
    .executeTakeFirstOrThrow();
  const used = await countActiveOperators(ports.db, principal.accountId);
  return {
    suscription: {
      namePlan: plan.name_plan,
      label: plan.label,
      status: plan.deactivated_at ? 'inactive' : 'active',
      price: plan.price_usd,
      operatorAccounts: { used, limit: plan.operator_accounts },
    },
  };
}
