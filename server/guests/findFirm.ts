import type { Db } from '../db/Database';

export interface Firm {
  name: string;
  imageProfileUrl: string | null;
  userPlan: string;
}

// What a guest sees of the law firm: the account owner's name and picture (the creator's
// profile; an operator's account is its creator's), and the account's plan (the spec's guest data
// stores it as `userPlan`). The picture's own path becomes an absolute address, since an embed
// runs on another site.
export async function findFirm(db: Db, accountId: string, appUrl: string): Promise<Firm> {
  const account = await db
    .selectFrom('accounts')
    .select('name_plan')
    .where('id', '=', accountId)
    .executeTakeFirst();
  const owner = await db
    .selectFrom('users')
    .select(['first_name', 'last_name', 'image_profile_url'])
    .where('account_id', '=', accountId)
    .where('role', 'in', ['creator', 'admin'])
    .orderBy('created_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  const image = owner?.image_profile_url ?? null;
  return {
    name: owner ? `${owner.first_name} ${owner.last_name}`.trim() : '',
    imageProfileUrl: image?.startsWith('/') ? `${appUrl}${image}` : image,
    userPlan: account?.name_plan ?? '',
  };
}
