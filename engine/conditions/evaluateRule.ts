import { formatNumber } from '../format/formatNumber';
import {
  addBusinessDays,
  addDays,
  addMonths,
  addYears,
  businessDaysBetween,
  daysBetween,
  holidaySet,
  monthsBetween,
  today,
  yearsBetween,
} from '../formulas/dates';
import { cleanNumber, isNumber, roundTo } from '../formulas/numbers';
import { yesNoLabels } from '../messages';

// The one way the engine runs a JSON Logic rule or formula: our own evaluator of the operations
// the condition compiler emits and of the formula operations (schemas/formula.ts), because rules
// and formulas come from lawyers and answers from guests, and a rule runs on every answer:
// - `var` resolves own properties only (json-logic-js would walk into `constructor`, `__proto__`,
//   `toString`…);
// - no other operation exists here: not `method` (calls a method of any value), `map`, `reduce`…
//   (`assertSafeRule` also refuses them, with bounded depth and size, before a rule is ever run);
// - every operation is total: a formula operation on an empty or wrong input, a division by zero
//   or a date out of range gives null, never an exception, NaN or Infinity;
// - nothing is allocated per node of a condition (json-logic-js copies every argument list),
//   which matters when a 5,000-question interview is evaluated for the first time.

// One row of a repeating list a rule is evaluated in: inside it, a path through the list
// (`herederos.es_menor`) reads this row's answer.
export interface RowFrame {
  // Static path of the list ('herederos', 'herederos.hijos').
  listPath: string;
  // Answer path of the row ('herederos.2', 'herederos.2.hijos.0').
  rowPath: string;
  row: Record<string, unknown>;
}

// What a rule reads its variables from, when the caller needs more than a plain object (the
// evaluator masks hidden answers and resolves fields of the current list row).
export abstract class RuleScope {
  readonly rows: RowFrame[] = [];

  abstract read(path: string): unknown;

  // The answers rows and list fields are read from.
  protected root(): unknown {
    return undefined;
  }

  // Whether the answer at a concrete key ('herederos.0.nombre') counts: its question is shown.
  protected counts(_key: string): boolean {
    return true;
  }

  // Every answer of a list field across the rows (`herederos.porcentaje`: each heir's, nested lists
  // flattened), those that do not count left out. Inside a row of the list, that row's only.
  collect(path: string): unknown[] {
    const frame = innermostFrame(this.rows, path);
    const out: unknown[] = [];
    if (frame) {
      this.walk(frame.row, frame.rowPath, path.slice(frame.listPath.length + 1).split('.'), 0, out);
    } else {
      this.walk(this.root(), '', path.split('.'), 0, out);
    }
    return out;
  }

  private walk(value: unknown, key: string, segments: string[], from: number, out: unknown[]) {
    let current = value;
    let currentKey = key;
    for (let index = from; index < segments.length; index++) {
      if (Array.isArray(current)) {
        for (let row = 0; row < current.length; row++) {
          this.walk(current[row], `${currentKey}.${row}`, segments, index, out);
        }
        return;
      }
      const segment = segments[index] as string;
      current =
        typeof current === 'object' && current !== null && Object.hasOwn(current, segment)
          ? (current as Record<string, unknown>)[segment]
          : undefined;
      currentKey = currentKey === '' ? segment : `${currentKey}.${segment}`;
    }
    if (current !== undefined && current !== null && this.counts(currentKey)) out.push(current);
  }

  // The rows of the list at `path` as frames to evaluate a rule in; none when the list is hidden
  // or not answered.
  rowsOf(path: string): RowFrame[] {
    const value = this.read(path);
    if (!Array.isArray(value)) return [];
    const frame = innermostFrame(this.rows, path);
    const key = frame ? `${frame.rowPath}.${path.slice(frame.listPath.length + 1)}` : path;
    const frames: RowFrame[] = [];
    for (let index = 0; index < value.length; index++) {
      const row = value[index];
      if (typeof row === 'object' && row !== null && !Array.isArray(row)) {
        frames.push({
          listPath: path,
          rowPath: `${key}.${index}`,
          row: row as Record<string, unknown>,
        });
      }
    }
    return frames;
  }
}

