import { hashToken } from '../auth/hashToken';
import type { Db, UserTokenPurpose } from '../db/Database';

// Marks a mail token used and answers its user, or null when the token is unknown, expired or
// already used. The conditional UPDATE makes it single-use even under concurrent requests.
export async function consumeUserToken(
  db: Db,
  token: string,
  purposes: UserTokenPurpose[],
  now: Date,
): Promise<{ userId: string; purpose: UserTokenPurpose } | null> {
  const row = await db
    .updateTable('user_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', hashToken(token))
    .where('purpose', 'in', purposes)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['user_id', 'purpose'])
    .executeTakeFirst();
  return row ? { userId: row.user_id, purpose: row.purpose } : null;
}
