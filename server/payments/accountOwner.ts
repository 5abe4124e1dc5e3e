import type { Db } from '../db/Database';

/** Who receives an account's billing mail: its owner (the creator, or the admin). */
export async function findAccountOwner(db: Db, accountId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'first_name'])
    .where('account_id', '=', accountId)
    .where('role', '!=', 'operator')
    .orderBy('created_at')
    .executeTakeFirstOrThrow();
}

export function subscriptionLink(appUrl: string): string {
  return `${appUrl}/app/account/${encodeURIComponent('Subscripción')}`;
}
