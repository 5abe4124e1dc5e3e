import {
  type InterviewFile,
  type InterviewFileWordTemplate,
  interviewFileFormat,
  interviewFileMaxBytes,
  interviewFileVersion,
} from '@schemas/api/interviewFile';
import type { Principal } from '../../auth/Principal';
import { ApiError } from '../../errors/ApiError';
import type { Ports } from '../../ports/Ports';
import { documentErrors } from '../documentErrors';
import { documentMessages } from '../documentMessages';
import { formatSpecDate } from '../formatSpecDate';
import { loadDocuments } from '../loadDocuments';
import { toInterview } from '../toInterview';

// documents/exportDocument/:documentId: the document's interview as one file (see
// schemas/api/interviewFile.ts), read from the caller's account. A file an import could not read
// (past interviewFileMaxBytes, Word templates being most of it) is refused with 413 rather than
// handed out.
export async function exportDocument(
  ports: Pick<Ports, 'db' | 'clock' | 'storage'>,
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
  const wordTemplates = await readWordTemplates(ports, principal.accountId, documentId);
  const { document } = loaded;
  const selected = document.general_selected_temp;
  const selectable =
    document.general_selected_kind === 'rich'
      ? templates
      : document.general_selected_kind === 'word'
        ? wordTemplates
        : [];
  const file: InterviewFile = {
    format: interviewFileFormat,
    formatVersion: interviewFileVersion,
    exportedAt: ports.clock.now().toISOString(),
    document: {
      name: document.name,
      status: document.status,
      toggle: document.toggle,
      notarized: document.notarized,
      docx: document.docx,
      oneQuestion: document.one_question,
      selectedTemplateId: selectable.some((template) => template.id === selected) ? selected : null,
    },
    interview: toInterview(loaded),
    templates: templates.map((template) => ({
      id: template.id,
      name: template.name,
      date: formatSpecDate(template.template_date),
      content: template.content,
    })),
    wordTemplates,
  };
  const wordBytes = wordTemplates.reduce((sum, template) => sum + template.docx.length, 0);
  const restBytes = Buffer.byteLength(JSON.stringify({ ...file, wordTemplates: [] }));
  if (wordBytes + restBytes > interviewFileMaxBytes) {
    throw new ApiError(
      413,
      'INTERVIEW_FILE_TOO_LARGE',
      documentMessages.interviewFileTooLarge(interviewFileMaxBytes),
    );
  }
  return file;
}

// The Word templates as stored (already through the upload gate), oldest first. One whose bytes
// are missing from the storage could not generate either, and is left out.
async function readWordTemplates(
  ports: Pick<Ports, 'db' | 'storage'>,
  accountId: string,
  documentId: string,
): Promise<InterviewFileWordTemplate[]> {
  const rows = await ports.db
    .selectFrom('word_templates')
    .select(['id', 'name', 'storage_key'])
    .where('document_id', '=', documentId)
    .where('account_id', '=', accountId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const templates: InterviewFileWordTemplate[] = [];
  for (const row of rows) {
    const bytes = await ports.storage.get(row.storage_key);
    if (bytes) templates.push({ id: row.id, name: row.name, docx: bytes.toString('base64') });
  }
  return templates;
}
