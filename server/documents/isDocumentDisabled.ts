import type { Db } from '../db/Database';

// Whether an administrator disabled the document (admin/disableDocument sets
// documents.disabled_at). Generation checks it before producing anything and then answers the
// catalogue's 'El documento se encuentra desactivado.'; the editor does not (the lawyer can still
// open and fix the document). Pass the caller's account when known, so a foreign id reads as not
// disabled rather than revealing anything; an unknown document is simply not disabled (the
// caller's own lookup answers 404 for it).
export async function isDocumentDisabled(
  db: Db,
  documentId: string,
  accountId?: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('documents')
    .select('disabled_at')
    .where('id', '=', documentId)
    .$if(accountId !== undefined, (query) => query.where('account_id', '=', accountId ?? ''))
    .executeTakeFirst();
  return row?.disabled_at != null;
}
