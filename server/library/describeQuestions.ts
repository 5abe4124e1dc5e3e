import { calculationQuestionTypes, emptyCalculation } from '@engine/index';
import type { ClauseVariable } from '@schemas/api/library';
import type { InterviewItem, InterviewPage } from '@schemas/interview';
import { isQuestionType, type QuestionType } from '@schemas/questionType';

type QuestionInfo = Omit<ClauseVariable, 'parents'>;

// Every question (and calculation) of an interview by its full path, with its type, title and
// options, and the groups or lists it is inside: what a clause keeps of the questions it reads.
export function describeQuestions(pages: readonly InterviewPage[]): Map<string, ClauseVariable> {
  const found = new Map<string, ClauseVariable>();
  const visit = (
    node: { name: string; title: string; variable: string[]; items: InterviewItem[] },
    type: QuestionType,
    parentPath: string,
    parents: QuestionInfo[],
  ) => {
    const key = node.variable[0]?.trim() ?? '';
    if (key === '') return;
    const path = parentPath ? `${parentPath}.${key}` : key;
    const info: QuestionInfo = {
      path,
      type,
      label: node.title.trim() || key,
      options: node.items
        .filter((item) => item.name === 'option')
        .map((item) => ({
          value: (item.value[0] ?? '').trim() || item.title.trim(),
          label: item.title.trim(),
        })),
    };
    if (!found.has(path)) found.set(path, { ...info, parents });
    for (const item of node.items) {
      if (isQuestionType(item.name)) visit(item, item.name, path, [...parents, info]);
    }
  };
  for (const page of pages) {
    for (const element of page.elements) {
      if (element.name === 'validationRule') continue;
      const type =
        element.name === 'calculation'
          ? calculationQuestionTypes[(element.calculation ?? emptyCalculation).type]
          : element.name;
      visit(element, type, '', []);
    }
  }
  return found;
}
