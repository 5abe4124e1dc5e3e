import type { UserProfile } from '@schemas/api/users';
import type { Db } from '../db/Database';
import { toPlan } from '../plans/toPlan';

// The spec's users/me: the user with its account's plan. An operator shows its creator's plan.
export async function getProfile(db: Db, userId: string): Promise<UserProfile> {
  const row = await db
    .selectFrom('users as u')
    .innerJoin('accounts as a', 'a.id', 'u.account_id')
    .innerJoin('plans as p', 'p.name_plan', 'a.name_plan')
    .select([
      'u.id',
      'u.email',
      'u.first_name',
      'u.last_name',
      'u.phone',
      'u.image_profile_url',
      'u.role',
      'u.email_verified_at',
      'u.created_at',
      'p.name_plan',
      'p.label',
      'p.price_usd',
      'p.description',
      'p.highlighted',
      'p.documents_limit',
      'p.creator_accounts',
      'p.operator_accounts',
      'p.emails_per_month',
      'p.storage_gb',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    userId: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    imageProfileUrl: row.image_profile_url,
    role: row.role,
    accountType: row.role === 'operator' ? 'operator' : 'creator',
    isEmailVerified: row.email_verified_at !== null,
    plan: toPlan(row),
    createdAt: row.created_at.toISOString(),
  };
}
