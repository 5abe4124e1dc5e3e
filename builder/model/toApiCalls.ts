import type { InterviewElement, InterviewItem, InterviewPage } from '@schemas/interview';
import { applyCommand as applyStep } from './applyCommand';
import type { EditorCommand, QuestionPatch } from './editorCommand';
import type { EditorModel } from './editorModel';

// One call of the documents API, with the contract's paths and payload names. The save queue
// adds `version`.
export interface ApiCall {
  method: 'POST' | 'DELETE';
  path: string;
  body: Record<string, unknown>;
}

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
    case 'updatePage':
      return [
        post('updatePage', {
          documentId,
          pageId: command.pageId,
          ...('name' in command.patch && { pageName: command.patch.name }),
          ...('conditional' in command.patch && { pageConditional: command.patch.conditional }),
          ...('statement' in command.patch && { statement: command.patch.statement }),
        }),
      ];
    case 'deletePage':
      return [remove('deletePage', { page_id: command.pageId })];
    case 'movePage':
      return [
        post('updatePage', { documentId, pageId: command.pageId, position: command.index + 1 }),
      ];
    case 'addQuestion':
      return createElementCalls(command.pageId, command.element, command.index);
    case 'updateQuestion':
      return [
        post('updateElement', {
          documentId,
          elementId: command.elementId,
          ...renamePatch(command.patch, 'element'),
        }),
      ];
    case 'deleteQuestion':
      return [remove('deleteElement', { element_id: command.elementId })];
    case 'moveQuestion':
      return [
        post('exchangeElement', {
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
        post('updateItem', {
          documentId,
          itemId: command.itemId,
          ...renamePatch(command.patch, 'item'),
        }),
      ];
    case 'deleteItem':
      return [remove('deleteItem', { item_id: command.itemId })];
    case 'moveItem': {
      const elementId = findItemElementId(model, command.itemId);
      return elementId
        ? [
            post('exchangeItem', {
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
        post('updateDoc', {
          documentId,
          ...(patch.name !== undefined && { documentName: patch.name }),
          ...(patch.status !== undefined && { documentStatus: patch.status }),
          ...(patch.toggle !== undefined && { documentToggle: patch.toggle }),
          ...(patch.notarized !== undefined && { documentNotarized: patch.notarized }),
          ...(patch.docx !== undefined && { documentDocx: patch.docx }),
          ...(patch.oneQuestion !== undefined && { documentOneQuestion: patch.oneQuestion }),
        }),
      ];
    }
  }
}

const post = (path: string, body: Record<string, unknown>): ApiCall => ({
  method: 'POST',
  path,
  body,
});
const remove = (path: string, body: Record<string, unknown>): ApiCall => ({
  method: 'DELETE',
  path,
  body,
});

function createPageCalls(documentId: string, page: InterviewPage, index: number): ApiCall[] {
  return [
    post('createPage', {
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
    post('createElement', {
      id: element.id,
      page_id: pageId,
      ...questionFields(element, 'element'),
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
    post('createItem', {
      id: item.id,
      element_id: elementId,
      parent_item_id: parentItemId,
      ...questionFields(item, 'item'),
      position: index + 1,
    }),
    ...item.items.flatMap((child, position) =>
      createItemCalls(elementId, item.id, child, position),
    ),
  ];
}

// createElement / createItem field names: element_title, item_variable…
function questionFields(question: InterviewElement | InterviewItem, prefix: 'element' | 'item') {
  return {
    [`${prefix}_name`]: question.name,
    [`${prefix}_title`]: question.title,
    [`${prefix}_simbol`]: question.simbol,
    [`${prefix}_value`]: question.value,
    [`${prefix}_variable`]: question.variable,
    [`${prefix}_required`]: question.required,
    [`${prefix}_conditional`]: question.conditional,
    statement: question.statement,
    ...(question.help !== undefined && { help: question.help }),
    ...(question.placeholder !== undefined && { placeholder: question.placeholder }),
    ...(question.validation !== undefined && { validation: question.validation }),
    ...('calculation' in question &&
      question.calculation !== undefined && { element_calculation: question.calculation }),
    ...('validationRule' in question &&
      question.validationRule !== undefined && {
        element_validation_rule: question.validationRule,
      }),
  };
}

// updateElement / updateItem field names: elementTitle, itemVariable… (statement, help,
// placeholder and validation keep their names; null clears an optional field).
function renamePatch(patch: QuestionPatch, prefix: 'element' | 'item'): Record<string, unknown> {
  const renamed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(patch)) {
    if (key === 'statement' || key === 'help' || key === 'placeholder' || key === 'validation')
      renamed[key] = value;
    else renamed[`${prefix}${key[0]?.toUpperCase()}${key.slice(1)}`] = value;
  }
  return renamed;
}

function findItemElementId(model: EditorModel, itemId: string): string | null {
  const contains = (items: InterviewItem[]): boolean =>
    items.some((item) => item.id === itemId || contains(item.items));
  for (const page of model.interview.pages) {
    for (const element of page.elements) if (contains(element.items)) return element.id;
  }
  return null;
}
