import { calculationQuestionTypes } from '@engine/index';
import type { InterviewItem } from '@schemas/interview';
import type { QuestionType } from '@schemas/questionType';
import type { EditorModel, QuestionNode } from './editorModel';

// Every question of the document in order, with what a condition editor needs: its full path
// ('comprador.nombre'), its type, options and the repeating lists it is inside. A calculation is
// listed too (conditions, formulas and templates read it like an answer), with the question type
// its value takes; validation rules are not values and are left out.
export interface QuestionInfo {
  id: string;
  elementId: string;
  pageId: string;
  path: string;
  label: string;
  type: QuestionType;
  options: Array<{ value: string; label: string }>;
  // A number question's unit ('meses'), shown beside its field; '' for every other type.
  unit: string;
  listStack: string[];
  order: number;
  // The ids of the enclosing questions (groups and lists), outermost first.
  ancestors: string[];
  // A calculation: computed, never asked.
  computed: boolean;
}

export function listQuestions(model: EditorModel): QuestionInfo[] {
  const result: QuestionInfo[] = [];
  let order = 0;
  const visit = (
    node: QuestionNode,
    pageId: string,
    elementId: string,
    parentPath: string,
    listStack: string[],
    ancestors: string[],
  ) => {
    if (node.name === 'option' || node.name === 'validationRule') return;
    const key = node.variable[0] ?? '';
    const path = parentPath ? `${parentPath}.${key}` : key;
    const calculation = 'calculation' in node ? node.calculation : undefined;
    const computed = node.name === 'calculation';
    const type = computed
      ? calculationQuestionTypes[calculation?.type ?? 'number']
      : (node.name as QuestionType);
    result.push({
      id: node.id,
      elementId,
      pageId,
      path,
      label: node.title.trim() || key,
      type,
      options: node.items
        .filter((item: InterviewItem) => item.name === 'option')
        .map((item) => ({
          value: (item.value[0] ?? '').trim() || item.title.trim(),
          label: item.title.trim(),
        })),
      unit: type === 'number' ? node.simbol.trim() : '',
      listStack,
      order: order++,
      ancestors,
      computed,
    });
    const childStack = type === 'repeatingList' ? [...listStack, path] : listStack;
    for (const item of node.items)
      visit(item, pageId, elementId, path, childStack, [...ancestors, node.id]);
  };
  for (const page of model.interview.pages) {
    for (const element of page.elements) visit(element, page.id, element.id, '', [], []);
  }
  return result;
}

// The questions a condition of `owner` (a question id, or null for a page) may read: earlier ones,
// not itself nor its own groups or fields, fields of repeating lists only from inside that list,
// never a group as a whole.
export function questionsForCondition(
  model: EditorModel,
  owner: { questionId: string } | { pageId: string },
): QuestionInfo[] {
  const questions = listQuestions(model);
  if ('pageId' in owner) {
    const pageIndex = model.interview.pages.findIndex((page) => page.id === owner.pageId);
    const earlierPages = new Set(
      model.interview.pages.slice(0, Math.max(pageIndex, 0)).map((page) => page.id),
    );
    return questions.filter(
      (q) => earlierPages.has(q.pageId) && q.type !== 'group' && q.listStack.length === 0,
    );
  }
  const self = questions.find((q) => q.id === owner.questionId);
  if (!self) return [];
  return questions.filter(
    (q) =>
      q.order < self.order &&
      q.type !== 'group' &&
      !self.ancestors.includes(q.id) &&
      q.listStack.every((list, index) => self.listStack[index] === list),
  );
}
