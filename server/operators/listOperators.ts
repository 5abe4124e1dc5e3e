import type { AccountsAnswer } from '@schemas/api/operators';
import type { Principal } from '../auth/Principal';
import type { Ports } from '../ports/Ports';
import { assertCreator } from './assertCreator';
import { operatorColumns, toOperatorAccount } from './toOperatorAccount';

// documents/getAccountsv2: the creator's operator accounts, oldest first, with the plan's limit.
export async function listOperators(
  ports: Pick<Ports, 'db'>,
  principal: Principal,
): Promise<AccountsAnswer> {
  assertCreator(principal);
  const rows = await ports.db
    .selectFrom('users')
    .select(operatorColumns)
    .where('account_id', '=', principal.accountId)
    .where('role', '=', 'operator')
    .orderBy('created_at')
    .orderBy('email')
    .execute();
  const plan = await ports.db
    .selectFrom('accounts as a')
    .innerJoin('plans as p', 'p.name_plan', 'a.name_plan')
    .select('p.operator_accounts')
    .where('a.id', '=', principal.accountId)
    .executeTakeFirstOrThrow();
  return {
    accounts: rows.map(toOperatorAccount),
    limit: plan.operator_accounts,
    used: rows.filter((row) => !row.is_deleted).length,
  };
}
