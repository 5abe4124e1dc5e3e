import { applyCommand } from './applyCommand';
import type { EditorCommand, PagePatch } from './editorCommand';
import { type EditorModel, findElement, findItem, findPage } from './editorModel';
import { previousValues } from './questionPatch';

// The command that undoes `command`, computed from the model before it. Undo is an edit like any
// other: it is applied and persisted through the same calls.
export function invertCommand(before: EditorModel, command: EditorCommand): EditorCommand {
  switch (command.type) {
    case 'batch': {
      const inverses: EditorCommand[] = [];
      let model = before;
      for (const step of command.commands) {
        inverses.unshift(invertCommand(model, step));
        model = applyCommand(model, step);
      }
      return { type: 'batch', commands: inverses };
    }
    case 'addPage':
      return { type: 'deletePage', pageId: command.page.id };
    case 'deletePage': {
      const index = before.interview.pages.findIndex((page) => page.id === command.pageId);
      const page = before.interview.pages[index];
      return page ? { type: 'addPage', index, page } : noop;
    }
    case 'updatePage': {
      const page = findPage(before, command.pageId);
      if (!page) return noop;
      const previous: Record<string, unknown> = {};
      for (const key of Object.keys(command.patch)) previous[key] = page[key as keyof PagePatch];
      return { type: 'updatePage', pageId: command.pageId, patch: previous as PagePatch };
    }
    case 'movePage': {
      const index = before.interview.pages.findIndex((page) => page.id === command.pageId);
      return { type: 'movePage', pageId: command.pageId, index };
    }
    case 'addQuestion':
      return { type: 'deleteQuestion', elementId: command.element.id };
    case 'deleteQuestion': {
      const found = findElement(before, command.elementId);
      return found
        ? { type: 'addQuestion', pageId: found.page.id, index: found.index, element: found.element }
        : noop;
    }
    case 'updateQuestion': {
      const found = findElement(before, command.elementId);
      return found
        ? {
            type: 'updateQuestion',
            elementId: command.elementId,
            patch: previousValues(found.element, command.patch),
          }
        : noop;
    }
    case 'moveQuestion': {
      const found = findElement(before, command.elementId);
      return found
        ? {
            type: 'moveQuestion',
            elementId: command.elementId,
            toPageId: found.page.id,
            index: found.index,
          }
        : noop;
    }
    case 'addItem':
      return { type: 'deleteItem', itemId: command.item.id };
    case 'deleteItem': {
      const found = findItem(before, command.itemId);
      if (!found) return noop;
      const parentItemId = found.parent === found.element ? null : found.parent.id;
      return {
        type: 'addItem',
        parent: { elementId: found.element.id, parentItemId },
        index: found.index,
        item: found.item,
      };
    }
    case 'updateItem': {
      const found = findItem(before, command.itemId);
      return found
        ? {
            type: 'updateItem',
            itemId: command.itemId,
            patch: previousValues(found.item, command.patch),
          }
        : noop;
    }
    case 'moveItem': {
      const found = findItem(before, command.itemId);
      return found ? { type: 'moveItem', itemId: command.itemId, index: found.index } : noop;
    }
    case 'updateSettings': {
      const previous: Record<string, unknown> = {};
      for (const key of Object.keys(command.patch))
        previous[key] = before.settings[key as keyof typeof before.settings];
      return { type: 'updateSettings', patch: previous };
    }
  }
}

const noop: EditorCommand = { type: 'batch', commands: [] };
