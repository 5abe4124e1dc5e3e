import type { VerifyEmailAnswer } from '@schemas/api/users';
import { recordAudit } from '../audit/recordAudit';
import { hashToken } from '../auth/hashToken';
import { apiErrors } from '../errors/ApiError';
import type { Ports, RequestOrigin } from '../ports/Ports';
import { consumeUserToken } from './consumeUserToken';

// Called by the /validation page with the token from the confirmation mail. Opening the same
// link twice answers success again (people click twice), but a spent link of an unconfirmed
// user, an expired or an unknown one is refused.
export async function verifyEmail(
  ports: Ports,
  token: string,
  origin: RequestOrigin,
): Promise<VerifyEmailAnswer> {
  const result = await ports.db.transaction().execute(async (trx) => {
    const now = ports.clock.now();
    const consumed = await consumeUserToken(trx, token, ['verify_email'], now);
    if (!consumed) return alreadyVerified(trx, token);
    const user = await trx
      .updateTable('users')
      .set({ email_verified_at: now, updated_at: now })
      .where('id', '=', consumed.userId)
      .returning(['id', 'email', 'account_id'])
      .executeTakeFirstOrThrow();
    await recordAudit(trx, ports, {
      event: 'email_verified',
      accountId: user.account_id,
      actorUserId: user.id,
      subjectUserId: user.id,
      origin,
    });
    return user.email;
  });
  if (!result) throw apiErrors.verifyTokenInvalid();
  return { email: result, isEmailVerified: true };
}

async function alreadyVerified(
  trx: Parameters<typeof recordAudit>[0],
  token: string,
): Promise<string | null> {
  const row = await trx
    .selectFrom('user_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select(['u.email', 'u.email_verified_at'])
    .where('t.token_hash', '=', hashToken(token))
    .where('t.purpose', '=', 'verify_email')
    .where('t.used_at', 'is not', null)
    .executeTakeFirst();
  return row?.email_verified_at ? row.email : null;
}
