import type { Db } from '../db/Database';
import type { TemplateRow } from '../db/templateTables';
import { findOwnedTemplate } from './findOwnedTemplate';
import { templateErrors } from './templateErrors';

// Optimistic concurrency for one template write, as claimVersion does for documents: the
// template's version moves on only if it is still the one the client based the write on (when it
// says; without a version the write applies to the current one), and the
// UPDATE locks the row until the transaction ends. Stale: 409 with the current version. Not the
// caller's (or gone): 404.
export async function claimTemplateVersion(
  db: Db,
  accountId: string,
  templateId: string,
  expected: number | undefined,
  now: Date,
  documentId?: string,
): Promise<TemplateRow> {
  const claimed = await db
    .updateTable('templates')
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: now }))
    .where('id', '=', templateId)
    .where('account_id', '=', accountId)
    .$if(expected !== undefined, (query) => query.where('version', '=', expected as number))
    .$if(documentId !== undefined, (q) => q.where('document_id', '=', documentId as string))
    .returningAll()
    .executeTakeFirst();
  if (claimed) return claimed;
  const current = await findOwnedTemplate(db, accountId, templateId, { documentId });
  if (!current) throw templateErrors.notFound();
  throw templateErrors.staleVersion(current.version);
}
