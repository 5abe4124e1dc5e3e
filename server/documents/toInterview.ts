import { type Interview, type InterviewItem, interviewSchemaVersion } from '@schemas/interview';
import type { ElementType, ItemKind } from '@schemas/questionType';
import type { LoadedDocument } from './LoadedDocument';
import { toComputedFields, toQuestionFields } from './toQuestionFields';

// The authoring model as one tree (schemas/interview.ts), what the engine compiles and lints:
// order is the order of the arrays; positions and *Ids lists are left out.
export function toInterview(loaded: LoadedDocument): Interview {
  const itemsUnder = (parentKey: string): InterviewItem[] =>
    loaded.itemsOf(parentKey).map((item) => ({
      id: item.id,
      elementId: item.element_id,
      parentItemId: item.parent_item_id,
      name: item.name as ItemKind,
      ...toQuestionFields(item),
      items: itemsUnder(item.id),
    }));
  return {
    schemaVersion: interviewSchemaVersion,
    documentId: loaded.document.id,
    name: loaded.document.name,
    pages: loaded.pages.map((page) => ({
      id: page.id,
      documentId: page.document_id,
      name: page.name,
      conditional: page.conditional,
      statement: page.statement,
      elements: loaded.elementsOf(page.id).map((element) => ({
        id: element.id,
        pageId: element.page_id,
        name: element.name as ElementType,
        ...toQuestionFields(element),
        ...toComputedFields(element),
        items: itemsUnder(element.id),
      })),
    })),
  };
}
