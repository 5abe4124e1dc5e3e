import type { CallBody } from '@schemas/api/calls/callTypes';
import type { InterviewElement, InterviewItem, InterviewPage } from '@schemas/interview';
import type { ElementType, ItemKind } from '@schemas/questionType';
import { applyCommand as applyStep } from './applyCommand';
import type { EditorCommand, QuestionPatch } from './editorCommand';
import type { EditorModel } from './editorModel';

/**
 * The documents API's writes the editor sends: route map keys (schemas/api/calls), written out
 * rather than extracted from CallKey so that a key the map lacks fails to compile.
 */
export type EditorWrite =
  | 'POST documents/updateDoc'
  | 'POST documents/createPage'
  | 'POST documents/updatePage'
  | 'DELETE documents/deletePage'
  | 'POST documents/createElement'
  | 'POST documents/updateElement'
  | 'DELETE documents/deleteElement'
  | 'POST documents/exchangeElement'
  | 'POST documents/createItem'
  | 'POST documents/updateItem'
  | 'DELETE documents/deleteItem'
  | 'POST documents/exchangeItem';

/** Each write's body as the editor builds it: the route map's, less `version` (the save queue's). */
type EditorBodies = { [K in EditorWrite]: Omit<CallBody<K>, 'version'> };
export type EditorBody<K extends EditorWrite> = EditorBodies[K];

/**
 * One call of the documents API: a route map key and the body that key takes. Over several keys
 * (the default, all of them) it is the union of those pairs, in the mapped form TypeScript can
 * follow through a generic key (see `sendWrite` in builderApi.ts).
 */
export type ApiCall<K extends EditorWrite = EditorWrite> = {
  [P in K]: { key: P; body: EditorBodies[P] };
}[K];

// Every call is built here, so its body is checked against its key's (a misspelt or mistyped
// field does not compile). Optional fields are written out, undefined when unchanged: JSON leaves
// them out, and a field inside a conditional spread would escape the check.
const write = <K extends EditorWrite>(key: K, body: EditorBody<K>): ApiCall<K> => ({
  key,
  body,
});

// The calls that persist `command`, given the model before it. Positions are 1-based on the
// wire, 0-based in commands. Created objects carry their client-made ids, so an edit and its undo
// address the same objects the server stores.
export function toApiCalls(model: EditorModel, command: EditorCommand): ApiCall[] {
  const documentId = model.documentId;
  switch (command.type) {
    case 'batch':
      return command.commands.flatMap((step, index) => {
        let state = model;
        for (const earlier of command.commands.slice(0, index)) state = applyStep(state, earlier);
        return toApiCalls(state, step);
      });
    case 'addPage':
      return createPageCalls(documentId, command.page, command.index);
    case 'updatePage': {
      const { patch } = command;
      return [
        write('POST documents/updatePage', {
          documentId,
          pageId: command.pageId,
          pageName: patch.name,
          pageConditional: patch.conditional,
          statement: patch.statement,
        }),
      ];
    }
    case 'deletePage':
      return [write('DELETE documents/deletePage', { page_id: command.pageId })];
    case 'movePage':
      return [
        write('POST documents/updatePage', {
          documentId,
          pageId: command.pageId,
          position: command.index + 1,
        }),
      ];
    case 'addQuestion':
      return createElementCalls(command.pageId, command.element, command.index);
    case 'updateQuestion':
      return [
        write('POST documents/updateElement', {
          documentId,
          elementId: command.elementId,
          ...renamePatch(command.patch, 'element'),
        }),
      ];
    case 'deleteQuestion':
      return [write('DELETE documents/deleteElement', { element_id: command.elementId })];
    case 'moveQuestion':
      return [
        write('POST documents/exchangeElement', {
          element_id: command.elementId,
          next_position: command.index + 1,
          page_id: command.toPageId,
        }),
      ];
    case 'addItem':
      return createItemCalls(
        command.parent.elementId,
        command.parent.parentItemId,
        command.item,
        command.index,
      );
    case 'updateItem':
      return [
        write('POST documents/updateItem', {
          documentId,
          itemId: command.itemId,
          ...renamePatch(command.patch, 'item'),
        }),
      ];
    case 'deleteItem':
      return [write('DELETE documents/deleteItem', { item_id: command.itemId })];
    case 'moveItem': {
      const elementId = findItemElementId(model, command.itemId);
      return elementId
        ? [
            write('POST documents/exchangeItem', {
              item_id: command.itemId,
              next_position: command.index + 1,
              element_id: elementId,
            }),
          ]
        : [];
    }
    case 'updateSettings': {
      const { patch } = command;
      return [
        write('POST documents/updateDoc', {
          documentId,
          documentName: patch.name,
          documentStatus: patch.status,
          documentToggle: patch.toggle,
          documentNotarized: patch.notarized,
          documentDocx: patch.docx,
          documentOneQuestion: patch.oneQuestion,
        }),
      ];
    }
  }
}

