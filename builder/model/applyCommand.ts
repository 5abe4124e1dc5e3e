import type { InterviewElement, InterviewItem, InterviewPage } from '@schemas/interview';
import type { EditorCommand } from './editorCommand';
import { type EditorModel, findElement, findItem } from './editorModel';
import { followRenames } from './followRenames';
import { applyPatch } from './questionPatch';

// The model after one command. Pure: the input is never modified. A command naming something
// that does not exist (already deleted by an earlier edit) leaves the model as it is.
export function applyCommand(model: EditorModel, command: EditorCommand): EditorModel {
  switch (command.type) {
    case 'batch':
      return command.commands.reduce(applyCommand, model);
    case 'addPage':
      return withPages(model, insertAt(model.interview.pages, command.index, command.page));
    case 'updatePage':
      return withPages(
        model,
        model.interview.pages.map((page) =>
          page.id === command.pageId ? { ...page, ...command.patch } : page,
        ),
      );
    case 'deletePage':
      return withPages(
        model,
        model.interview.pages.filter((page) => page.id !== command.pageId),
      );
    case 'movePage': {
      const from = model.interview.pages.findIndex((page) => page.id === command.pageId);
      return from === -1
        ? model
        : withPages(model, moveWithin(model.interview.pages, from, command.index));
    }
    case 'addQuestion':
      return mapPage(model, command.pageId, (page) => ({
        ...page,
        elements: insertAt(page.elements, command.index, { ...command.element, pageId: page.id }),
      }));
    case 'updateQuestion':
      return followRenames(
        model,
        mapElement(model, command.elementId, (element) => applyPatch(element, command.patch)),
        command.elementId,
        command.patch,
      );
    case 'deleteQuestion': {
      const found = findElement(model, command.elementId);
      if (!found) return model;
      return mapPage(model, found.page.id, (page) => ({
        ...page,
        elements: page.elements.filter((element) => element.id !== command.elementId),
      }));
    }
    case 'moveQuestion': {
      const found = findElement(model, command.elementId);
      if (!found || !model.interview.pages.some((page) => page.id === command.toPageId))
        return model;
      if (found.page.id === command.toPageId) {
        return mapPage(model, found.page.id, (page) => ({
          ...page,
          elements: moveWithin(page.elements, found.index, command.index),
        }));
      }
      const moved = { ...found.element, pageId: command.toPageId };
      return withPages(
        model,
        model.interview.pages.map((page) => {
          if (page.id === found.page.id)
            return { ...page, elements: page.elements.filter((e) => e.id !== moved.id) };
          if (page.id === command.toPageId)
            return { ...page, elements: insertAt(page.elements, command.index, moved) };
          return page;
        }),
      );
    }
    case 'addItem': {
      const { elementId, parentItemId } = command.parent;
      const item = { ...command.item, elementId, parentItemId };
      const insert = <T extends { items: InterviewItem[] }>(parent: T): T => ({
        ...parent,
        items: insertAt(parent.items, command.index, item),
      });
      return parentItemId === null
        ? mapElement(model, elementId, insert)
        : mapItem(model, parentItemId, insert);
    }
    case 'updateItem':
      return followRenames(
        model,
        mapItem(model, command.itemId, (item) => applyPatch(item, command.patch)),
        command.itemId,
        command.patch,
      );
    case 'deleteItem': {
      const found = findItem(model, command.itemId);
      if (!found) return model;
      const remove = <T extends { items: InterviewItem[] }>(parent: T): T => ({
        ...parent,
        items: parent.items.filter((item) => item.id !== command.itemId),
      });
      return found.parent === found.element
        ? mapElement(model, found.element.id, remove)
        : mapItem(model, found.parent.id, remove);
    }
    case 'moveItem': {
      const found = findItem(model, command.itemId);
      if (!found) return model;
      const move = <T extends { items: InterviewItem[] }>(parent: T): T => ({
        ...parent,
        items: moveWithin(parent.items, found.index, command.index),
      });
      return found.parent === found.element
        ? mapElement(model, found.element.id, move)
        : mapItem(model, found.parent.id, move);
    }
    case 'updateSettings':
      return { ...model, settings: { ...model.settings, ...command.patch } };
  }
}

export function insertAt<T>(list: readonly T[], index: number, value: T): T[] {
  const at = Math.max(0, Math.min(index, list.length));
  return [...list.slice(0, at), value, ...list.slice(at)];
}

export function moveWithin<T>(list: readonly T[], from: number, to: number): T[] {
  const value = list[from];
  if (value === undefined) return [...list];
  const rest = list.filter((_, index) => index !== from);
  return insertAt(rest, to, value);
}

function withPages(model: EditorModel, pages: InterviewPage[]): EditorModel {
  return { ...model, interview: { ...model.interview, pages } };
}

function mapPage(
  model: EditorModel,
  pageId: string,
  change: (page: InterviewPage) => InterviewPage,
): EditorModel {
  return withPages(
    model,
    model.interview.pages.map((page) => (page.id === pageId ? change(page) : page)),
  );
}

function mapElement(
  model: EditorModel,
  elementId: string,
  change: (element: InterviewElement) => InterviewElement,
): EditorModel {
  const found = findElement(model, elementId);
  if (!found) return model;
  return mapPage(model, found.page.id, (page) => ({
    ...page,
    elements: page.elements.map((element) =>
      element.id === elementId ? change(element) : element,
    ),
  }));
}

function mapItem(
  model: EditorModel,
  itemId: string,
  change: (item: InterviewItem) => InterviewItem,
): EditorModel {
  const found = findItem(model, itemId);
  if (!found) return model;
  const replace = (items: InterviewItem[]): InterviewItem[] =>
    items.map((item) =>
      item.id === itemId ? change(item) : { ...item, items: replace(item.items) },
    );
  return mapElement(model, found.element.id, (element) => ({
    ...element,
    items: replace(element.items),
  }));
}
