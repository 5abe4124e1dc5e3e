import type { SubmissionsAnswer } from '@schemas/api/guests';
import type { Principal } from '../auth/Principal';
import { documentErrors } from '../documents/documentErrors';
import { findOwnedDocumentId } from '../documents/findOwnedDocumentId';
import type { Ports } from '../ports/Ports';
import { answerPurposes } from './answerPurposes';

// documents/getSubmissions/:documentId: what guests sent for one of the caller's account's
// documents, newest first (operators see their creator's, like every documents call).
export async function getSubmissions(
  ports: Pick<Ports, 'db' | 'dataKeys'>,
  principal: Principal,
  documentId: string,
): Promise<SubmissionsAnswer> {
  const owned = await findOwnedDocumentId(ports.db, principal.accountId, 'documents', documentId);
  if (!owned) throw documentErrors.notFound();
  const rows = await ports.db
    .selectFrom('guest_submissions as s')
    .innerJoin('documents as d', 'd.id', 's.document_id')
    .innerJoin('share_links as l', 'l.id', 's.link_id')
    .innerJoin('published_versions as v', 'v.id', 's.version_id')
    .select([
      's.id',
      's.document_id',
      's.link_id',
      'l.label',
      'v.number',
      's.submitted_at',
      's.answers',
      's.summary',
    ])
    .where('d.account_id', '=', principal.accountId)
    .where('s.document_id', '=', owned)
    .orderBy('s.submitted_at', 'desc')
    .orderBy('s.id', 'desc')
    .execute();
  const cipher = await ports.dataKeys.forAccount(ports.db, principal.accountId);
  return {
    submissions: rows.map((row) => ({
      id: row.id,
      documentId: row.document_id,
      linkId: row.link_id,
      linkLabel: row.label,
      versionNumber: row.number,
      submittedAt: row.submitted_at.toISOString(),
      answers: cipher.openJson(row.answers, answerPurposes.submitted),
      summary: cipher.openJson(row.summary, answerPurposes.summary),
    })),
  };
}
