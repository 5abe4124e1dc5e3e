import type { Interview, InterviewElement, InterviewItem, InterviewPage } from '@schemas/interview';

// What the editor holds for one document: its settings and its interview, both as the server
// last confirmed them plus the edits applied optimistically since.
export interface DocumentSettings {
  name: string;
  status: string;
  toggle: boolean;
  notarized: boolean;
  docx: boolean;
  // "Una pregunta a la vez" for guests; absent reads as off.
  oneQuestion?: boolean;
}

export interface EditorModel {
  documentId: string;
  settings: DocumentSettings;
  interview: Interview;
}

export type QuestionNode = InterviewElement | InterviewItem;

// Where a question lives: on a page, or in the item list of an element or of an item.
export type ItemParent = { elementId: string; parentItemId: string | null };

export function findPage(model: EditorModel, pageId: string): InterviewPage | undefined {
  return model.interview.pages.find((page) => page.id === pageId);
}

export function findElement(
  model: EditorModel,
  elementId: string,
): { page: InterviewPage; element: InterviewElement; index: number } | undefined {
  for (const page of model.interview.pages) {
    const index = page.elements.findIndex((element) => element.id === elementId);
    if (index !== -1) return { page, element: page.elements[index] as InterviewElement, index };
  }
  return undefined;
}

export interface FoundItem {
  element: InterviewElement;
  parent: InterviewElement | InterviewItem;
  item: InterviewItem;
  index: number;
}

export function findItem(model: EditorModel, itemId: string): FoundItem | undefined {
  for (const page of model.interview.pages) {
    for (const element of page.elements) {
      const found = findInItems(element, element, itemId);
      if (found) return found;
    }
  }
  return undefined;
}

function findInItems(
  element: InterviewElement,
  parent: InterviewElement | InterviewItem,
  itemId: string,
): FoundItem | undefined {
  for (const [index, item] of parent.items.entries()) {
    if (item.id === itemId) return { element, parent, item, index };
    const found = findInItems(element, item, itemId);
    if (found) return found;
  }
  return undefined;
}

// Every variable name in the document (elements and sub-questions, by their own key).
export function collectVariableNames(model: EditorModel): Set<string> {
  const names = new Set<string>();
  const visit = (node: QuestionNode) => {
    const name = node.variable[0];
    if (name && node.name !== 'option') names.add(name);
    for (const item of node.items) visit(item);
  };
  for (const page of model.interview.pages) for (const element of page.elements) visit(element);
  return names;
}

// The names a question's variable must not take: every other page question's for a question on
// a page (sub-questions live in their own scope), the sibling sub-questions' for a sub-question.
// Options store values, not names, and take part in neither.
export function takenNamesFor(
  model: EditorModel,
  target: { kind: 'element' | 'item'; id: string },
): Set<string> {
  const names = new Set<string>();
  if (target.kind === 'element') {
    for (const page of model.interview.pages)
      for (const element of page.elements)
        if (element.id !== target.id && element.variable[0]) names.add(element.variable[0]);
    return names;
  }
  const found = findItem(model, target.id);
  for (const sibling of found?.parent.items ?? [])
    if (sibling.id !== target.id && sibling.name !== 'option' && sibling.variable[0])
      names.add(sibling.variable[0]);
  return names;
}
