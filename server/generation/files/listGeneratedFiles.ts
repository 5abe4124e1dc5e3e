import type { GeneratedFilesAnswer } from '@schemas/api/generation';
import type { Principal } from '../../auth/Principal';
import { documentErrors } from '../../documents/documentErrors';
import { findOwnedDocumentId } from '../../documents/findOwnedDocumentId';
import type { Ports } from '../../ports/Ports';
import { issueFileLinks } from './issueFileLinks';
import { toGeneratedFile } from './toGeneratedFile';

/** The newest files listed; older ones stay stored. */
const listLimit = 100;

// documents/getGeneratedFiles/:documentId: the document's generated files, newest first, each
// with a fresh short-lived download link.
export async function listGeneratedFiles(
  ports: Pick<Ports, 'db' | 'clock' | 'random' | 'config'>,
  principal: Principal,
  documentId: string,
): Promise<GeneratedFilesAnswer> {
  const owned = await findOwnedDocumentId(ports.db, principal.accountId, 'documents', documentId);
  if (!owned) throw documentErrors.notFound();
  return ports.db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('generated_files')
      .selectAll()
      .where('document_id', '=', documentId)
      .where('account_id', '=', principal.accountId)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(listLimit)
      .execute();
    const links = await issueFileLinks(
      trx,
      ports,
      rows.map((row) => row.id),
    );
    return {
      files: rows.flatMap((row) => {
        const link = links.get(row.id);
        return link ? [toGeneratedFile(row, link)] : [];
      }),
    };
  });
}
