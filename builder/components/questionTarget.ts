import type { EditorCommand, QuestionPatch } from '../model/editorCommand';

// A question on a page (element) or inside another question (item): the same card edits both.
export type QuestionTarget = { kind: 'element'; id: string } | { kind: 'item'; id: string };

export function updateCommandFor(target: QuestionTarget, patch: QuestionPatch): EditorCommand {
  return target.kind === 'element'
    ? { type: 'updateQuestion', elementId: target.id, patch }
    : { type: 'updateItem', itemId: target.id, patch };
}

export function deleteCommandFor(target: QuestionTarget): EditorCommand {
  return target.kind === 'element'
    ? { type: 'deleteQuestion', elementId: target.id }
    : { type: 'deleteItem', itemId: target.id };
}
