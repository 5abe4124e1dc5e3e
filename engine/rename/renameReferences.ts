import type { Calculation, ValidationRule } from '@schemas/formula';
import type {
  Interview,
  InterviewElement,
  InterviewItem,
  InterviewPage,
  InterviewQuestion,
} from '@schemas/interview';
import type { ConditionRule, Statement } from '@schemas/statement';
import {
  type PathRewrite,
  type RuleRewrite,
  renamePathPrefix,
  rewriteFormula,
  rewriteStatement,
} from '../formulas/rewriteFormula';

/** One edit of a question or option, as far as what reads it is concerned. */
export interface QuestionEdit {
  /** The edited element or item. */
  id: string;
  /** Its variable as the edit sets it, when the edit sets it. */
  variable?: readonly string[];
  /** An option's stored value and title as the edit sets them, when it sets them. */
  value?: readonly string[];
  title?: string;
  /** Its type (or 'option') as the edit sets it, when it sets it. */
  name?: string;
  /** The edit sets the question's own condition: that condition is kept as sent. */
  setsStatement?: boolean;
  /** The edit sets the element's own calculation or validation rule: its formula is kept as sent. */
  setsFormula?: boolean;
}

/** A rename: how a condition rule reads after it, and how a formula's variable path does. */
interface Rename {
  rule: RuleRewrite;
  path: PathRewrite | null;
}

/** A page, element or item whose condition or formula a rename rewrote, with the new content. */
export interface RenamedReference {
  kind: 'page' | 'element' | 'item';
  id: string;
  statement?: Statement;
  calculation?: Calculation;
  validationRule?: ValidationRule;
}

// Renaming a variable (or changing the value an option stores) must not break the conditions and
// formulas that read it, and an editor cannot fix them one edit at a time (each edit alone would
// leave a condition pointing at nothing). So the rename rewrites every condition of the document
// that reads the old name, and every calculation's and validation rule's formula (its variables
// and the conditions inside it). Only an unambiguous old name is followed: a path one question
// holds, an option value no sibling shares. What the same edit sets itself (the question's own
// condition, or formula) is kept as sent. The server applies the answer to its rows in the
// rename's transaction and the builder to its model, so both keep the same document.
export function renameReferences(interview: Interview, edit: QuestionEdit): RenamedReference[] {
  const rename = findRename(interview, edit);
  return rename ? rewriteReads(interview, rename, edit) : [];
}

/** What the edit renames (a variable path, or an option's stored value), or null. */
function findRename(interview: Interview, edit: QuestionEdit): Rename | null {
  const paths = indexPaths(interview);
  const target = paths.nodes.get(edit.id);
  if (!target) return null;
  const { node, parent } = target;
  const newName = edit.name ?? node.name;
  if (node.name === 'option') {
    if (newName !== 'option' || !parent) return null;
    const path = paths.pathById.get(parent.id) ?? '';
    const oldValue = optionValue(node.value, node.title);
    const newValue = optionValue(edit.value ?? node.value, edit.title ?? node.title);
    const shared = parent.items.some(
      (sibling) => sibling.id !== node.id && optionValue(sibling.value, sibling.title) === oldValue,
    );
    if (path === '' || oldValue === newValue || newValue === '' || shared) return null;
    return renameOptionValue(path, oldValue, newValue);
  }
  if (newName === 'option' || edit.variable === undefined) return null;
  const oldPath = paths.pathById.get(node.id) ?? '';
  const newKey = keyOf(edit.variable);
  const parentPath = parent ? (paths.pathById.get(parent.id) ?? '') : '';
  const newPath = parent ? `${parentPath}.${newKey}` : newKey;
  const unique = paths.countByPath.get(oldPath) === 1;
  if (oldPath === '' || newKey === '' || oldPath === newPath || !unique) return null;
  return renameVariable(oldPath, newPath);
}

/** Rules and formula variables that are `oldPath` or lie under it now read `newPath`. */
function renameVariable(oldPath: string, newPath: string): Rename {
  const path = renamePathPrefix(oldPath, newPath);
  return {
    rule: (rule) => {
      const variable = path(rule.variable);
      return variable === null ? null : { ...rule, variable };
    },
    path,
  };
}

/** Rules comparing the choice question at `path` with `oldValue` now compare with `newValue`. */
function renameOptionValue(path: string, oldValue: string, newValue: string): Rename {
  return {
    rule: (rule: ConditionRule) =>
      rule.variable === path &&
      rule.condition !== undefined &&
      rule.condition !== null &&
      String(rule.condition) === oldValue
        ? { ...rule, condition: newValue }
        : null,
    path: null,
  };
}

/**
 * Every condition and formula of the interview that `rename` changes, rewritten: pages, then
 * elements, then items (each in document order) for conditions; an element's rewritten
 * formulas join its entry.
 */
