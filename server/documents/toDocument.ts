import type { Document } from '@schemas/api/documents';
import type { AccountCipher } from '../crypto/createDataKeys';
import { answerPurposes } from '../guests/answerPurposes';
import { formatSpecDate } from './formatSpecDate';
import type { LoadedDocument } from './LoadedDocument';

// The spec's document fields. `tempDocsIds` (Word templates) is filled by the generation work; until
// then it is empty.
export function toDocument(loaded: LoadedDocument, cipher: AccountCipher): Document {
  const row = loaded.document;
  return {
    id: row.id,
    workspaceId: row.workspace_id,
    name: row.name,
    date: formatSpecDate(row.document_date),
    creator: row.creator,
    toggle: row.toggle,
    notarized: row.notarized,
    docx: row.docx,
    status: row.status,
    allVariables: cipher.openJson(row.all_variables, answerPurposes.allVariables),
    templatesIds: [...loaded.templateIds],
    pagesIds: loaded.pages.map((page) => page.id),
    tempDocsIds: [],
    generalSelectedTemp: row.general_selected_temp,
    generalSelectedTempType: row.general_selected_kind,
    version: row.version,
    ...(row.one_question && { oneQuestionAtATime: true }),
  };
}
