import type { CompiledRule } from '@schemas/compiledInterview';
import { checkFormula } from '../formulas/checkFormula';
import { compileFormula } from '../formulas/compileFormula';
import { answerMessages } from '../messages';
import type { InterviewIndex, QuestionEntry } from '../model/indexInterview';
import { compileVisibility } from './compileVisibility';

// The validation rules of an interview, those with a formula, in document order. Each names the
// questions its message is shown next to (`showAt`): the questions on the page its formula reads,
// directly or through calculations (a list's field counts as the list); for a rule checked on
// submission, those questions wherever they are.
export function compileRules(index: InterviewIndex): CompiledRule[] {
  const rules: CompiledRule[] = [];
  const sources = new Map<QuestionEntry, readonly QuestionEntry[]>();
  for (const { element, page, key, settings } of index.rules) {
    if (!settings || settings.formula === null || settings.formula === undefined) continue;
    const read = sourceQuestions(index, checkFormula(index, settings.formula).reads, sources);
    const showAt = read
      .filter((entry) => settings.scope === 'interview' || entry.page === page)
      .map((entry) => entry.path);
    rules.push({
      key,
      elementId: element.id,
      pageId: page.id,
      scope: settings.scope,
      message: settings.message.trim() || answerMessages.ruleFailed,
      visibleIf: compileVisibility(index, element.conditional, element.statement, []),
      formula: compileFormula(index, settings.formula, []),
      showAt,
    });
  }
  return rules;
}

// The questions on pages (top level) behind what a formula reads, following calculations to
// what their formulas read, in document order.
function sourceQuestions(
  index: InterviewIndex,
  reads: readonly QuestionEntry[],
  memo: Map<QuestionEntry, readonly QuestionEntry[]>,
): QuestionEntry[] {
  const found = new Set<QuestionEntry>();
  const visiting = new Set<QuestionEntry>();
  const visit = (entry: QuestionEntry) => {
    let top = entry;
    while (top.parent) top = top.parent;
    if (!top.calculation) {
      found.add(top);
      return;
    }
    if (visiting.has(top)) return;
    visiting.add(top);
    let inner = memo.get(top);
    if (!inner) {
      inner = checkFormula(index, top.calculation.formula).reads;
      memo.set(top, inner);
    }
    for (const next of inner) visit(next);
  };
  for (const entry of reads) visit(entry);
  return [...found].sort((a, b) => a.order - b.order);
}