// The innermost row being evaluated whose list `path` goes through.
export function innermostFrame(rows: readonly RowFrame[], path: string): RowFrame | null {
  for (let i = rows.length - 1; i >= 0; i -= 1) {
    const frame = rows[i] as RowFrame;
    const { listPath } = frame;
    if (path.length > listPath.length && path.startsWith(listPath) && path[listPath.length] === '.')
      return frame;
  }
  return null;
}

// A plain answers object seen as a scope, for formula operations on rows when a rule is evaluated
// on bare data (lint's samples, tests).
class PlainScope extends RuleScope {
  constructor(private readonly data: unknown) {
    super();
  }

  read(path: string): unknown {
    const frame = innermostFrame(this.rows, path);
    return frame
      ? readOwnPath(frame.row, path.slice(frame.listPath.length + 1))
      : readOwnPath(this.data, path);
  }

  protected override root(): unknown {
    return this.data;
  }
}

export function readOwnPath(data: unknown, path: string): unknown {
  let current: unknown = data;
  let start = 0;
  while (start <= path.length) {
    const dot = path.indexOf('.', start);
    const end = dot === -1 ? path.length : dot;
    if (typeof current !== 'object' || current === null) return undefined;
    const key = path.slice(start, end);
    if (!Object.hasOwn(current, key)) return undefined;
    current = (current as Record<string, unknown>)[key];
    start = end + 1;
  }
  return current;
}

// Text compares as a person reads it: ignoring case, accents and surrounding spaces. A rule
// normalizes its constant on every evaluation and answers repeat, so recent results are kept
// (a bounded memo, emptied when full).
export function normalizeText(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  let normalized = normalizedTexts.get(text);
  if (normalized === undefined) {
    normalized = text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/\s+/g, ' ')
      .trim();
    if (text.length <= maxMemoLength) {
      if (normalizedTexts.size >= maxMemoEntries) normalizedTexts.clear();
      normalizedTexts.set(text, normalized);
    }
  }
  return normalized;
}

const normalizedTexts = new Map<string, string>();
const maxMemoEntries = 2000;
const maxMemoLength = 200;

export function evaluateRule(rule: unknown, data: unknown): boolean {
  if (rule === null || rule === undefined) return true;
  return truthy(evaluate(rule, data));
}

// JSON Logic's truthiness: an empty list is false, otherwise JavaScript's.
function truthy(value: unknown): boolean {
  if (Array.isArray(value) && value.length === 0) return false;
  return !!value;
}

// One node of a rule, with JSON Logic's semantics for the operations assertSafeRule admits
// (json-logic-js is the reference: tests/engine/conditions/evaluateRule.test.ts runs both on
// generated rules). Unlike json-logic-js it allocates nothing per node: arguments are read in
// place instead of being copied into an array.
function evaluate(node: unknown, data: unknown): unknown {
  if (node === null || typeof node !== 'object') return node;
  if (Array.isArray(node)) return evaluateList(node, data);
  let operation: string | undefined;
  let keys = 0;
  for (const key in node) {
    if (!Object.hasOwn(node, key)) continue;
    operation ??= key;
    keys += 1;
  }
  // Not an operation (JSON Logic reads such an object as a value).
  if (keys !== 1 || operation === undefined) return node;
  const args = (node as Record<string, unknown>)[operation];
  switch (operation) {
    case 'var':
      return readVar(argument(args, 0, data), data);
    case '===':
      return argument(args, 0, data) === argument(args, 1, data);
    case '!==':
      return argument(args, 0, data) !== argument(args, 1, data);
    case '==':
      // biome-ignore lint/suspicious/noDoubleEquals: JSON Logic's `==` is JavaScript's loose equality.
      return argument(args, 0, data) == argument(args, 1, data);
    case '!=':
      // biome-ignore lint/suspicious/noDoubleEquals: JSON Logic's `!=` is JavaScript's loose inequality.
      return argument(args, 0, data) != argument(args, 1, data);
    case '>':
    case '>=':
    case '<':
    case '<=':
      return compare(operation, args, data);
    case '!':
      return !truthy(argument(args, 0, data));
    case '!!':
      return truthy(argument(args, 0, data));
    case 'in': {
      const needle = argument(args, 0, data);
      const haystack = argument(args, 1, data);
      // An empty text contains nothing (JSON Logic checks `!b` first).
      if (typeof haystack === 'string')
        return haystack !== '' && haystack.indexOf(needle as string) !== -1;
      return Array.isArray(haystack) && haystack.indexOf(needle) !== -1;
    }
    case 'and':
    case 'or':
      return connect(operation === 'and', args, data);
    case 'textEquals':
      return normalizeText(argument(args, 0, data)) === normalizeText(argument(args, 1, data));
    case 'textContains':
      return normalizeText(argument(args, 0, data)).includes(
        normalizeText(argument(args, 1, data)),
      );
    default:
      return evaluateFormulaOperation(operation, args, data);
  }
}

