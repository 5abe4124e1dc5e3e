import type { Document } from '@schemas/api/documents';
import { formatSpecDate } from './formatSpecDate';
import type { LoadedDocument } from './LoadedDocument';

// The spec's document fields. Templates and Word templates arrive with their own issue; until
// then their lists are really empty.
export function toDocument(loaded: LoadedDocument): Document {
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
    allVariables: row.all_variables,
    templatesIds: [],
    pagesIds: loaded.pages.map((page) => page.id),
    tempDocsIds: [],
    generalSelectedTemp: null,
    version: row.version,
  };
}