function createPageCalls(documentId: string, page: InterviewPage, index: number): ApiCall[] {
  return [
    write('POST documents/createPage', {
      id: page.id,
      document_id: documentId,
      page_name: page.name,
      page_conditional: page.conditional,
      statement: page.statement,
      position: index + 1,
    }),
    ...page.elements.flatMap((element, position) => createElementCalls(page.id, element, position)),
  ];
}

function createElementCalls(pageId: string, element: InterviewElement, index: number): ApiCall[] {
  return [
    write('POST documents/createElement', {
      id: element.id,
      page_id: pageId,
      element_name: element.name,
      element_title: element.title,
      element_simbol: element.simbol,
      element_value: element.value,
      element_variable: element.variable,
      element_required: element.required,
      element_conditional: element.conditional,
      ...sharedFields(element),
      element_calculation: element.calculation,
      element_validation_rule: element.validationRule,
      position: index + 1,
    }),
    ...element.items.flatMap((item, position) => createItemCalls(element.id, null, item, position)),
  ];
}

function createItemCalls(
  elementId: string,
  parentItemId: string | null,
  item: InterviewItem,
  index: number,
): ApiCall[] {
  return [
    write('POST documents/createItem', {
      id: item.id,
      element_id: elementId,
      parent_item_id: parentItemId,
      item_name: item.name,
      item_title: item.title,
      item_simbol: item.simbol,
      item_value: item.value,
      item_variable: item.variable,
      item_required: item.required,
      item_conditional: item.conditional,
      ...sharedFields(item),
      position: index + 1,
    }),
    ...item.items.flatMap((child, position) =>
      createItemCalls(elementId, item.id, child, position),
    ),
  ];
}

// The create fields whose names elements and items share.
function sharedFields(
  question: InterviewElement | InterviewItem,
): Pick<EditorBody<'POST documents/createItem'>, SharedField> &
  Pick<EditorBody<'POST documents/createElement'>, SharedField> {
  return {
    statement: question.statement,
    help: question.help,
    placeholder: question.placeholder,
    validation: question.validation,
  };
}
type SharedField = 'statement' | 'help' | 'placeholder' | 'validation';

type ElementPatch = Omit<EditorBody<'POST documents/updateElement'>, 'documentId' | 'elementId'>;
type ItemPatch = Omit<EditorBody<'POST documents/updateItem'>, 'documentId' | 'itemId'>;

// updateElement / updateItem field names: elementTitle, itemVariable… (statement, help,
// placeholder and validation keep their names). A patch clears an optional field with null; the
// update calls clear help and placeholder with an empty text instead.
function renamePatch(patch: QuestionPatch, prefix: 'element'): ElementPatch;
function renamePatch(patch: QuestionPatch, prefix: 'item'): ItemPatch;
function renamePatch(patch: QuestionPatch, prefix: 'element' | 'item'): ElementPatch | ItemPatch {
  const shared = {
    statement: patch.statement,
    help: patch.help === null ? '' : patch.help,
    placeholder: patch.placeholder === null ? '' : patch.placeholder,
    validation: patch.validation,
  };
  // One patch type serves elements and items (the question card edits both), so `name` is
  // either kind's; the server refuses a type the target cannot take, with its Spanish message.
  return prefix === 'element'
    ? {
        elementName: patch.name as ElementType | undefined,
        elementTitle: patch.title,
        elementSimbol: patch.simbol,
        elementValue: patch.value,
        elementVariable: patch.variable,
        elementRequired: patch.required,
        elementConditional: patch.conditional,
        ...shared,
        elementCalculation: patch.calculation,
        elementValidationRule: patch.validationRule,
      }
    : {
        itemName: patch.name as ItemKind | undefined,
        itemTitle: patch.title,
        itemSimbol: patch.simbol,
        itemValue: patch.value,
        itemVariable: patch.variable,
        itemRequired: patch.required,
        itemConditional: patch.conditional,
        ...shared,
      };
}

function findItemElementId(model: EditorModel, itemId: string): string | null {
  const contains = (items: InterviewItem[]): boolean =>
    items.some((item) => item.id === itemId || contains(item.items));
  for (const page of model.interview.pages) {
    for (const element of page.elements) if (contains(element.items)) return element.id;
  }
  return null;
}