// The `index`th argument of an operation, evaluated: a single argument may be written without
// its list (`{"var": "x"}` is `{"var": ["x"]}`).
function argument(args: unknown, index: number, data: unknown): unknown {
  if (Array.isArray(args)) return index < args.length ? evaluate(args[index], data) : undefined;
  return index === 0 ? evaluate(args, data) : undefined;
}

function readVar(path: unknown, data: unknown): unknown {
  if (typeof path !== 'string') return null;
  const value = data instanceof RuleScope ? data.read(path) : readOwnPath(data, path);
  return value === undefined ? null : value;
}

// Ordered comparisons. `<` and `<=` with three arguments are JSON Logic's "between" (`a < b <
// c`). One difference from JSON Logic, which reads an empty value as 0 ('menor que 5' true for an
// unanswered question): a comparison with an empty operand (null, missing, blank text) is
// undecided, null. Conditions never meet it (they test emptiness first); formulas and validation
// rules do, and an undecided rule does not fail.
function compare(operation: '>' | '>=' | '<' | '<=', args: unknown, data: unknown): boolean | null {
  const a = argument(args, 0, data) as number;
  const b = argument(args, 1, data) as number;
  if (isBlankOperand(a) || isBlankOperand(b)) return null;
  switch (operation) {
    case '>':
      return a > b;
    case '>=':
      return a >= b;
    default: {
      // JSON Logic reads a third argument that evaluates to undefined (an empty `and`/`or`) as
      // absent.
      const c = Array.isArray(args) && args.length > 2 ? argument(args, 2, data) : undefined;
      if (c === undefined) return operation === '<' ? a < b : a <= b;
      if (isBlankOperand(c)) return null;
      return operation === '<' ? a < b && b < (c as number) : a <= b && b <= (c as number);
    }
  }
}

