import {
  type PathRewrite,
  renamePathPrefix,
  rewriteFormula,
  rewriteStatement,
} from '@engine/index';
import type { InterviewElement, InterviewItem } from '@schemas/interview';
import type { ConditionRule } from '@schemas/statement';
import type { QuestionPatch } from './editorCommand';
import { type EditorModel, findItem, type QuestionNode } from './editorModel';
import { listQuestions } from './listQuestions';

type RuleRewrite = (rule: ConditionRule) => ConditionRule | null;

// The server rewrites the conditions and formulas that read a renamed variable, or an option whose
// stored value changed (server/documents/rewriteReferences.ts); the editor does the same to its
// model, so what it shows matches what the server keeps. Same rules: only an unambiguous old name
// is followed, and a question whose own statement (or formula) the same edit sets is left as sent.
export function followRenames(
  before: EditorModel,
  after: EditorModel,
  questionId: string,
  patch: QuestionPatch,
): EditorModel {
  const found = findRewrite(before, after, questionId, patch);
  if (!found) return after;
  const { rule: rewrite, path } = found;
  const skip = 'statement' in patch ? questionId : null;
  const skipFormula = 'calculation' in patch || 'validationRule' in patch ? questionId : null;
  const rewriteNode = <T extends QuestionNode>(node: T): T => {
    const statement =
      node.id === skip || !node.statement ? null : rewriteStatement(node.statement, rewrite);
    const items = node.items.map(rewriteNode);
    const formulas = node.id === skipFormula ? {} : rewriteFormulas(node, rewrite, path);
    return statement ||
      Object.keys(formulas).length > 0 ||
      items.some((item, index) => item !== node.items[index])
      ? { ...node, ...(statement && { statement }), ...formulas, items }
      : node;
  };
  return {
    ...after,
    interview: {
      ...after.interview,
      pages: after.interview.pages.map((page) => {
        const statement = page.statement ? rewriteStatement(page.statement, rewrite) : null;
        const elements = page.elements.map(rewriteNode);
        return { ...page, ...(statement && { statement }), elements };
      }),
    },
  };
}

// A calculation's or validation rule's settings with their formula rewritten, when it changed.
function rewriteFormulas(
  node: QuestionNode,
  rewrite: RuleRewrite,
  path: PathRewrite | null,
): Partial<Pick<InterviewElement, 'calculation' | 'validationRule'>> {
  const element = node as Partial<InterviewElement>;
  const changed: Partial<Pick<InterviewElement, 'calculation' | 'validationRule'>> = {};
  if (element.calculation) {
    const formula = rewriteFormula(element.calculation.formula, rewrite, path);
    if (formula !== null) changed.calculation = { ...element.calculation, formula };
  }
  if (element.validationRule) {
    const formula = rewriteFormula(element.validationRule.formula, rewrite, path);
    if (formula !== null) changed.validationRule = { ...element.validationRule, formula };
  }
  return changed;
}

function findRewrite(
  before: EditorModel,
  after: EditorModel,
  questionId: string,
  patch: QuestionPatch,
): { rule: RuleRewrite; path: PathRewrite | null } | null {
  const questionsBefore = listQuestions(before);
  const option = findItem(before, questionId);
  if (option && option.item.name === 'option') {
    if (patch.value === undefined && patch.title === undefined) return null;
    const updated = findItem(after, questionId)?.item;
    if (!updated) return null;
    const oldValue = optionValue(option.item);
    const newValue = optionValue(updated);
    const shared = option.parent.items.some(
      (sibling) => sibling.id !== questionId && optionValue(sibling) === oldValue,
    );
    const path = questionsBefore.find((question) => question.id === option.parent.id)?.path;
    if (!path || oldValue === newValue || newValue === '' || shared) return null;
    return {
      rule: (rule) =>
        rule.variable === path &&
        rule.condition !== undefined &&
        rule.condition !== null &&
        String(rule.condition) === oldValue
          ? { ...rule, condition: newValue }
          : null,
      path: null,
    };
  }
  if (patch.variable === undefined) return null;
  const oldPath = questionsBefore.find((question) => question.id === questionId)?.path ?? '';
  const newPath = listQuestions(after).find((question) => question.id === questionId)?.path ?? '';
  const newKey = patch.variable[0] ?? '';
  const unique = questionsBefore.filter((question) => question.path === oldPath).length === 1;
  if (!oldPath || !newKey || oldPath === newPath || !unique) return null;
  const path = renamePathPrefix(oldPath, newPath);
  return {
    rule: (rule) => {
      const variable = path(rule.variable);
      return variable === null ? null : { ...rule, variable };
    },
    path,
  };
}

function optionValue(option: InterviewItem): string {
  return (option.value[0] ?? '').trim() || option.title.trim();
}
