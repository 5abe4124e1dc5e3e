import type { CompiledInterview } from '@schemas/compiledInterview';
import { evaluateFormula, evaluateRule } from '../conditions/evaluateRule';
import { normalizeComputed } from '../formulas/normalizeComputed';
import { createRecord } from '../model/createRecord';
import { keepShapeAlive } from '../model/keepShapeAlive';
import { EvaluationScope } from './EvaluationScope';
import { getEvaluationPlan, type PlanNode, type PlanVariable } from './getEvaluationPlan';
import { isRecord, readOwnKey } from './readOwnKey';

// Which pages and questions are visible for a set of answers.
// - `pages`: page id → visible.
// - `fields`: answer path → visible. Fields of a list row are keyed by row: `herederos.0.nombre`.
//   A path that is absent is not visible (the rows of a hidden or empty list have no keys).
// - `options`: for choice questions with conditional options, the values currently offered.
// - `values`: each calculation's value for these answers (null when it cannot be computed: an
//   input unanswered or hidden, a division by zero…). A calculation is always in `fields` as
//   visible: its value does not depend on its page being shown (its inputs' visibility does).
export interface Visibility {
  readonly pages: Readonly<Record<string, boolean>>;
  readonly fields: Readonly<Record<string, boolean>>;
  readonly options: Readonly<Record<string, readonly string[]>>;
  readonly values: Readonly<Record<string, unknown>>;
}

// With `changedVariable` and the `previous` result for the answers before that change, only the
// rules that read the changed variable are re-evaluated, then those that read a question whose
// visibility flipped, and so on; the result equals a full evaluation. When no visibility changes,
// `previous` itself is returned. Otherwise a new result object is returned that takes over
// `previous`'s maps, updated in place: copying them would cost more than the evaluation (a
// 1,000-question interview is re-evaluated in microseconds). `previous` is then consumed — keep
// the returned object; passing a consumed result again falls back to a full evaluation. A UI can
// rely on object identity: a new object means something became visible or hidden.
// Without both `changedVariable` and `previous`, everything is evaluated.
export function evaluateVisibility(
  compiled: CompiledInterview,
  answers: unknown,
  changedVariable?: string | readonly string[],
  previous?: Visibility,
): Visibility {
  const plan = getEvaluationPlan(compiled);
  if (changedVariable === undefined || previous === undefined || consumed.has(previous)) {
    const run = new VisibilityRun(answers, null, plan.computed);
    for (const node of plan.nodes) run.evaluateNode(node);
    return run.result();
  }
  const run = new VisibilityRun(answers, previous, plan.computed);
  const dirty = new Uint8Array(plan.nodes.length);
  let first = plan.nodes.length;
  let last = -1;
  const mark = (index: number) => {
    dirty[index] = 1;
    if (index < first) first = index;
    if (index > last) last = index;
  };
  for (const changed of typeof changedVariable === 'string' ? [changedVariable] : changedVariable) {
    const top = changed.split('.')[0] ?? changed;
    for (const reader of plan.readersOfVariable.get(top) ?? []) mark(reader);
    // A group or list re-evaluates its own fields when its answer changes (rows come and go).
    const own = plan.variables.get(top);
    if (own !== undefined && own.node !== -1 && (own.kind === 'group' || own.kind === 'list'))
      mark(own.node);
  }
  for (let index = first; index <= last; index += 1) {
    if (!dirty[index]) continue;
    const node = plan.nodes[index] as PlanNode;
    if (run.evaluateNode(node)) for (const reader of node.readers) mark(reader);
  }
  return run.result();
}

// Results whose maps a later incremental evaluation took over.
const consumed = new WeakSet<Visibility>();
// The row counts behind a result's `fields` (taken over with them).
const rowCountsOf = new WeakMap<object, Map<string, number>>();
const noRows: readonly unknown[] = [];

class VisibilityRun {
  private pages: Record<string, boolean>;
  private fields: Record<string, boolean>;
  private options: Record<string, readonly string[]>;
  private values: Record<string, unknown>;
  private readonly previous: Visibility | null;
  private changed = false;
  private nodeChanged = false;
  // Rows evaluated last time in each list (by answer path: 'herederos', 'herederos.0.hijos'), to
  // drop the keys of rows that are gone without scanning every key.
  private readonly rowCounts: Map<string, number>;
  private readonly scope: EvaluationScope;

  constructor(
    private readonly answers: unknown,
    previous: Visibility | null,
    computed: ReadonlySet<string> | null,
  ) {
    this.previous = previous;
    this.pages = previous ? (previous.pages as Record<string, boolean>) : createRecord();
    this.fields = previous ? (previous.fields as Record<string, boolean>) : createRecord();
    this.options = previous
      ? (previous.options as Record<string, readonly string[]>)
      : createRecord();
    this.values = previous ? (previous.values as Record<string, unknown>) : createRecord();
    this.rowCounts = (previous && rowCountsOf.get(previous.fields)) || new Map();
    rowCountsOf.set(this.fields, this.rowCounts);
    this.scope = new EvaluationScope(answers, this.fields, this.values, computed);
  }

