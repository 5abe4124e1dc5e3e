import { recordAudit } from '../audit/recordAudit';
import { passwordHasher } from '../auth/passwordHasher';
import { apiErrors } from '../errors/ApiError';
import type { Ports, RequestOrigin } from '../ports/Ports';
import { normalizeEmail } from './normalizeEmail';

export type CheckedUser = NonNullable<Awaited<ReturnType<typeof findByEmail>>>;

// The one place a password is checked against an email (login, endAllSessions, enableAccount).
// Every attempt counts against the caller's IP. Failures count against the account from that
// IP (so a stranger guessing from elsewhere never locks the owner out) and, with a looser limit,
// against the account from every IP together (a guess spread over many addresses); a success
// clears both. Unknown emails and wrong passwords answer the same, in about the
// same time. Argon2 runs outside any transaction, so it never holds the database.
export async function checkPassword(
  ports: Ports,
  credentials: { email: string; password: string },
  origin: RequestOrigin,
): Promise<CheckedUser> {
  const rules = ports.config.rateLimits;
  const email = normalizeEmail(credentials.email);
  const fromHere = `${email}\u0000${origin.ip}`;
  await ports.limiter.consumeGated('password-ip', rules.passwordPerIp, origin.ip, [
    { name: 'password-account', rule: rules.passwordPerAccount, key: fromHere },
    { name: 'password-account-all', rule: rules.passwordPerAccountAllSources, key: email },
  ]);
  const user = await findByEmail(ports, email);
  const matches = user?.password_hash
    ? await passwordHasher.verify(user.password_hash, credentials.password)
    : await passwordHasher.verifyNothing(credentials.password);
  if (!user || !matches) {
    await ports.limiter.record('password-account', rules.passwordPerAccount, fromHere);
    await ports.limiter.record('password-account-all', rules.passwordPerAccountAllSources, email);
    await recordAudit(ports.db, ports, {
      event: 'login_failed',
      accountId: user?.account_id ?? null,
      actorUserId: null,
      subjectUserId: user?.id ?? null,
      origin,
      details: user ? {} : { email },
    });
    throw apiErrors.invalidCredentials();
  }
  await ports.limiter.clear('password-account', fromHere);
  await ports.limiter.clear('password-account-all', email);
  return user;
}

function findByEmail(ports: Pick<Ports, 'db'>, email: string) {
  return ports.db
    .selectFrom('users as u')
    .innerJoin('accounts as a', 'a.id', 'u.account_id')
    .select([
      'u.id',
      'u.account_id',
      'u.role',
      'u.email',
      'u.first_name',
      'u.password_hash',
      'u.is_deleted',
      'u.disabled_at',
      'u.session_version',
      'u.email_verified_at',
      'a.deactivated_at',
      'a.deletion_due_at',
    ])
    .where('u.email', '=', email)
    .executeTakeFirst();
}
