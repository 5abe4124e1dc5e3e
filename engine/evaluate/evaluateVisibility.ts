import type { CompiledInterview } from '@schemas/compiledInterview';
import { evaluateFormula, evaluateRule } from '../conditions/evaluateRule';
import { normalizeComputed } from '../formulas/normalizeComputed';
import { createRecord } from '../model/createRecord';
import { keepShapeAlive } from '../model/keepShapeAlive';
import { EvaluationScope } from './EvaluationScope';
import {
  type EvaluationPlan,
  getEvaluationPlan,
  type PlanNode,
  type PlanVariable,
} from './getEvaluationPlan';
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
// the returned object; passing a consumed result again (or a copy of a result) falls back to a
// full evaluation, and so does a result of another compiled interview (an interview edited while
// it is answered). A UI can rely on object identity: a new object means something became visible
// or hidden.
// Without both `changedVariable` and `previous`, everything is evaluated.
export function evaluateVisibility(
  compiled: CompiledInterview,
  answers: unknown,
  changedVariable?: string | readonly string[],
  previous?: Visibility,
): Visibility {
  const plan = getEvaluationPlan(compiled);
  const state = previous instanceof VisibilityResult ? previous.takeOver(plan) : null;
  if (changedVariable === undefined || state === null) {
    const run = new VisibilityRun(plan, answers, null, null);
    for (let n = 0; n < plan.nodes.length; n++) run.evaluateNode(plan.nodes[n] as PlanNode);
    return run.result();
  }
  const run = new VisibilityRun(plan, answers, previous as VisibilityResult, state);
  const queue = plan.queue;
  if (typeof changedVariable === 'string') queueChangeTargets(plan, changedVariable);
  else
    for (let c = 0; c < changedVariable.length; c++) queueChangeTargets(plan, changedVariable[c]);
  // Only the nodes reached from the change are visited, earliest first: a node's readers come
  // after it, so each is evaluated once, after everything it reads.
  try {
    for (let index = queue.pop(); index !== -1; index = queue.pop()) {
      const node = plan.nodes[index] as PlanNode;
      if (run.evaluateNode(node)) queue.addAll(node.readers);
    }
  } finally {
    queue.clear();
  }
  return run.result();
}

// Queues the nodes whose rules or formulas read the changed variable ('herederos.0.nombre' is a
// change of 'herederos'), and a group or list itself (its rows come and go with its answer).
function queueChangeTargets(plan: EvaluationPlan, changed: string | undefined): void {
  if (changed === undefined) return;
  const dot = changed.indexOf('.');
  const targets = plan.changeTargets.get(dot === -1 ? changed : changed.slice(0, dot));
  if (targets !== undefined) plan.queue.addAll(targets);
}

// What an incremental evaluation takes over from the result before it: the row counts behind
// `fields`, to drop the keys of rows that are gone without scanning every key.
interface RunState {
  rowCounts: Map<string, number>;
}

// A result. Its maps are handed to the next incremental evaluation that changes something (which
// then marks this result consumed), so a consumed result asks for a full evaluation.
class VisibilityResult implements Visibility {
  #state: RunState | null;
  // The plan of the compiled interview it was evaluated for.
  readonly #plan: EvaluationPlan | null;

  constructor(
    readonly pages: Record<string, boolean>,
    readonly fields: Record<string, boolean>,
    readonly options: Record<string, readonly string[]>,
    readonly values: Record<string, unknown>,
    state: RunState,
    plan: EvaluationPlan | null,
  ) {
    this.#state = state;
    this.#plan = plan;
  }

  // The state to evaluate incrementally from this result for `plan`; null when it was consumed
  // or evaluated for another interview (its keys and row counts would not be that plan's).
  takeOver(plan: EvaluationPlan): RunState | null {
    return this.#plan === plan ? this.#state : null;
  }

  consume(): void {
    this.#state = null;
  }
}

const noRows: readonly unknown[] = [];

// The calculations' values as a full evaluation hands them over. Keys stored one by one into an
// object (as the evaluation stores values, in a record meant for keys chosen at run time) make a
// dictionary, and a caller reading every value after each answer (the player; the engine bench's
// loop over 100 values) then paid more there than for the incremental evaluation itself, and
// allocated a list of the keys on every loop. A spread copy is a fast-mode object whose keys
// later evaluations only overwrite. V8 builds its hidden classes one key at a time, copying the
// keys each time, so the copy costs more than it saves for many keys (500: 1–5 ms for names it
// has not seen, 3–5 ms more on compile + first validation of 5,000 questions): up to
// `fastValuesLimit` calculations the values are copied, beyond it they stay a dictionary.
// The evaluation itself reads and writes the record, where a read or write by a computed key is
// cheaper than on a fast-mode object.
function handedOver(values: Record<string, unknown>, plan: EvaluationPlan | null) {
  const count = plan?.computed?.size ?? 0;
  return count > 0 && count <= fastValuesLimit ? { ...values } : values;
}

