import type { ShareLinksAnswer } from '@schemas/api/guests';
import type { Principal } from '../auth/Principal';
import { documentErrors } from '../documents/documentErrors';
import { findOwnedDocumentId } from '../documents/findOwnedDocumentId';
import type { Ports } from '../ports/Ports';
import { selectShareLinks, toShareLink } from './selectShareLinks';

// documents/getShareLinks/:documentId: the document's links, newest first, with their status.
export async function getShareLinks(
  ports: Pick<Ports, 'db' | 'clock' | 'config'>,
  principal: Principal,
  documentId: string,
): Promise<ShareLinksAnswer> {
  const owned = await findOwnedDocumentId(ports.db, principal.accountId, 'documents', documentId);
  if (!owned) throw documentErrors.notFound();
  const rows = await selectShareLinks(ports.db, principal.accountId)
    .where('l.document_id', '=', owned)
    .orderBy('l.created_at', 'desc')
    .orderBy('l.id', 'desc')
    .execute();
  const context = {
    secret: ports.config.jwtSecret,
    appUrl: ports.config.appUrl,
    now: ports.clock.now(),
  };
  return { links: rows.map((row) => toShareLink(row, context)) };
}
