import type { Principal } from '../auth/Principal';
import { assertCreator } from '../operators/assertCreator';
import type { Ports, RequestOrigin } from '../ports/Ports';
import { checkSecondFactor, secondFactorOf } from '../twoFactor/secondFactor';
import { twoFactorErrors } from '../twoFactor/twoFactorErrors';
import { checkPassword } from '../users/checkPassword';
import { accountDataErrors } from './accountDataErrors';

export interface ConfirmedOwner {
  userId: string;
  accountId: string;
  role: 'admin' | 'creator';
  email: string;
  firstName: string;
}

// Taking every client's data out of the firm, or deleting the firm, is done by its owner alone and
// only after proving it now: the password, and the second factor's code when the owner has one.
// A stolen access token alone can do neither. Operators get the 404 of a creator-only call.
export async function confirmOwner(
  ports: Ports,
  principal: Principal,
  proof: { password: string; code?: string },
  origin: RequestOrigin,
): Promise<ConfirmedOwner> {
  assertCreator(principal);
  const me = await ports.db
    .selectFrom('users')
    .select(['email', 'first_name', 'role'])
    .where('id', '=', principal.userId)
    .executeTakeFirstOrThrow();
  await checkPassword(ports, { email: me.email, password: proof.password }, origin);
  const factor = await secondFactorOf(ports.db, principal.userId);
  if (factor.enabled) {
    const code = proof.code?.trim() ?? '';
    if (code === '') throw accountDataErrors.codeRequired();
    const accepted = await ports.db.transaction().execute(async (trx) => {
      await trx
        .selectFrom('users')
        .select('id')
        .where('id', '=', principal.userId)
        .forUpdate()
        .execute();
      return checkSecondFactor(
        trx,
        ports,
        { id: principal.userId, accountId: principal.accountId, email: me.email },
        code,
      );
    });
    if (!accepted) throw twoFactorErrors.wrongCode();
  }
  return {
    userId: principal.userId,
    accountId: principal.accountId,
    role: me.role === 'admin' ? 'admin' : 'creator',
    email: me.email,
    firstName: me.first_name,
  };
}
