import type { UserProfile } from '@schemas/api/users';
import type { Db } from '../db/Database';
import { profileColumns, toUserProfile } from './toUserProfile';

export async function getProfile(db: Db, userId: string): Promise<UserProfile> {
  const row = await db
    .selectFrom('users as u')
    .innerJoin('accounts as a', 'a.id', 'u.account_id')
    .innerJoin('plans as p', 'p.name_plan', 'a.name_plan')
    .select(profileColumns)
    .where('u.id', '=', userId)
    .executeTakeFirstOrThrow();
  return toUserProfile(row);
}