const fastValuesLimit = 128;

// A row's path and its fields' paths (`children` order) for the list answered at `path`: kept on
// the plan for a list at its static path, for the first rows (lists inside rows, and rows past
// the bound, are written out each time).
function rowKeysOf(list: PlanVariable, path: string, index: number): readonly string[] {
  if (path === list.path && index < keptRows) {
    list.rowKeys ??= [];
    const kept = list.rowKeys[index];
    if (kept !== undefined) return kept;
    const keys = writeRowKeys(list, path, index);
    if (index === list.rowKeys.length) list.rowKeys.push(keys);
    return keys;
  }
  return writeRowKeys(list, path, index);
}

function writeRowKeys(list: PlanVariable, path: string, index: number): string[] {
  const rowPath = `${path}.${index}`;
  const keys = [rowPath];
  for (let c = 0; c < list.children.length; c++)
    keys.push(`${rowPath}.${(list.children[c] as PlanVariable).key}`);
  return keys;
}

const keptRows = 200;

class VisibilityRun {
  private pages: Record<string, boolean>;
  private fields: Record<string, boolean>;
  private options: Record<string, readonly string[]>;
  private values: Record<string, unknown>;
  private readonly previous: VisibilityResult | null;
  private changed = false;
  private nodeChanged = false;
  // Rows evaluated last time in each list (by answer path: 'herederos', 'herederos.0.hijos'), to
  // drop the keys of rows that are gone without scanning every key.
  private readonly rowCounts: Map<string, number>;
  private readonly scope: EvaluationScope;

  constructor(
    private readonly plan: EvaluationPlan | null,
    private readonly answers: unknown,
    previous: VisibilityResult | null,
    state: RunState | null,
  ) {
    this.previous = previous;
    this.pages = previous ? previous.pages : createRecord();
    this.fields = previous ? previous.fields : createRecord();
    this.options = previous ? previous.options : createRecord();
    this.values = previous ? previous.values : createRecord();
    this.rowCounts = state ? state.rowCounts : new Map();
    this.scope = new EvaluationScope(answers, this.fields, this.values, plan?.computed ?? null);
  }

  result(): Visibility {
    if (this.previous) {
      if (!this.changed) return this.previous;
      this.previous.consume();
    }
    return new VisibilityResult(
      this.pages,
      this.fields,
      this.options,
      this.previous ? this.values : handedOver(this.values, this.plan),
      { rowCounts: this.rowCounts },
      this.plan,
    );
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
      const children = variable.children;
      for (let index = 0; index < rows.length; index++) {
        const row = rows[index];
        const keys = rowKeysOf(variable, path, index);
        if (!isRecord(row)) {
          if (index < before) this.dropRow(variable, keys);
          continue;
        }
        scope.rows.push({ listPath: variable.path, rowPath: keys[0] as string, row });
        for (let c = 0; c < children.length; c++) {
          const child = children[c] as PlanVariable;
          this.evaluateVariable(child, keys[c + 1] as string, true, readOwnKey(row, child.key));
        }
        scope.rows.pop();
      }
      for (let index = rows.length; index < before; index++)
        this.dropRow(variable, rowKeysOf(variable, path, index));
      if (rows.length > 0) this.rowCounts.set(path, rows.length);
      else this.rowCounts.delete(path);
    }
  }

  // Forgets the keys of a list row that is gone (the list shrank, was hidden, or the row is not a
  // row any more): a field, its options, and the rows of lists inside it.
  private dropRow(list: PlanVariable, keys: readonly string[]): void {
    for (let c = 0; c < list.children.length; c++)
      this.dropKeys(list.children[c] as PlanVariable, keys[c + 1] as string);
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
      for (let index = 0; index < count; index++)
        this.dropRow(variable, rowKeysOf(variable, path, index));
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

keepShapeAlive(new VisibilityRun(null, {}, null, null));
keepShapeAlive(new VisibilityResult({}, {}, {}, {}, { rowCounts: new Map() }, null));
