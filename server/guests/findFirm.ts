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
// One statement: a guest's page asks for it on every open.
export async function findFirm(db: Db, accountId: string, appUrl: string): Promise<Firm> {
  const row = await db
    .selectFrom('accounts as a')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('users')
          .select(['first_name', 'last_name', 'image_profile_url'])
          .whereRef('account_id', '=', 'a.id')
          .where('role', 'in', ['creator', 'admin'])
          .orderBy('created_at')
          .orderBy('id')
          .limit(1)
          .as('owner'),
      (join) => join.onTrue(),
    )
    .select(['a.name_plan', 'owner.first_name', 'owner.last_name', 'owner.image_profile_url'])
    .where('a.id', '=', accountId)
    .executeTakeFirst();
  const image = row?.image_profile_url ?? null;
  return {
    name: row?.first_name != null ? `${row.first_name} ${row.last_name ?? ''}`.trim() : '',
    imageProfileUrl: image?.startsWith('/') ? `${appUrl}${image}` : image,
    userPlan: row?.name_plan ?? '',
  };
}
