import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/Database';
import type { Ports } from '../ports/Ports';
import { matchTotp } from './totp';

const purpose = 'users.totp_secret';
export const totpPurpose = purpose;

export interface SecondFactor {
  enabled: boolean;
  /** An administrator, or an operator whose account requires it: must have one to sign in. */
  required: boolean;
  /** Why it is required, when it is: `admin` or `operator`. */
  requiredAs: 'admin' | 'operator' | null;
}

/** Whether the user has a second factor, and whether one is required of them. */
export async function secondFactorOf(db: Db, userId: string): Promise<SecondFactor> {
  const row = await db
    .selectFrom('users as u')
    .innerJoin('accounts as a', 'a.id', 'u.account_id')
    .select(['u.role', 'u.totp_enabled_at', 'a.operators_need_two_factor'])
    .where('u.id', '=', userId)
    .executeTakeFirstOrThrow();
  const requiredAs =
    row.role === 'admin'
      ? 'admin'
      : row.role === 'operator' && row.operators_need_two_factor
        ? 'operator'
        : null;
  return { enabled: row.totp_enabled_at !== null, required: requiredAs !== null, requiredAs };
}

// Checks a second-factor code of the user, inside the caller's transaction (the user row is
// locked by the caller): a 6-digit TOTP code of the current time step or one either side, never
// one at or before the last step accepted (a code cannot be replayed); or one of the user's
// recovery codes, spent by a conditional UPDATE. Callers count every attempt against the per-user
// brake (countCodeAttempt) before their transaction, so a wrong code that rolls it back still counts.
export async function checkSecondFactor(
  trx: Db,
  ports: Ports,
  user: { id: string; accountId: string; email: string },
  code: string,
): Promise<boolean> {
  const typed = code.replace(/[\s-]/g, '');
  if (/^\d{6}$/.test(typed)) {
    const row = await trx
      .selectFrom('users')
      .select(['totp_secret', 'totp_last_step'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    if (!row.totp_secret) return false;
    const cipher = await ports.dataKeys.forAccount(trx, user.accountId);
    const secret = cipher.openJson<string>(row.totp_secret, purpose);
    const step = matchTotp(secret, user.email, typed, ports.clock.now());
    if (step === null || (row.totp_last_step !== null && step <= Number(row.totp_last_step))) {
      return false;
    }
    await trx
      .updateTable('users')
      .set({ totp_last_step: String(step) })
      .where('id', '=', user.id)
      .execute();
    return true;
  }
  const spent = await trx
    .updateTable('recovery_codes')
    .set({ used_at: ports.clock.now() })
    .where('user_id', '=', user.id)
    .where('code_hash', '=', hashRecoveryCode(typed))
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return spent !== undefined;
}

/** Ten new single-use recovery codes (`xxxxx-xxxxx`, 50 bits each), replacing any before. */
export async function issueRecoveryCodes(trx: Db, ports: Ports, userId: string): Promise<string[]> {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const codes = Array.from({ length: 10 }, () => {
    const bytes = randomBytes(10);
    const text = [...bytes].map((byte) => alphabet[byte % alphabet.length]).join('');
    return `${text.slice(0, 5)}-${text.slice(5)}`;
  });
  await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await trx
    .insertInto('recovery_codes')
    .values(
      codes.map((code) => ({
        id: ports.random.uuid(),
        user_id: userId,
        code_hash: hashRecoveryCode(code.replace('-', '')),
        used_at: null,
        created_at: ports.clock.now(),
      })),
    )
    .execute();
  return codes;
}

function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(code.toLowerCase()).digest('hex');
}

/** One more code attempt against the user's brake: 429 with Retry-After once it is full. */
export async function countCodeAttempt(ports: Ports, userId: string): Promise<void> {
  await ports.limiter.consume('two-factor', ports.config.rateLimits.twoFactorPerUser, userId);
}
