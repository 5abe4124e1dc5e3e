import type { Item } from '@schemas/item';
import type { ItemKind } from '@schemas/questionType';
import type { ItemRow } from '../db/documentTables';
import type { LoadedDocument } from './LoadedDocument';
import { toQuestionFields } from './toQuestionFields';

export function toItem(document: LoadedDocument, row: ItemRow): Item {
  return {
    id: row.id,
    elementId: row.element_id,
    parentItemId: row.parent_item_id,
    name: row.name as ItemKind,
    ...toQuestionFields(row),
    itemsIds: document.itemsOf(row.id).map((item) => item.id),
    position: row.position,
  };
}