function isBlankOperand(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

// `and` gives its first falsy argument or its last, `or` its first truthy argument or its last;
// both stop at the argument that decides.
function connect(all: boolean, args: unknown, data: unknown): unknown {
  if (!Array.isArray(args)) return evaluate(args, data);
  let current: unknown;
  for (let i = 0; i < args.length; i += 1) {
    current = evaluate(args[i], data);
    if (truthy(current) !== all) return current;
  }
  return current;
}

// A list's items evaluated, as a new list (as JSON Logic does, so that two lists written alike
// are never the same list to `===`). The compiler's rules hold no lists outside argument lists.
function evaluateList(list: readonly unknown[], data: unknown): unknown[] {
  return list.map((item) => evaluate(item, data));
}

// ---- Formula operations (schemas/formula.ts) ----------------------------------------------------
// Each is total: what it cannot compute (an empty or wrong input, a division by zero, a date out of
// range) gives null. Those JSON Logic also has (`+ - * / min max if`) mean what JSON Logic means
// whenever every input is a number and the result is a finite number (a property test compares
// them with json-logic-js); where JSON Logic would read an empty answer as 0 or give NaN or
// Infinity, they give null.
function evaluateFormulaOperation(operation: string, args: unknown, data: unknown): unknown {
  switch (operation) {
    case '+':
    case '*':
      return combine(operation === '+', args, data);
    case '-': {
      const a = argument(args, 0, data);
      if (!isNumber(a)) return null;
      if (argumentCount(args) === 1) return cleanNumber(-a);
      const b = argument(args, 1, data);
      return isNumber(b) ? cleanNumber(a - b) : null;
    }
    case '/': {
      const a = argument(args, 0, data);
      const b = argument(args, 1, data);
      return isNumber(a) && isNumber(b) && b !== 0 ? cleanNumber(a / b) : null;
    }
    case 'min':
    case 'max':
      return extreme(operation === 'max', args, data);
    case 'round': {
      const a = argument(args, 0, data);
      const decimals = argumentCount(args) > 1 ? argument(args, 1, data) : 2;
      return isNumber(a) && typeof decimals === 'number' ? roundTo(a, decimals) : null;
    }
    case 'abs': {
      const a = argument(args, 0, data);
      return isNumber(a) ? cleanNumber(Math.abs(a)) : null;
    }
    case 'if':
      return chooseBranch(args, data);
    case 'today':
      return today();
    case 'yearsBetween':
      return yearsBetween(argument(args, 0, data), argument(args, 1, data));
    case 'monthsBetween':
      return monthsBetween(argument(args, 0, data), argument(args, 1, data));
    case 'daysBetween':
      return daysBetween(argument(args, 0, data), argument(args, 1, data));
    case 'addDays':
      return addDays(argument(args, 0, data), argument(args, 1, data));
    case 'addMonths':
      return addMonths(argument(args, 0, data), argument(args, 1, data));
    case 'addYears':
      return addYears(argument(args, 0, data), argument(args, 1, data));
    case 'addBusinessDays':
      return addBusinessDays(
        argument(args, 0, data),
        argument(args, 1, data),
        holidaySet(argument(args, 2, data)),
      );
    case 'businessDaysBetween':
      return businessDaysBetween(
        argument(args, 0, data),
        argument(args, 1, data),
        holidaySet(argument(args, 2, data)),
      );
    case 'count':
      return matchRows('count', args, data);
    case 'anyRow':
      return matchRows('any', args, data);
    case 'allRows':
      return matchRows('all', args, data);
    case 'sum':
    case 'minOf':
    case 'maxOf':
      return aggregate(operation, args, data);
    case 'join':
      return join(args, data);
    case 'upper':
    case 'lower': {
      const text = argument(args, 0, data);
      if (typeof text !== 'string' || text.trim() === '') return null;
      return operation === 'upper' ? text.toLocaleUpperCase('es') : text.toLocaleLowerCase('es');
    }
    case 'firstNonEmpty':
      return firstNonEmpty(args, data);
    default:
      throw new Error(`Unrecognized operation ${operation}`);
  }
}

function argumentCount(args: unknown): number {
  return Array.isArray(args) ? args.length : 1;
}

// `+` adds and `*` multiplies every argument; any that is not a number makes the result empty.
function combine(add: boolean, args: unknown, data: unknown): number | null {
  let result = add ? 0 : 1;
  const count = argumentCount(args);
  for (let i = 0; i < count; i++) {
    const value = argument(args, i, data);
    if (!isNumber(value)) return null;
    result = add ? result + value : result * value;
  }
  return cleanNumber(result);
}

function extreme(max: boolean, args: unknown, data: unknown): number | null {
  const count = argumentCount(args);
  if (count === 0) return null;
  let result = max ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY;
  for (let i = 0; i < count; i++) {
    const value = argument(args, i, data);
    if (!isNumber(value)) return null;
    result = max ? Math.max(result, value) : Math.min(result, value);
  }
  return cleanNumber(result);
}

// JSON Logic's `if`: [condition, then, condition, then, …, else]; null when nothing applies.
function chooseBranch(args: unknown, data: unknown): unknown {
  const list = Array.isArray(args) ? args : [args];
  let i = 0;
  for (; i < list.length - 1; i += 2) {
    if (truthy(evaluate(list[i], data))) return evaluate(list[i + 1], data);
  }
  return i === list.length - 1 ? evaluate(list[i], data) : null;
}

// The path of a `{"var": path}` node, the first argument of a row operation.
function readsOf(node: unknown): string | null {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return null;
  if (!Object.hasOwn(node, 'var')) return null;
  const path = (node as { var: unknown }).var;
  const single = Array.isArray(path) && path.length === 1 ? path[0] : path;
  return typeof single === 'string' ? single : null;
}

function asScope(data: unknown): RuleScope {
  return data instanceof RuleScope ? data : new PlainScope(data);
}

// Rows of the list named by the first argument (`count` without a condition counts them all):
// how many satisfy the condition, whether any does, whether all do (false for no rows, as JSON
// Logic's `all`). Inside the condition, paths through the list read the row.
function matchRows(mode: 'count' | 'any' | 'all', args: unknown, data: unknown): unknown {
  const first = Array.isArray(args) ? args[0] : args;
  const path = readsOf(first);
  if (path === null) {
    const value = evaluate(first, data);
    return mode === 'count' && Array.isArray(value) ? value.length : null;
  }
  const scope = asScope(data);
  const condition = Array.isArray(args) && args.length > 1 ? args[1] : undefined;
  if (mode === 'count' && condition === undefined) {
    // The rows of a list, or the options chosen in a multiple choice.
    const value = scope.read(path);
    return Array.isArray(value) ? value.length : 0;
  }
  const frames = scope.rowsOf(path);
  let matched = 0;
  for (let i = 0; i < frames.length; i++) {
    let holds = true;
    if (condition !== undefined) {
      scope.rows.push(frames[i] as RowFrame);
      try {
        holds = truthy(evaluate(condition, scope));
      } finally {
        scope.rows.pop();
      }
    }
    if (holds) matched++;
    if (mode === 'any' && holds) return true;
    if (mode === 'all' && !holds) return false;
  }
  if (mode === 'count') return matched;
  return mode === 'all' ? frames.length > 0 : false;
}

// The values an argument stands for: every row's answer for a list field (`herederos.porcentaje`),
// the answer itself for any other variable, a list as it is.
function valuesOf(node: unknown, data: unknown): unknown[] {
  const path = readsOf(node);
  if (path !== null) return asScope(data).collect(path);
  const value = evaluate(node, data);
  if (Array.isArray(value)) return value;
  return value === null || value === undefined ? [] : [value];
}

// Sum (0 for no rows), smallest and largest (empty for no rows) of the numbers among the values.
function aggregate(operation: 'sum' | 'minOf' | 'maxOf', args: unknown, data: unknown): unknown {
  const values = valuesOf(Array.isArray(args) ? args[0] : args, data);
  let result: number | null = operation === 'sum' ? 0 : null;
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    if (!isNumber(value)) continue;
    if (operation === 'sum') result = (result as number) + value;
    else if (result === null) result = value;
    else result = operation === 'minOf' ? Math.min(result, value) : Math.max(result, value);
  }
  return result === null ? null : cleanNumber(result);
}