function rewriteReads(
  interview: Interview,
  rename: Rename,
  edit: Pick<QuestionEdit, 'id' | 'setsStatement' | 'setsFormula'>,
): RenamedReference[] {
  const skipStatement = edit.setsStatement ? edit.id : null;
  const changed: RenamedReference[] = [];
  const byId = new Map<string, RenamedReference>();
  const rewrite = (kind: RenamedReference['kind'], owner: { id: string; statement?: unknown }) => {
    if (owner.id === skipStatement || !owner.statement) return;
    const statement = rewriteStatement(owner.statement as Statement, rename.rule);
    if (!statement) return;
    const reference: RenamedReference = { kind, id: owner.id, statement };
    changed.push(reference);
    byId.set(owner.id, reference);
  };
  const elements = interview.pages.flatMap((page) => page.elements);
  for (const page of interview.pages) rewrite('page', page);
  for (const element of elements) rewrite('element', element);
  const visitItems = (parent: { items: InterviewItem[] }) => {
    for (const item of parent.items) {
      rewrite('item', item);
      visitItems(item);
    }
  };
  for (const element of elements) visitItems(element);
  for (const element of elements) {
    if (edit.setsFormula && element.id === edit.id) continue;
    const calculation = rewriteSettings(element.calculation, rename);
    const validationRule = rewriteSettings(element.validationRule, rename);
    if (!calculation && !validationRule) continue;
    const formulas = {
      ...(calculation && { calculation }),
      ...(validationRule && { validationRule }),
    };
    const previous = byId.get(element.id);
    if (previous) Object.assign(previous, formulas);
    else changed.push({ kind: 'element', id: element.id, ...formulas });
  }
  return changed;
}

/**
 * The interview with `references` written into it: each named page, element or item takes the
 * rewritten condition and formulas; everything else keeps its identity.
 */
export function applyRenamedReferences(
  interview: Interview,
  references: readonly RenamedReference[],
): Interview {
  if (references.length === 0) return interview;
  const byId = new Map(references.map((reference) => [reference.id, reference]));
  const applyTo = <T extends InterviewPage | InterviewQuestion>(owner: T): T => {
    const reference = byId.get(owner.id);
    if (!reference) return owner;
    const { kind: _kind, id: _id, ...fields } = reference;
    return { ...owner, ...fields };
  };
  const mapItems = <T extends InterviewQuestion>(question: T): T => {
    const items = question.items.map((item) => mapItems(applyTo(item)));
    return items.some((item, index) => item !== question.items[index])
      ? { ...question, items }
      : question;
  };
  const pages = interview.pages.map((page) => {
    const elements = page.elements.map((element) => mapItems(applyTo(element)));
    const next = applyTo(page);
    return next === page && elements.every((element, index) => element === page.elements[index])
      ? page
      : { ...next, elements };
  });
  return { ...interview, pages };
}

function rewriteSettings<T extends Calculation | ValidationRule>(
  settings: T | null | undefined,
  rename: Rename,
): T | null {
  if (!settings || settings.formula === null || settings.formula === undefined) return null;
  const formula = rewriteFormula(settings.formula, rename.rule, rename.path);
  return formula === null ? null : { ...settings, formula };
}

interface PathIndex {
  nodes: Map<string, { node: InterviewQuestion; parent: InterviewQuestion | null }>;
  /** Full variable path of every element and sub-question by id; options have none. */
  pathById: Map<string, string>;
  /** How many questions share each path. */
  countByPath: Map<string, number>;
}

// The variable paths conditions are resolved against: an element's variable, and for a
// sub-question its parent's path, a dot and its own name (`comprador.nombre`).
function indexPaths(interview: Interview): PathIndex {
  const index: PathIndex = { nodes: new Map(), pathById: new Map(), countByPath: new Map() };
  const visit = (node: InterviewQuestion, parent: InterviewQuestion | null, parentPath: string) => {
    index.nodes.set(node.id, { node, parent });
    if (node.name === 'option') return;
    const path = parent ? `${parentPath}.${keyOf(node.variable)}` : keyOf(node.variable);
    index.pathById.set(node.id, path);
    index.countByPath.set(path, (index.countByPath.get(path) ?? 0) + 1);
    for (const item of node.items) visit(item, node, path);
  };
  for (const page of interview.pages)
    for (const element of page.elements) visit(element as InterviewElement, null, '');
  return index;
}

function keyOf(variable: readonly string[]): string {
  return (variable[0] ?? '').trim();
}

/** The value an option stores when chosen, as the engine reads it: its value, else its title. */
function optionValue(value: readonly string[], title: string): string {
  return (value[0] ?? '').trim() || title.trim();
}
