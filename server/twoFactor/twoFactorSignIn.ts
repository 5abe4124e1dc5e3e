import type { LoginAnswer } from '@schemas/api/sessions';
import type { TwoFactorSetupAnswer, TwoFactorStatusAnswer } from '@schemas/api/twoFactor';
import { recordAudit } from '../audit/recordAudit';
import type { Principal } from '../auth/Principal';
import type { Db } from '../db/Database';
import { apiErrors } from '../errors/ApiError';
import type { Ports, RequestOrigin } from '../ports/Ports';
import { checkPassword } from '../users/checkPassword';
import { decideLogin } from '../users/logIn';
import {
  checkSecondFactor,
  countCodeAttempt,
  issueRecoveryCodes,
  secondFactorOf,
  totpPurpose,
} from './secondFactor';
import { createTotpSecret, describeTotp, matchTotp } from './totp';
import { twoFactorErrors } from './twoFactorErrors';
import { twoFactorMessages } from './twoFactorMessages';

interface FactorUser {
  id: string;
  account_id: string;
  email: string;
  totp_enabled_at: Date | null;
}

// The second step of a login (users/login/twoFactor): the challenge from the first step and a
// code from the authenticator app or a recovery code. The spec's checks run again (a session
// may have opened meanwhile), then the code, then the session; a wrong code answers 400 and
// counts against the per-user brake.
export async function completeTwoFactorLogin(
  ports: Ports,
  body: { token: string; code: string },
  origin: RequestOrigin,
): Promise<LoginAnswer> {
  const user = await challengedUser(ports, body.token);
  await countCodeAttempt(ports, user.id);
  return decideLogin(ports, user, origin, async (trx) => {
    const factorUser = { id: user.id, accountId: user.account_id, email: user.email };
    if (!(await checkSecondFactor(trx, ports, factorUser, body.code))) {
      throw twoFactorErrors.wrongCode();
    }
  });
}

/** Mandatory enrolment during a login: a new secret for the user who must have one. */
export async function startTwoFactorLoginSetup(
  ports: Ports,
  body: { token: string },
): Promise<TwoFactorSetupAnswer> {
  const user = await challengedUser(ports, body.token);
  if (user.totp_enabled_at) throw twoFactorErrors.alreadyEnabled();
  return createPendingSecret(ports, user);
}

/** Ends mandatory enrolment: the first code confirms the secret, and the session opens. */
export async function enableTwoFactorAtLogin(
  ports: Ports,
  body: { token: string; code: string },
  origin: RequestOrigin,
): Promise<LoginAnswer & { recoveryCodes: string[] }> {
  const user = await challengedUser(ports, body.token);
  await countCodeAttempt(ports, user.id);
  let recoveryCodes: string[] = [];
  const answer = await decideLogin(ports, user, origin, async (trx) => {
    recoveryCodes = await confirmPendingSecret(trx, ports, user, body.code, origin);
  });
  return { ...answer, recoveryCodes };
}

export async function getTwoFactorStatus(
  ports: Ports,
  principal: Principal,
): Promise<TwoFactorStatusAnswer> {
  const factor = await secondFactorOf(ports.db, principal.userId);
  const left = await ports.db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', principal.userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  const account = await ports.db
    .selectFrom('accounts')
    .select('operators_need_two_factor')
    .where('id', '=', principal.accountId)
    .executeTakeFirstOrThrow();
  return {
    enabled: factor.enabled,
    required: factor.required,
    recoveryCodesLeft: Number(left.count),
    operatorsRequired: account.operators_need_two_factor,
  };
}

/** Enrolment from the account area: a new secret, shown as a QR code until confirmed. */
export async function startTwoFactorSetup(
  ports: Ports,
  principal: Principal,
): Promise<TwoFactorSetupAnswer> {
  const user = await loadUser(ports.db, principal.userId);
  if (user.totp_enabled_at) throw twoFactorErrors.alreadyEnabled();
  return createPendingSecret(ports, user);
}

export async function enableTwoFactor(
  ports: Ports,
  principal: Principal,
  body: { code: string },
  origin: RequestOrigin,
): Promise<{ recoveryCodes: string[] }> {
  const user = await loadUser(ports.db, principal.userId);
  await countCodeAttempt(ports, user.id);
  const recoveryCodes = await ports.db
    .transaction()
    .execute((trx) => confirmPendingSecret(trx, ports, user, body.code, origin));
  return { recoveryCodes };
}

