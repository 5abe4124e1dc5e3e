import { lintInterview } from '@engine/index';
import type { InterviewLintAnswer } from '@schemas/api/documents';
import type { Principal } from '../auth/Principal';
import type { Ports } from '../ports/Ports';
import { documentErrors } from './documentErrors';
import { loadDocuments } from './loadDocuments';
import { toInterview } from './toInterview';

// documents/getInterviewLint/:documentId: every lint diagnostic of the document's interview, in
// Spanish (the builder lints locally as well; this is for integrators).
export async function getInterviewLint(
  ports: Pick<Ports, 'db'>,
  principal: Principal,
  documentId: string,
): Promise<InterviewLintAnswer> {
  const [loaded] = await loadDocuments(ports.db, { accountId: principal.accountId, documentId });
  if (!loaded) throw documentErrors.notFound();
  return { diagnostics: lintInterview(toInterview(loaded)) };
}
