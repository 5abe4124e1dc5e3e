import {
  type InterviewFile,
  interviewFileFormat,
  interviewFileVersion,
} from '@schemas/api/interviewFile';
import type { Principal } from '../../auth/Principal';
import type { Ports } from '../../ports/Ports';
import { documentErrors } from '../documentErrors';
import { formatSpecDate } from '../formatSpecDate';
import { loadDocuments } from '../loadDocuments';
import { toInterview } from '../toInterview';

// documents/exportDocument/:documentId: the document's interview as one file (see
// schemas/api/interviewFile.ts), read from the caller's account.
export async function exportDocument(
  ports: Pick<Ports, 'db' | 'clock'>,
  principal: Principal,
  documentId: string,
): Promise<InterviewFile> {
  const [loaded] = await loadDocuments(ports.db, { accountId: principal.accountId, documentId });
  if (!loaded) throw documentErrors.notFound();
  const templates = await ports.db
    .selectFrom('templates')
    .select(['id', 'name', 'template_date', 'content'])
    .where('document_id', '=', documentId)
    .where('account_id', '=', principal.accountId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const { document } = loaded;
  const selected =
    document.general_selected_kind === 'rich' ? document.general_selected_temp : null;
  return {
    format: interviewFileFormat,
    formatVersion: interviewFileVersion,
    exportedAt: ports.clock.now().toISOString(),
    document: {
      name: document.name,
      status: document.status,
      toggle: document.toggle,
      notarized: document.notarized,
      docx: document.docx,
      selectedTemplateId: templates.some((template) => template.id === selected) ? selected : null,
    },
    interview: toInterview(loaded),
    templates: templates.map((template) => ({
      id: template.id,
      name: template.name,
      date: formatSpecDate(template.template_date),
      content: template.content,
    })),
  };
}
