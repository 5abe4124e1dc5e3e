import type { Db } from '../db/Database';
import type { DocumentRow } from '../db/documentTables';
import { documentErrors } from './documentErrors';

// Optimistic concurrency for one write: the document's version moves on only if it is still the
// one the client based the write on (when the client says; the spec's payloads carry no version,
// and such a write applies to the current one). The UPDATE also locks the row until the transaction ends, so
// writes to one document run one after another; a second write based on the same version then
// finds it moved and gets 409 with the current version. Another account's document, or one that
// is gone, answers 404.
export async function claimVersion(
  db: Db,
  accountId: string,
  documentId: string,
  expected: number | undefined,
  now: Date,
): Promise<DocumentRow> {
  const claimed = await db
    .updateTable('documents')
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: now }))
    .where('id', '=', documentId)
    .where('account_id', '=', accountId)
    .$if(expected !== undefined, (query) => query.where('version', '=', expected as number))
    .returningAll()
    .executeTakeFirst();
  if (claimed) return claimed;
  const current = await db
    .selectFrom('documents')
    .select('version')
    .where('id', '=', documentId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!current) throw documentErrors.notFound();
  throw documentErrors.staleVersion(current.version);
}