  result(): Visibility {
    if (this.previous) {
      if (!this.changed) return this.previous;
      consumed.add(this.previous);
    }
    return { pages: this.pages, fields: this.fields, options: this.options, values: this.values };
  }

  // Evaluates one node; says whether any visibility it decides changed.
  evaluateNode(node: PlanNode): boolean {
    this.nodeChanged = false;
    if (!node.root) {
      this.scope.rawPaths = node.rawPaths;
      this.setPage(node.pageId, evaluateRule(node.rule, this.scope));
      return this.nodeChanged;
    }
    const root = node.root;
    if (root.kind === 'computed') {
      this.setField(root.path, true);
      this.scope.rawPaths = root.rawPaths;
      const value = normalizeComputed(
        evaluateFormula(root.formula, this.scope),
        root.computedType ?? 'number',
      );
      this.setValue(root.path, value);
      return this.nodeChanged;
    }
    this.evaluateVariable(
      root,
      root.path,
      this.pages[node.pageId] === true,
      readOwnKey(this.answers, root.key),
    );
    return this.nodeChanged;
  }

  private evaluateVariable(
    variable: PlanVariable,
    path: string,
    parentVisible: boolean,
    value: unknown,
  ): void {
    const scope = this.scope;
    scope.rawPaths = variable.rawPaths;
    const visible = parentVisible && (variable.rule === null || evaluateRule(variable.rule, scope));
    this.setField(path, visible);
    if (variable.options) {
      const offered: string[] = [];
      if (visible) {
        for (const option of variable.options) {
          scope.rawPaths = option.rawPaths;
          if (option.rule === null || evaluateRule(option.rule, scope)) offered.push(option.value);
        }
      }
      this.setOptions(path, offered);
    }
    if (variable.kind === 'group') {
      const group = isRecord(value) ? value : undefined;
      for (const child of variable.children) {
        this.evaluateVariable(child, `${path}.${child.key}`, visible, readOwnKey(group, child.key));
      }
    } else if (variable.kind === 'list') {
      const rows = visible && Array.isArray(value) ? value : noRows;
      const before = this.rowCounts.get(path) ?? 0;
      for (let index = 0; index < rows.length; index++) {
        const row = rows[index];
        const rowPath = `${path}.${index}`;
        if (!isRecord(row)) {
          if (index < before) this.dropRow(variable, rowPath);
          continue;
        }
        scope.rows.push({ listPath: variable.path, rowPath, row });
        for (const child of variable.children) {
          this.evaluateVariable(child, `${rowPath}.${child.key}`, true, readOwnKey(row, child.key));
        }
        scope.rows.pop();
      }
      for (let index = rows.length; index < before; index++)
        this.dropRow(variable, `${path}.${index}`);
      if (rows.length > 0) this.rowCounts.set(path, rows.length);
      else this.rowCounts.delete(path);
    }
  }

  // Forgets the keys of a list row that is gone (the list shrank, was hidden, or the row is not a
  // row any more): a field, its options, and the rows of lists inside it.
  private dropRow(list: PlanVariable, rowPath: string): void {
    for (const child of list.children) this.dropKeys(child, `${rowPath}.${child.key}`);
  }

  private dropKeys(variable: PlanVariable, path: string): void {
    if (Object.hasOwn(this.fields, path)) {
      delete this.fields[path];
      this.nodeChanged = true;
      this.changed = true;
    }
    if (Object.hasOwn(this.options, path)) {
      delete this.options[path];
      this.nodeChanged = true;
      this.changed = true;
    }
    if (variable.kind === 'group') {
      for (const child of variable.children) this.dropKeys(child, `${path}.${child.key}`);
    } else if (variable.kind === 'list') {
      const count = this.rowCounts.get(path) ?? 0;
      for (let index = 0; index < count; index++) this.dropRow(variable, `${path}.${index}`);
      this.rowCounts.delete(path);
    }
  }

  private setPage(id: string, visible: boolean): void {
    if (this.pages[id] === visible) return;
    this.pages[id] = visible;
    this.nodeChanged = true;
    this.changed = true;
  }

  private setField(path: string, visible: boolean): void {
    if (this.fields[path] === visible) return;
    this.fields[path] = visible;
    this.nodeChanged = true;
    this.changed = true;
  }

  private setValue(path: string, value: unknown): void {
    if (Object.hasOwn(this.values, path) && this.values[path] === value) return;
    this.values[path] = value;
    this.nodeChanged = true;
    this.changed = true;
  }

  private setOptions(path: string, offered: string[]): void {
    const current = this.options[path];
    if (current && current.length === offered.length && current.every((v, i) => v === offered[i])) {
      return;
    }
    this.options[path] = offered;
    this.nodeChanged = true;
    this.changed = true;
  }
}

keepShapeAlive(new VisibilityRun({}, null, null));
