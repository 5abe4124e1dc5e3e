import type { LoginAnswer, LoginBody } from '@schemas/api/sessions';
import { recordAudit } from '../audit/recordAudit';
import { apiErrors } from '../errors/ApiError';
import { loginMessages } from '../messages';
import type { Ports, RequestOrigin } from '../ports/Ports';
import { hasActiveSession } from '../sessions/hasActiveSession';
import { openSession } from '../sessions/openSession';
import { checkPassword } from './checkPassword';
import { hasPendingReset } from './hasPendingReset';

// The spec's login. With the right password it answers the three refusal flags; tokens are
// issued only when none applies. The user row is locked while deciding, so two simultaneous
// logins cannot both open a session.
export async function logIn(
  ports: Ports,
  body: LoginBody,
  origin: RequestOrigin,
): Promise<LoginAnswer> {
  const user = await checkPassword(ports, body, origin);
  // An operator its creator disabled, an account its owner deactivated, or a user an
  // administrator disabled.
  if (user.is_deleted || user.deactivated_at || user.disabled_at) throw apiErrors.accountDisabled();
  return ports.db.transaction().execute(async (trx) => {
    const now = ports.clock.now();
    const locked = await trx
      .selectFrom('users')
      .select(['session_version', 'email_verified_at'])
      .where('id', '=', user.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const isEmailVerified = locked.email_verified_at !== null;
    const resetPassword = await hasPendingReset(trx, user.id, now);
    const activeSession = await hasActiveSession(trx, user.id, now);
    const audit = {
      accountId: user.account_id,
      actorUserId: user.id,
      subjectUserId: user.id,
      origin,
    };
    const refusal = !isEmailVerified
      ? loginMessages.emailUnverified
      : resetPassword
        ? loginMessages.resetRequested
        : activeSession
          ? loginMessages.activeSession
          : null;
    if (refusal) {
      await recordAudit(trx, ports, {
        ...audit,
        event: 'login_refused',
        details: { reason: refusal },
      });
      return {
        accessToken: null,
        refreshToken: null,
        hasActiveSession: activeSession,
        resetPassword,
        isEmailVerified,
        token: activeSession ? await ports.tokens.issueSessionProof(user.id) : null,
        message: refusal,
      };
    }
    const pair = await openSession(
      trx,
      ports,
      { id: user.id, sessionVersion: locked.session_version },
      origin,
    );
    await recordAudit(trx, ports, { ...audit, event: 'login' });
    return {
      ...pair,
      hasActiveSession: false,
      resetPassword: false,
      isEmailVerified: true,
      token: null,
      message: null,
    };
  });
}