// Turning the second factor off needs the password and a code, and is refused to whoever must
// keep it (administrators; operators of a firm that requires it).
export async function disableTwoFactor(
  ports: Ports,
  principal: Principal,
  body: { password: string; code: string },
  origin: RequestOrigin,
): Promise<'OK'> {
  const user = await loadUser(ports.db, principal.userId);
  await checkPassword(ports, { email: user.email, password: body.password }, origin);
  const factor = await secondFactorOf(ports.db, user.id);
  if (!factor.enabled) throw twoFactorErrors.notEnabled();
  if (factor.requiredAs === 'admin')
    throw twoFactorErrors.required(twoFactorMessages.requiredForAdmins);
  if (factor.requiredAs === 'operator') {
    throw twoFactorErrors.required(twoFactorMessages.requiredForOperators);
  }
  await countCodeAttempt(ports, user.id);
  await ports.db.transaction().execute(async (trx) => {
    const factorUser = { id: user.id, accountId: user.account_id, email: user.email };
    if (!(await checkSecondFactor(trx, ports, factorUser, body.code))) {
      throw twoFactorErrors.wrongCode();
    }
    await trx
      .updateTable('users')
      .set({ totp_secret: null, totp_pending: null, totp_enabled_at: null, totp_last_step: null })
      .where('id', '=', user.id)
      .execute();
    await trx.deleteFrom('recovery_codes').where('user_id', '=', user.id).execute();
    await recordAudit(trx, ports, {
      event: 'two_factor_disabled',
      accountId: user.account_id,
      actorUserId: user.id,
      subjectUserId: user.id,
      origin,
    });
  });
  return 'OK';
}

/** The account owner requires (or stops requiring) a second factor of its operators. */
export async function requireTwoFactorForOperators(
  ports: Ports,
  principal: Principal,
  body: { required: boolean },
  origin: RequestOrigin,
): Promise<'OK'> {
  if (principal.role === 'operator') throw apiErrors.notFound();
  await ports.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('accounts')
      .set({ operators_need_two_factor: body.required })
      .where('id', '=', principal.accountId)
      .execute();
    await recordAudit(trx, ports, {
      event: 'two_factor_required_for_operators',
      accountId: principal.accountId,
      actorUserId: principal.userId,
      subjectUserId: null,
      origin,
      details: { required: body.required },
    });
  });
  return 'OK';
}

async function challengedUser(ports: Ports, token: string): Promise<FactorUser> {
  const userId = await ports.tokens.verifyTwoFactorChallenge(token);
  if (!userId) throw twoFactorErrors.challengeExpired();
  const user = await ports.db
    .selectFrom('users as u')
    .innerJoin('accounts as a', 'a.id', 'u.account_id')
    .select([
      'u.id',
      'u.account_id',
      'u.email',
      'u.totp_enabled_at',
      'u.is_deleted',
      'u.disabled_at',
      'a.deactivated_at',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!user) throw twoFactorErrors.challengeExpired();
  if (user.is_deleted || user.disabled_at || user.deactivated_at) throw apiErrors.accountDisabled();
  return user;
}

async function loadUser(db: Db, userId: string): Promise<FactorUser> {
  return db
    .selectFrom('users')
    .select(['id', 'account_id', 'email', 'totp_enabled_at'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

async function createPendingSecret(ports: Ports, user: FactorUser): Promise<TwoFactorSetupAnswer> {
  const secret = createTotpSecret();
  const cipher = await ports.dataKeys.forAccount(ports.db, user.account_id);
  await ports.db
    .updateTable('users')
    .set({ totp_pending: cipher.sealJson(secret, totpPurpose) })
    .where('id', '=', user.id)
    .execute();
  return { secret, ...describeTotp(secret, user.email) };
}

// The first code from the app proves the secret was scanned: it becomes the user's second
// factor, with ten new recovery codes (shown once).
async function confirmPendingSecret(
  trx: Db,
  ports: Ports,
  user: FactorUser,
  code: string,
  origin: RequestOrigin,
): Promise<string[]> {
  const row = await trx
    .selectFrom('users')
    .select(['totp_pending', 'totp_enabled_at'])
    .where('id', '=', user.id)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (row.totp_enabled_at) throw twoFactorErrors.alreadyEnabled();
  if (!row.totp_pending) throw twoFactorErrors.notPending();
  const cipher = await ports.dataKeys.forAccount(trx, user.account_id);
  const secret = cipher.openJson<string>(row.totp_pending, totpPurpose);
  const step = matchTotp(secret, user.email, code.replace(/\s/g, ''), ports.clock.now());
  if (step === null) throw twoFactorErrors.wrongCode();
  await trx
    .updateTable('users')
    .set({
      totp_secret: row.totp_pending,
      totp_pending: null,
      totp_enabled_at: ports.clock.now(),
      totp_last_step: String(step),
    })
    .where('id', '=', user.id)
    .execute();
  await recordAudit(trx, ports, {
    event: 'two_factor_enabled',
    accountId: user.account_id,
    actorUserId: user.id,
    subjectUserId: user.id,
    origin,
  });
  return issueRecoveryCodes(trx, ports, user.id);
}
