import type { GeneratedFile, GeneratedFilesAnswer } from '@schemas/api/generation';
import type { Principal } from '../../auth/Principal';
import { documentErrors } from '../../documents/documentErrors';
import { findOwnedDocumentId } from '../../documents/findOwnedDocumentId';
import type { Ports } from '../../ports/Ports';
import { loadProvenance } from '../../provenance/loadProvenance';
import { issueFileLinks } from './issueFileLinks';
import { setsAmong, toGeneratedFile } from './toGeneratedFile';

/** The newest files listed; older ones stay stored. */
const listLimit = 100;

// documents/getGeneratedFiles/:documentId: the document's generated files, newest first, each
// with a fresh short-lived download link and its provenance.
export async function listGeneratedFiles(
  ports: Pick<Ports, 'db' | 'clock' | 'random' | 'config'>,
  principal: Principal,
  documentId: string,
): Promise<GeneratedFilesAnswer> {
  const owned = await findOwnedDocumentId(ports.db, principal.accountId, 'documents', documentId);
  if (!owned) throw documentErrors.notFound();
  return {
    files: await listFiles(ports, principal.accountId, documentId, { withProvenance: true }),
  };
}

/**
 * A document's generated files, newest first, each with a fresh download link; `guestRef` keeps
 * those of one guest's answers (the guest's result page).
 */
export async function listFiles(
  ports: Pick<Ports, 'db' | 'clock' | 'random' | 'config'>,
  accountId: string,
  documentId: string,
  options: { guestRef?: string; limit?: number; withProvenance?: boolean } = {},
): Promise<GeneratedFile[]> {
  return ports.db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('generated_files')
      .selectAll()
      .where('document_id', '=', documentId)
      .where('account_id', '=', accountId)
      .$if(options.guestRef !== undefined, (q) =>
        q.where('guest_ref', '=', options.guestRef as string),
      )
      .orderBy('created_at', 'desc')
      .orderBy('set_position')
      .orderBy('id')
      .limit(options.limit ?? listLimit)
      .execute();
    const links = await issueFileLinks(
      trx,
      ports,
      rows.map((row) => row.id),
    );
    const provenance = options.withProvenance
      ? await loadProvenance(trx, accountId, rows)
      : new Map();
    const inSet = setsAmong(rows);
    return rows.flatMap((row) => {
      const link = links.get(row.id);
      return link ? [toGeneratedFile(row, link, provenance.get(row.id), inSet(row))] : [];
    });
  });
}
