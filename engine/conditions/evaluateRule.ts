// The one way the engine runs a JSON Logic rule: our own evaluator of the operations the condition
// compiler emits, because rules come from lawyers' conditions and answers from guests, and a rule
// runs on every answer:
// - `var` resolves own properties only (json-logic-js would walk into `constructor`, `__proto__`,
//   `toString`…);
// - no other operation exists here: not `method` (calls a method of any value), `map`, `reduce`…
//   (`assertSafeRule` also refuses them, with bounded depth and size, before a rule is ever run);
// - nothing is allocated per node (json-logic-js copies every argument list), which matters when
//   a 5,000-question interview is evaluated for the first time.

// What a rule reads its variables from, when the caller needs more than a plain object (the
// evaluator masks hidden answers and resolves fields of the current list row).
export abstract class RuleScope {
  abstract read(path: string): unknown;
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
      return (argument(args, 0, data) as number) > (argument(args, 1, data) as number);
    case '>=':
      return (argument(args, 0, data) as number) >= (argument(args, 1, data) as number);
    case '<':
    case '<=':
      return between(operation, args, data);
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
      throw new Error(`Unrecognized operation ${operation}`);
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

// `<` and `<=` with two arguments compare; with three, `a < b < c` (JSON Logic's "between").
function between(operation: '<' | '<=', args: unknown, data: unknown): boolean {
  const a = argument(args, 0, data) as number;
  const b = argument(args, 1, data) as number;
  // JSON Logic reads a third argument that evaluates to undefined (an empty `and`/`or`) as absent.
  const c = Array.isArray(args) && args.length > 2 ? argument(args, 2, data) : undefined;
  if (operation === '<') return c === undefined ? a < b : a < b && b < (c as number);
  return c === undefined ? a <= b : a <= b && b <= (c as number);
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