// [separator, value, value…]: the values that are not empty, as written in a document (a number
// as 1.234,5, a yes/no as Sí/No), joined by the separator; a list field gives every row's answer.
function join(args: unknown, data: unknown): string | null {
  if (!Array.isArray(args) || args.length === 0) return null;
  const separator = evaluate(args[0], data);
  const parts: string[] = [];
  for (let i = 1; i < args.length; i++) {
    const values = valuesOf(args[i], data);
    for (let v = 0; v < values.length; v++) {
      const value = values[v];
      if (Array.isArray(value)) {
        for (const inner of value) pushWritten(parts, inner);
      } else pushWritten(parts, value);
    }
  }
  return parts.length > 0 ? parts.join(typeof separator === 'string' ? separator : '') : null;
}

function pushWritten(parts: string[], value: unknown): void {
  if (typeof value === 'string') {
    if (value.trim() !== '') parts.push(value.trim());
  } else if (isNumber(value)) parts.push(formatNumber(value));
  else if (typeof value === 'boolean') parts.push(value ? yesNoLabels.yes : yesNoLabels.no);
}

function firstNonEmpty(args: unknown, data: unknown): unknown {
  const count = argumentCount(args);
  for (let i = 0; i < count; i++) {
    const value = argument(args, i, data);
    if (value === null || value === undefined) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    if (Array.isArray(value) && value.length === 0) continue;
    return value;
  }
  return null;
}

// A formula's value (a calculation's, a validation rule's): what its top operation gives, not
// reduced to true or false. An absent formula is empty.
export function evaluateFormula(formula: unknown, data: unknown): unknown {
  if (formula === null || formula === undefined) return null;
  const value = evaluate(formula, data);
  return value === undefined ? null : value;
}
