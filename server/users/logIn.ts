import type { LoginAnswer, LoginBody } from '@schemas/api/sessions';
import { recordAudit } from '../audit/recordAudit';
import type { Db } from '../db/Database';
import { apiErrors } from '../errors/ApiError';
import { loginMessages } from '../messages';
import type { Ports, RequestOrigin } from '../ports/Ports';
import { hasActiveSession } from '../sessions/hasActiveSession';
import { openSession } from '../sessions/openSession';
import { secondFactorOf } from '../twoFactor/secondFactor';
import { twoFactorMessages } from '../twoFactor/twoFactorMessages';
import { checkPassword } from './checkPassword';
import { hasPendingReset } from './hasPendingReset';

export interface LoginUser {
  id: string;
  account_id: string;
}

/** What the second step does before a session opens: check the code, or enrol. */
export type SecondStep = (trx: Db) => Promise<void>;

// The spec's login. With the right password it answers the three refusal flags; tokens are
// issued only when none applies. The user row is locked while deciding, so two simultaneous
// logins cannot both open a session. A user with a second factor (or who must have one: an
// administrator, an operator whose firm requires it) gets no tokens either, but a short-lived
// challenge for the second step (users/login/twoFactor), after the spec's checks.
export async function logIn(
  ports: Ports,
  body: LoginBody,
  origin: RequestOrigin,
): Promise<LoginAnswer> {
  const user = await checkPassword(ports, body, origin);
  // An operator its creator disabled, an account its owner deactivated, or a user an
  // administrator disabled.
  if (user.is_deleted || user.deactivated_at || user.disabled_at) throw apiErrors.accountDisabled();
  return decideLogin(ports, user, origin, null);
}

// Decides a login whose password was right: the spec's refusals first, then the second factor
// (unless `secondStep` is the second step itself, which runs in the same transaction), then a
// new session.
export async function decideLogin(
  ports: Ports,
  user: LoginUser,
  origin: RequestOrigin,
  secondStep: SecondStep | null,
): Promise<LoginAnswer> {
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
        twoFactor: null,
        twoFactorToken: null,
      };
    }
    if (secondStep) {
      await secondStep(trx);
    } else {
      const factor = await secondFactorOf(trx, user.id);
      if (factor.enabled || factor.required) {
        return {
          accessToken: null,
          refreshToken: null,
          hasActiveSession: false,
          resetPassword: false,
          isEmailVerified: true,
          token: null,
          message: factor.enabled
            ? twoFactorMessages.codeRequired
            : twoFactorMessages.setupRequired,
          twoFactor: factor.enabled ? 'code' : 'setup',
          twoFactorToken: await ports.tokens.issueTwoFactorChallenge(user.id),
        };
      }
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
      twoFactor: null,
      twoFactorToken: null,
    };
  });
}
