import type { InterviewItem } from '@schemas/interview';
import { type ConditionRule, isConditionGroup, type Statement } from '@schemas/statement';
import type { QuestionPatch } from './editorCommand';
import { type EditorModel, findItem, type QuestionNode } from './editorModel';
import { listQuestions } from './listQuestions';

type RuleRewrite = (rule: ConditionRule) => ConditionRule | null;

// The server rewrites the conditions that read a renamed variable, or an option whose stored
// value changed (server/documents/rewriteReferences.ts); the editor does the same to its model,
// so what it shows matches what the server keeps. Same rules: only an unambiguous old name is
// followed, and a question whose own statement the same edit sets is left as sent.
export function followRenames(
  before: EditorModel,
  after: EditorModel,
  questionId: string,
  patch: QuestionPatch,
): EditorModel {
  const rewrite = findRewrite(before, after, questionId, patch);
  if (!rewrite) return after;
  const skip = 'statement' in patch ? questionId : null;
  const rewriteNode = <T extends QuestionNode>(node: T): T => {
    const statement =
      node.id === skip || !node.statement ? null : rewriteStatement(node.statement, rewrite);
    const items = node.items.map(rewriteNode);
    return statement || items.some((item, index) => item !== node.items[index])
      ? { ...node, ...(statement && { statement }), items }
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

function findRewrite(
  before: EditorModel,
  after: EditorModel,
  questionId: string,
  patch: QuestionPatch,
): RuleRewrite | null {
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
    return (rule) =>
      rule.variable === path &&
      rule.condition !== undefined &&
      rule.condition !== null &&
      String(rule.condition) === oldValue
        ? { ...rule, condition: newValue }
        : null;
  }
  if (patch.variable === undefined) return null;
  const oldPath = questionsBefore.find((question) => question.id === questionId)?.path ?? '';
  const newPath = listQuestions(after).find((question) => question.id === questionId)?.path ?? '';
  const newKey = patch.variable[0] ?? '';
  const unique = questionsBefore.filter((question) => question.path === oldPath).length === 1;
  if (!oldPath || !newKey || oldPath === newPath || !unique) return null;
  return (rule) => {
    if (rule.variable === oldPath) return { ...rule, variable: newPath };
    if (rule.variable.startsWith(`${oldPath}.`))
      return { ...rule, variable: newPath + rule.variable.slice(oldPath.length) };
    return null;
  };
}

function optionValue(option: InterviewItem): string {
  return (option.value[0] ?? '').trim() || option.title.trim();
}

function rewriteStatement(statement: Statement, rewrite: RuleRewrite): Statement | null {
  if (!isConditionGroup(statement)) return rewrite(statement);
  let changed = false;
  const conditions = statement.conditions.map((inner) => {
    const next = rewriteStatement(inner, rewrite);
    if (next) changed = true;
    return next ?? inner;
  });
  return changed ? ({ ...statement, conditions } as Statement) : null;
}
