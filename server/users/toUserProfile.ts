import type { UserProfile } from '@schemas/api/users';
import type { PlanRow, UserRow } from '../db/Database';
import { toPlan } from '../plans/toPlan';

/** Columns of users (u) and plans (p) that make a profile; shared by getProfile and authenticate. */
export const profileColumns = [
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
] as const;

export type ProfileRow = Pick<
  UserRow,
  | 'id'
  | 'email'
  | 'first_name'
  | 'last_name'
  | 'phone'
  | 'image_profile_url'
  | 'role'
  | 'email_verified_at'
  | 'created_at'
> &
  PlanRow;

// The spec's users/me: the user with its account's plan. An operator shows its creator's plan.
export function toUserProfile(row: ProfileRow): UserProfile {
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
