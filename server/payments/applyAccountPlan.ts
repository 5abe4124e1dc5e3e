import { recordAudit } from '../audit/recordAudit';
import type { Db } from '../db/Database';
import type { Ports, RequestOrigin } from '../ports/Ports';
import { endSessions } from '../sessions/endSessions';

// Puts the account on `namePlan`, the plan every limit reads. Nothing is deleted when the new
// plan is smaller: documents over its limit stay and can be edited (no new ones can be created),
// and operators over its seats are disabled, newest first, since an operator's seat is access
// the account no longer pays for (each is audited, and re-enabling one needs a free seat).
export async function applyAccountPlan(
  trx: Db,
  ports: Pick<Ports, 'clock' | 'random'>,
  accountId: string,
  namePlan: string,
  context: { actorUserId: string | null; origin: RequestOrigin | null; reason: string },
): Promise<void> {
  const account = await trx
    .selectFrom('accounts')
    .select('name_plan')
    .where('id', '=', accountId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const now = ports.clock.now();
  const plan = await trx
    .selectFrom('plans')
    .select('operator_accounts')
    .where('name_plan', '=', namePlan)
    .executeTakeFirstOrThrow();
  const active = await trx
    .selectFrom('users')
    .select('id')
    .where('account_id', '=', accountId)
    .where('role', '=', 'operator')
    .where('is_deleted', '=', false)
    .orderBy('created_at', 'desc')
    .orderBy('email', 'desc')
    .execute();
  const excess = active.slice(0, Math.max(0, active.length - plan.operator_accounts));
  if (excess.length > 0) {
    const ids = excess.map((operator) => operator.id);
    await trx
      .updateTable('users')
      .set({ is_deleted: true, updated_at: now })
      .where('id', 'in', ids)
      .execute();
    await endSessions(trx, ids, now, 'plan_changed');
    for (const id of ids) {
      await recordAudit(trx, ports, {
        event: 'operator_disabled',
        accountId,
        actorUserId: context.actorUserId,
        subjectUserId: id,
        origin: context.origin,
        details: { reason: 'plan_seats', plan: namePlan },
      });
    }
  }
  if (account.name_plan === namePlan) return;
  await trx
    .updateTable('accounts')
    .set({ name_plan: namePlan })
    .where('id', '=', accountId)
    .execute();
  await recordAudit(trx, ports, {
    event: 'plan_changed',
    accountId,
    actorUserId: context.actorUserId,
    subjectUserId: null,
    origin: context.origin,
    details: { from: account.name_plan, to: namePlan, reason: context.reason },
  });
}
