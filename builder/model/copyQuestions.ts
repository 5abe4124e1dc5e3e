import { rewriteFormula, rewriteStatement } from '@engine/index';
import type { Interview, InterviewElement, InterviewItem, InterviewPage } from '@schemas/interview';
import { type ConditionRule, isConditionGroup, type Statement } from '@schemas/statement';
import { newId } from './createQuestion';
import type { EditorCommand } from './editorCommand';
import type { EditorModel } from './editorModel';
import { listQuestions } from './listQuestions';

// The question library: pages or questions copied from another interview of the account into
// this one, as one edit (one undo step) saved by the usual calls. Everything comes along (options,
// sub-questions, validation, conditions, calculations and rules); every copy gets new ids; a
// variable whose name this interview already uses is renamed (`nombre_2`), and the conditions and
// formulas of what is copied follow the new names. A condition or formula that reads a question
// neither copied nor present here would point at nothing (the server refuses that), so it is
// dropped, and said so.

export interface CopySelection {
  // Pages copied whole, as new pages at the end.
  pageIds: readonly string[];
  // Questions copied onto the page being edited, at its end.
  elementIds: readonly string[];
}

export interface CopyResult {
  command: EditorCommand | null;
  renamed: Array<{ from: string; to: string }>;
  // Conditions and formulas dropped because they read a question that is not here.
  dropped: number;
}

export function copyQuestions(
  source: Interview,
  selection: CopySelection,
  target: EditorModel,
  targetPageId: string,
): CopyResult {
  const pages = source.pages.filter((page) => selection.pageIds.includes(page.id));
  const loose = source.pages
    .filter((page) => !selection.pageIds.includes(page.id))
    .flatMap((page) => page.elements)
    .filter((element) => selection.elementIds.includes(element.id));
  const copied = [...pages.flatMap((page) => page.elements), ...loose];
  if (copied.length === 0) return { command: null, renamed: [], dropped: 0 };

  // New names for what collides with a name of this interview (or of another copy).
  const taken = new Set<string>();
  for (const page of target.interview.pages)
    for (const element of page.elements) if (element.variable[0]) taken.add(element.variable[0]);
  const renames = new Map<string, string>();
  for (const element of copied) {
    const key = element.variable[0] ?? '';
    if (key === '') continue;
    const next = taken.has(key) ? uniqueName(key, taken) : key;
    taken.add(next);
    if (next !== key) renames.set(key, next);
  }
  const renamePath = (path: string): string | null => {
    const dot = path.indexOf('.');
    const top = dot === -1 ? path : path.slice(0, dot);
    const next = renames.get(top);
    return next === undefined ? null : next + path.slice(top.length);
  };
  const renameRule = (rule: ConditionRule): ConditionRule | null => {
    const variable = renamePath(rule.variable);
    return variable === null ? null : { ...rule, variable };
  };

  // The paths conditions and formulas may read once the copy is made.
  const known = new Set(listQuestions(target).map((question) => question.path));
  const addPaths = (node: InterviewElement | InterviewItem, parent: string) => {
    if (node.name === 'option') return;
    const key = node.variable[0] ?? '';
    const path = parent ? `${parent}.${key}` : (renamePath(key) ?? key);
    known.add(path);
    for (const item of node.items) addPaths(item, path);
  };
  for (const element of copied) addPaths(element, '');

  let dropped = 0;
  const statementOf = (statement: Statement | null): Statement | null => {
    if (!statement) return null;
    const renamed = rewriteStatement(statement, renameRule) ?? statement;
    if (readsOf(renamed).every((path) => known.has(path))) return renamed;
    dropped += 1;
    return null;
  };
  const formulaOf = (formula: unknown): unknown => {
    if (formula === null || formula === undefined) return null;
    const renamed = rewriteFormula(formula, renameRule, renamePath) ?? formula;
    if (formulaReads(renamed).every((path) => known.has(path))) return renamed;
    dropped += 1;
    return null;
  };

  const cloneItem = (item: InterviewItem, elementId: string, parentItemId: string | null) => {
    const id = newId();
    const statement = statementOf(item.conditional ? item.statement : null);
    const clone: InterviewItem = {
      ...item,
      id,
      elementId,
      parentItemId,
      conditional: statement !== null,
      statement,
      items: [],
    };
    clone.items = item.items.map((child) => cloneItem(child, elementId, id));
    return clone;
  };
  const cloneElement = (element: InterviewElement, pageId: string): InterviewElement => {
    const id = newId();
    const key = element.variable[0] ?? '';
    const statement = statementOf(element.conditional ? element.statement : null);
    const clone: InterviewElement = {
      ...element,
      id,
      pageId,
      variable: key ? [renames.get(key) ?? key] : [],
      conditional: statement !== null,
      statement,
      items: element.items.map((item) => cloneItem(item, id, null)),
    };
    if (element.calculation)
      clone.calculation = {
        ...element.calculation,
        formula: formulaOf(element.calculation.formula),
      };
    if (element.validationRule)
      clone.validationRule = {
        ...element.validationRule,
        formula: formulaOf(element.validationRule.formula),
      };
    return clone;
  };

  const commands: EditorCommand[] = [];
  let pageIndex = target.interview.pages.length;
  for (const page of pages) {
    const id = newId();
    const statement = statementOf(page.conditional ? page.statement : null);
    const copy: InterviewPage = {
      ...page,
      id,
      documentId: target.documentId,
      conditional: statement !== null,
      statement,
      elements: page.elements.map((element) => cloneElement(element, id)),
    };
    commands.push({ type: 'addPage', index: pageIndex++, page: copy });
  }
  const targetPage = target.interview.pages.find((page) => page.id === targetPageId);
  let index = targetPage?.elements.length ?? 0;
  for (const element of loose) {
    commands.push({
      type: 'addQuestion',
      pageId: targetPageId,
      index: index++,
      element: cloneElement(element, targetPageId),
    });
  }
  return {
    command: { type: 'batch', commands },
    renamed: [...renames].map(([from, to]) => ({ from, to })),
    dropped,
  };
}

function readsOf(statement: Statement): string[] {
  return isConditionGroup(statement) ? statement.conditions.flatMap(readsOf) : [statement.variable];
}

// The variable paths a formula reads: its `var`s and its conditions' variables.
function formulaReads(formula: unknown): string[] {
  if (typeof formula !== 'object' || formula === null || Array.isArray(formula)) return [];
  const [key, value] = Object.entries(formula)[0] ?? [];
  if (key === 'var') return typeof value === 'string' ? [value] : [];
  if (key === 'condition') return value ? readsOf(value as Statement) : [];
  return (Array.isArray(value) ? value : [value]).flatMap(formulaReads);
}

// `nombre_2`, `nombre_3`…: the first free one, within the 64 characters of a variable name.
function uniqueName(key: string, taken: ReadonlySet<string>): string {
  for (let n = 2; ; n++) {
    const suffix = `_${n}`;
    const name = key.slice(0, 64 - suffix.length) + suffix;
    if (!taken.has(name)) return name;
  }
}
