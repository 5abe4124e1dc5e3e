import type { Db, Role } from '../db/Database';
import type { Ports } from '../ports/Ports';

export interface NewAccountOwner {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  role: Exclude<Role, 'operator'>;
  namePlan: string;
  emailVerified: boolean;
}

// An account and its owner (a creator, or the admin) in the caller's transaction. Used by
// registration and by the seed, so both make accounts the same way.
export async function createAccount(
  db: Db,
  ports: Pick<Ports, 'clock' | 'random'>,
  owner: NewAccountOwner,
): Promise<{ accountId: string; userId: string }> {
  const now = ports.clock.now();
  const accountId = ports.random.uuid();
  const userId = ports.random.uuid();
  await db
    .insertInto('accounts')
    .values({ id: accountId, name_plan: owner.namePlan, created_at: now, deactivated_at: null })
    .execute();
  await db
    .insertInto('users')
    .values({
      id: userId,
      account_id: accountId,
      role: owner.role,
      email: owner.email,
      password_hash: owner.passwordHash,
      first_name: owner.firstName,
      last_name: owner.lastName,
      phone: owner.phone,
      image_profile_url: null,
      email_verified_at: owner.emailVerified ? now : null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { accountId, userId };
}
