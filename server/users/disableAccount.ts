import type { OkAnswer } from '@schemas/api/common';
import { recordAudit } from '../audit/recordAudit';
import type { Principal } from '../auth/Principal';
import { assertCreator } from '../operators/assertCreator';
import type { Ports, RequestOrigin } from '../ports/Ports';
import { endSessions } from '../sessions/endSessions';
import { checkPassword } from './checkPassword';

// A creator deactivates its account (the spec names no call; this is users/disableAccount). The
// whole account stops: the creator and its operators lose access at once, and a later login
// answers 'Tu cuenta se encuentra desactivada' until users/enableAccount. Nothing is deleted.
export async function disableAccount(
  ports: Ports,
  principal: Principal,
  password: string,
  origin: RequestOrigin,
): Promise<OkAnswer> {
  assertCreator(principal);
  const me = await ports.db
    .selectFrom('users')
    .select('email')
    .where('id', '=', principal.userId)
    .executeTakeFirstOrThrow();
  await checkPassword(ports, { email: me.email, password }, origin);
  await ports.db.transaction().execute(async (trx) => {
    const now = ports.clock.now();
    await trx
      .updateTable('accounts')
      .set({ deactivated_at: now })
      .where('id', '=', principal.accountId)
      .execute();
    const members = await trx
      .selectFrom('users')
      .select('id')
      .where('account_id', '=', principal.accountId)
      .execute();
    await endSessions(
      trx,
      members.map((m) => m.id),
      now,
      'account_deactivated',
    );
    await recordAudit(trx, ports, {
      event: 'account_deactivated',
      accountId: principal.accountId,
      actorUserId: principal.userId,
      subjectUserId: principal.userId,
      origin,
    });
  });
  return 'OK';
}
