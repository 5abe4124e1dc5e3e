import type { Element } from '@schemas/element';
import type { QuestionType } from '@schemas/questionType';
import type { ElementRow } from '../db/documentTables';
import type { LoadedDocument } from './LoadedDocument';
import { toQuestionFields } from './toQuestionFields';

export function toElement(document: LoadedDocument, row: ElementRow): Element {
  return {
    id: row.id,
    pageId: row.page_id,
    name: row.name as QuestionType,
    ...toQuestionFields(row),
    itemsIds: document.itemsOf(row.id).map((item) => item.id),
    position: row.position,
  };
}
