import type { Db } from '../db/Database';
import { generationErrors } from './generationErrors';

// An administrator can switch a document off (documents.disabled_at, admin/disableDocument):
// generation then refuses it, before producing anything, with the catalogue's
// 'El documento se encuentra desactivado.' (409 DOCUMENT_DISABLED: not 403, which the web app
// reads as "your session is gone", nor the catalogue's 500). The lawyer can still open
// and edit it. Scoped to the account, so a foreign id reveals nothing.
export async function assertDocumentEnabled(
  db: Db,
  accountId: string,
  documentId: string,
): Promise<void> {
  const row = await db
    .selectFrom('documents')
    .select('disabled_at')
    .where('id', '=', documentId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (row?.disabled_at != null) throw generationErrors.documentDisabled();
}
