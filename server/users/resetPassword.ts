import type { ResetPasswordAnswer, ResetPasswordBody } from '@schemas/api/users';
import { recordAudit } from '../audit/recordAudit';
import { hashToken } from '../auth/hashToken';
import { passwordHasher } from '../auth/passwordHasher';
import { apiErrors } from '../errors/ApiError';
import type { Ports, RequestOrigin } from '../ports/Ports';
import { endSessions } from '../sessions/endSessions';
import { consumeUserToken } from './consumeUserToken';

// users/reset-password: a reset link (or an operator's invitation, which opens the same page)
// sets a new password. The mail proved the address, so it also counts as confirmation. Every
// session ends and every other pending link of the user is spent. It also lifts the account's
// brake on failed passwords from every address: the owner whose account strangers are guessing
// at gets in through the mailed link, and the old password the guesses aimed at is gone.
export async function resetPassword(
  ports: Ports,
  body: ResetPasswordBody,
  origin: RequestOrigin,
): Promise<ResetPasswordAnswer> {
  await ports.limiter.consume('reset-submit-ip', ports.config.rateLimits.resetPerIp, origin.ip);
  if (!(await isLive(ports, body.token))) throw apiErrors.resetTokenInvalid();
  const passwordHash = await passwordHasher.hash(body.password);
  const email = await ports.db.transaction().execute(async (trx) => {
    const now = ports.clock.now();
    const consumed = await consumeUserToken(trx, body.token, ['reset_password', 'invite'], now);
    if (!consumed) return null;
    const user = await trx
      .updateTable('users')
      .set((eb) => ({
        password_hash: passwordHash,
        email_verified_at: eb.fn.coalesce('email_verified_at', eb.val(now)),
        updated_at: now,
      }))
      .where('id', '=', consumed.userId)
      .returning(['id', 'email', 'account_id'])
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('user_tokens')
      .set({ used_at: now })
      .where('user_id', '=', user.id)
      .where('purpose', 'in', ['reset_password', 'invite'])
      .where('used_at', 'is', null)
      .execute();
    await endSessions(trx, [user.id], now, 'password_reset');
    await recordAudit(trx, ports, {
      event: 'password_reset',
      accountId: user.account_id,
      actorUserId: user.id,
      subjectUserId: user.id,
      origin,
      details: { via: consumed.purpose },
    });
    return user.email;
  });
  if (!email) throw apiErrors.resetTokenInvalid();
  await ports.limiter.clear('password-account-all', email);
  return { Code: 'OK', Message: { value: { email } } };
}

// A cheap look before spending an argon2 hash on a request whose token is already dead.
async function isLive(ports: Ports, token: string): Promise<boolean> {
  const row = await ports.db
    .selectFrom('user_tokens')
    .select('token_hash')
    .where('token_hash', '=', hashToken(token))
    .where('purpose', 'in', ['reset_password', 'invite'])
    .where('used_at', 'is', null)
    .where('expires_at', '>', ports.clock.now())
    .executeTakeFirst();
  return row !== undefined;
}
