import type { Db } from '../../db/Database';
import { releaseStorage } from '../../plans/reserveStorage';

// Called inside the transaction that deletes documents (a document, or a workspace with its
// documents): their Word templates and generated files go with them by foreign-key cascade, so
// their bytes are given back to the account's storage here, and their storage keys answered for
// the caller to remove once the transaction has committed (a rolled-back deletion keeps them).
export async function releaseDocumentFiles(
  db: Db,
  accountId: string,
  documentIds: string[],
): Promise<string[]> {
  if (documentIds.length === 0) return [];
  const [templates, files] = await Promise.all([
    db
      .selectFrom('word_templates')
      .select(['storage_key', 'size_bytes'])
      .where('account_id', '=', accountId)
      .where('document_id', 'in', documentIds)
      .execute(),
    db
      .selectFrom('generated_files')
      .select(['storage_key', 'size_bytes'])
      .where('account_id', '=', accountId)
      .where('document_id', 'in', documentIds)
      .execute(),
  ]);
  const stored = [...templates, ...files];
  const bytes = stored.reduce((sum, file) => sum + Number(file.size_bytes), 0);
  if (bytes > 0) await releaseStorage(db, accountId, bytes);
  return stored.map((file) => file.storage_key);
}
