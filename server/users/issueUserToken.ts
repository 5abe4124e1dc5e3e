import { hashToken } from '../auth/hashToken';
import type { Db, UserTokenPurpose } from '../db/Database';
import type { Ports } from '../ports/Ports';

// Creates a single-use mail token and answers the clear value to put in the link; only its hash
// is stored.
export async function issueUserToken(
  db: Db,
  ports: Pick<Ports, 'clock' | 'random'>,
  userId: string,
  purpose: UserTokenPurpose,
  lifetimeSeconds: number,
): Promise<string> {
  const token = ports.random.token();
  const now = ports.clock.now();
  await db
    .insertInto('user_tokens')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      purpose,
      created_at: now,
      expires_at: new Date(now.getTime() + lifetimeSeconds * 1000),
      used_at: null,
    })
    .execute();
  return token;
}
