import type { InterviewAnswer } from '@schemas/api/documents';
import type { Principal } from '../auth/Principal';
import type { Ports } from '../ports/Ports';
import { documentErrors } from './documentErrors';
import { loadDocuments } from './loadDocuments';
import { toDocument } from './toDocument';
import { toInterview } from './toInterview';

// documents/getInterview/:documentId: the document and its Interview aggregate, what the editor
// and the preview load, with the version the next write must carry.
export async function getInterview(
  ports: Pick<Ports, 'db' | 'dataKeys'>,
  principal: Principal,
  documentId: string,
): Promise<InterviewAnswer> {
  const [loaded] = await loadDocuments(ports.db, { accountId: principal.accountId, documentId });
  if (!loaded) throw documentErrors.notFound();
  return {
    document: toDocument(loaded, await ports.dataKeys.forAccount(ports.db, principal.accountId)),
    interview: toInterview(loaded),
    version: loaded.document.version,
  };
}
