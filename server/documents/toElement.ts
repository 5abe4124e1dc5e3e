import type { Element } from '@schemas/element';
import type { ElementType } from '@schemas/questionType';
import type { ElementRow } from '../db/documentTables';
import type { LoadedDocument } from './LoadedDocument';
import { toComputedFields, toQuestionFields } from './toQuestionFields';

export function toElement(document: LoadedDocument, row: ElementRow): Element {
  return {
    id: row.id,
    pageId: row.page_id,
    name: row.name as ElementType,
    ...toQuestionFields(row),
    ...toComputedFields(row),
    itemsIds: document.itemsOf(row.id).map((item) => item.id),
    position: row.position,
  };
}
