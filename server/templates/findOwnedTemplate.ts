import type { Db } from '../db/Database';
import type { TemplateRow } from '../db/templateTables';

// A template of the caller's account (and of `documentId`, when the call names it), locked for
// the rest of the transaction when `forUpdate`. The account is part of the query: another
// account's template, a deleted one and an unknown id all find nothing (404).
export async function findOwnedTemplate(
  db: Db,
  accountId: string,
  templateId: string,
  options: { documentId?: string; forUpdate?: boolean } = {},
): Promise<TemplateRow | undefined> {
  return db
    .selectFrom('templates')
    .selectAll()
    .where('id', '=', templateId)
    .where('account_id', '=', accountId)
    .$if(options.documentId !== undefined, (q) =>
      q.where('document_id', '=', options.documentId as string),
    )
    .$if(options.forUpdate === true, (q) => q.forUpdate())
    .executeTakeFirst();
}
