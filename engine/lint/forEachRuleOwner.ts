import type { Diagnostic } from '@schemas/diagnostic';
import type { InterviewItem, InterviewPage } from '@schemas/interview';
import type { Statement } from '@schemas/statement';
import { type InterviewIndex, locationOf, type QuestionEntry } from '../model/indexInterview';

// Something that carries a condition: a page, a question, an option of a choice question, or a
// validation rule (checked only while its condition holds).
export interface RuleOwner {
  kind: 'page' | 'question' | 'option' | 'rule';
  page: InterviewPage;
  // The question, or the question whose option this is; null for a page.
  entry: QuestionEntry | null;
  option: InterviewItem | null;
  order: number;
  listStack: readonly string[];
  conditional: boolean;
  statement: Statement | null;
  location: Pick<Diagnostic, 'pageId' | 'elementId' | 'itemId'>;
}

export function forEachRuleOwner(index: InterviewIndex, visit: (owner: RuleOwner) => void): void {
  for (const { page, order } of index.pages) {
    visit({
      kind: 'page',
      page,
      entry: null,
      option: null,
      order,
      listStack: [],
      conditional: page.conditional,
      statement: page.statement,
      location: { pageId: page.id },
    });
  }
  for (const rule of index.rules) {
    visit({
      kind: 'rule',
      page: rule.page,
      entry: null,
      option: null,
      // After everything: a rule is checked once all answers are given, so it reads no question
      // "before" it is answered.
      order: Number.MAX_SAFE_INTEGER,
      listStack: [],
      conditional: rule.element.conditional,
      statement: rule.element.statement,
      location: { pageId: rule.page.id, elementId: rule.element.id },
    });
  }
  for (const entry of index.questions) {
    const location = locationOf(entry);
    visit({
      kind: 'question',
      page: entry.page,
      entry,
      option: null,
      order: entry.order,
      listStack: entry.listStack,
      conditional: entry.question.conditional,
      statement: entry.question.statement,
      location,
    });
    for (const option of entry.optionItems) {
      visit({
        kind: 'option',
        page: entry.page,
        entry,
        option,
        order: entry.order,
        listStack: entry.listStack,
        conditional: option.conditional,
        statement: option.statement,
        location: { ...location, itemId: option.id },
      });
    }
  }
}
