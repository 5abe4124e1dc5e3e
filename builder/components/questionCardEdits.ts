import { emptyCalculation, isValidVariableName, questionTypeRegistry } from '@engine/index';
import { type ElementType, isQuestionType, type QuestionType } from '@schemas/questionType';
import { builderMessages } from '../builderMessages';
import { createItemOf, emptyValidationRule } from '../model/createQuestion';
import type { EditorCommand, QuestionPatch } from '../model/editorCommand';
import type { EditorModel, QuestionNode } from '../model/editorModel';
import { listQuestions, type QuestionInfo, questionsForCondition } from '../model/listQuestions';
import { suggestVariableName } from '../model/suggestVariableName';
import { type QuestionTarget, updateCommandFor } from './questionTarget';

// What a question card decides, apart from drawing it: the edits its fields make, as patches and
// commands. Pure, so tested without a DOM.

const text = builderMessages.questions;

// What a question or element holds: options, sub-questions or nothing (a calculation or a
// validation rule holds nothing).
export const childrenOf = (type: ElementType) =>
  isQuestionType(type) ? questionTypeRegistry[type].children : 'none';

// The types whose answer is typed in a field (or picked from a list) that can show an example
// while empty; a yes/no, radio, checkbox or date question has no such field.
const typesWithPlaceholder: ReadonlySet<QuestionType> = new Set<QuestionType>([
  'shortText',
  'longText',
  'number',
  'currency',
  'email',
  'phone',
  'idNumber',
  'dropdown',
]);

export const takesPlaceholder = (type: ElementType) =>
  isQuestionType(type) && typesWithPlaceholder.has(type);

// A new title; a variable still named after the previous title (or the default) follows it.
export function titlePatch(
  question: QuestionNode,
  next: string,
  takenNames: ReadonlySet<string>,
): QuestionPatch {
  const variable = question.variable[0] ?? '';
  const previousSuggestion = suggestVariableName(question.title, takenNames);
  const followsTitle =
    variable === previousSuggestion || /^(pregunta|campo|calculo|regla)_\d+$/.test(variable);
  const nextVariable = suggestVariableName(next, takenNames);
  return followsTitle && nextVariable !== variable
    ? { title: next, variable: [nextVariable] }
    : { title: next };
}

// Why the variable typed cannot be kept (a Spanish message), or null.
export function variableProblem(
  typed: string,
  current: string,
  takenNames: ReadonlySet<string>,
): string | null {
  if (!isValidVariableName(typed)) return text.invalidVariable;
  if (typed !== current && takenNames.has(typed)) return text.duplicateVariable;
  return null;
}

// The edit that gives the question another type: a calculation or a rule gets its settings,
// and a type that holds other children loses the old ones (`drops`: how many, to confirm) and
// gets starters (two options, or one sub-question).
export function changeTypeEdit(
  target: QuestionTarget,
  question: QuestionNode,
  next: ElementType,
): { drops: number; command: EditorCommand } {
  const settings =
    next === 'calculation' && !('calculation' in question && question.calculation)
      ? { calculation: emptyCalculation }
      : next === 'validationRule' && !('validationRule' in question && question.validationRule)
        ? { validationRule: emptyValidationRule }
        : {};
  const before = childrenOf(question.name as ElementType);
  const after = childrenOf(next);
  if (before === after)
    return { drops: 0, command: updateCommandFor(target, { name: next, ...settings }) };
  const elementId =
    target.kind === 'element' ? target.id : (question as { elementId: string }).elementId;
  const parent = { elementId, parentItemId: target.kind === 'element' ? null : target.id };
  const starters: EditorCommand[] = [];
  if (after === 'options') {
    const first = createItemOf('option', elementId, parent.parentItemId, []);
    starters.push({ type: 'addItem', parent, index: 0, item: first });
    starters.push({
      type: 'addItem',
      parent,
      index: 1,
      item: createItemOf('option', elementId, parent.parentItemId, [first]),
    });
  } else if (after === 'questions') {
    starters.push({
      type: 'addItem',
      parent,
      index: 0,
      item: createItemOf('shortText', elementId, parent.parentItemId, []),
    });
  }
  return {
    drops: question.items.length,
    command: {
      type: 'batch',
      commands: [
        ...question.items.map((item): EditorCommand => ({ type: 'deleteItem', itemId: item.id })),
        updateCommandFor(target, { name: next, ...settings }),
        ...starters,
      ],
    },
  };
}

// The questions a question's condition may read. A validation rule is checked once the answers
// are given: its condition may read any of them outside lists.
export function conditionCandidatesFor(
  model: EditorModel,
  target: QuestionTarget,
  question: QuestionNode,
): QuestionInfo[] {
  return question.name === 'validationRule'
    ? listQuestions(model).filter((q) => q.type !== 'group' && q.listStack.length === 0)
    : questionsForCondition(model, { questionId: target.id });
}
