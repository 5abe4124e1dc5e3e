import type { Page } from '@schemas/page';
import type { PageRow } from '../db/documentTables';
import type { LoadedDocument } from './LoadedDocument';

export function toPage(document: LoadedDocument, row: PageRow): Page {
  return {
    id: row.id,
    documentId: row.document_id,
    name: row.name,
    conditional: row.conditional,
    statement: row.statement,
    elementsIds: document.elementsOf(row.id).map((element) => element.id),
    position: row.position,
  };
}
