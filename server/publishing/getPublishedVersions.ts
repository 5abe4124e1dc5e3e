import type { PublishedVersionsAnswer } from '@schemas/api/guests';
import type { Principal } from '../auth/Principal';
import { documentErrors } from '../documents/documentErrors';
import { findOwnedDocumentId } from '../documents/findOwnedDocumentId';
import type { Ports } from '../ports/Ports';
import { selectPublishedVersions, toPublishedVersion } from './publishedVersionColumns';

// documents/getPublishedVersions/:documentId, newest first (without the artifacts).
export async function getPublishedVersions(
  ports: Pick<Ports, 'db'>,
  principal: Principal,
  documentId: string,
): Promise<PublishedVersionsAnswer> {
  const owned = await findOwnedDocumentId(ports.db, principal.accountId, 'documents', documentId);
  if (!owned) throw documentErrors.notFound();
  const rows = await selectPublishedVersions(ports.db)
    .where('v.document_id', '=', owned)
    .orderBy('v.number', 'desc')
    .execute();
  return { versions: rows.map(toPublishedVersion) };
}
