import type { OperatorAccount, UpdateOpeProfileBody } from '@schemas/api/operators';
import { recordAudit } from '../audit/recordAudit';
import type { Principal } from '../auth/Principal';
import type { UserUpdate } from '../db/Database';
import { apiErrors } from '../errors/ApiError';
import { assertPaymentInGoodStanding } from '../plans/assertPaymentInGoodStanding';
import type { Ports, RequestOrigin } from '../ports/Ports';
import { endSessions } from '../sessions/endSessions';
import { assertCreator } from './assertCreator';
import { countActiveOperators } from './countActiveOperators';
import { lockAccountPlan } from './lockAccountPlan';
import { operatorColumns, toOperatorAccount } from './toOperatorAccount';

// users/updateOpeProfile: the creator edits an operator of its own account, and disables or
// re-enables it through the spec's is_deleted. Disabling cuts the operator's access at once;
// re-enabling needs a free seat in the plan. An operator of another account answers as missing.
export async function updateOperator(
  ports: Ports,
  principal: Principal,
  body: UpdateOpeProfileBody,
  origin: RequestOrigin,
): Promise<OperatorAccount> {
  assertCreator(principal);
  return ports.db.transaction().execute(async (trx) => {
    const now = ports.clock.now();
    const plan = await lockAccountPlan(trx, principal.accountId);
    const current = await trx
      .selectFrom('users')
      .select(['id', 'is_deleted'])
      .where('id', '=', body.userId)
      .where('account_id', '=', principal.accountId)
      .where('role', '=', 'operator')
      .executeTakeFirst();
    if (!current) throw apiErrors.operatorNotFound();
    const enabling = body.is_deleted === false && current.is_deleted;
    const disabling = body.is_deleted === true && !current.is_deleted;
    if (enabling) await assertPaymentInGoodStanding(trx, principal.accountId);
    if (
      enabling &&
      (await countActiveOperators(trx, principal.accountId)) >= plan.operator_accounts
    ) {
      throw apiErrors.operatorLimit(plan.label, plan.operator_accounts);
    }
    const changes: UserUpdate = {};
    if (body.firstName !== undefined) changes.first_name = body.firstName.trim();
    if (body.lastName !== undefined) changes.last_name = body.lastName.trim();
    if (body.phone !== undefined) changes.phone = body.phone?.trim() || null;
    if (body.is_deleted !== undefined) changes.is_deleted = body.is_deleted;
    if (disabling) await endSessions(trx, [current.id], now, 'operator_disabled');
    const operator = await trx
      .updateTable('users')
      .set({ ...changes, updated_at: now })
      .where('id', '=', current.id)
      .where('account_id', '=', principal.accountId)
      .returning(operatorColumns)
      .executeTakeFirstOrThrow();
    await recordAudit(trx, ports, {
      event: disabling ? 'operator_disabled' : enabling ? 'operator_enabled' : 'operator_updated',
      accountId: principal.accountId,
      actorUserId: principal.userId,
      subjectUserId: current.id,
      origin,
      details: { fields: Object.keys(changes) },
    });
    return toOperatorAccount(operator);
  });
}
