import type { Db } from '../db/Database';
import { documentErrors } from './documentErrors';

// A workspace of the caller's account, share-locked until the transaction ends so it cannot be
// deleted while a document is put into it (404 when it is missing or another account's).
export async function lockWorkspace(db: Db, accountId: string, workspaceId: string) {
  const workspace = await db
    .selectFrom('workspaces')
    .select(['id', 'name'])
    .where('id', '=', workspaceId)
    .where('account_id', '=', accountId)
    .forShare()
    .executeTakeFirst();
  if (!workspace) throw documentErrors.notFound();
  return workspace;
}
