import jsonLogic from 'json-logic-js';

// The one way the engine runs a JSON Logic rule. json-logic-js is wrapped because rules come from
// lawyers' conditions and answers from guests:
// - `var` resolves own properties only (json-logic-js would walk into `constructor`, `__proto__`,
//   `toString`…);
// - `method` (calls a method of any value) is removed;
// - `assertSafeRule` admits only the operations our compiler emits, with bounded depth and size,
//   before a rule is ever applied.

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

jsonLogic.add_operation('var', function readVar(this: unknown, path: unknown) {
  if (typeof path !== 'string') return null;
  const value = this instanceof RuleScope ? this.read(path) : readOwnPath(this, path);
  return value === undefined ? null : value;
});
jsonLogic.add_operation(
  'textEquals',
  (a: unknown, b: unknown) => normalizeText(a) === normalizeText(b),
);
jsonLogic.add_operation('textContains', (haystack: unknown, needle: unknown) =>
  normalizeText(haystack).includes(normalizeText(needle)),
);
jsonLogic.rm_operation('method');

export function evaluateRule(rule: unknown, data: unknown): boolean {
  if (rule === null || rule === undefined) return true;
  // biome-ignore lint/suspicious/noExplicitAny: json-logic-js types rules loosely; checked by assertSafeRule.
  return jsonLogic.truthy(jsonLogic.apply(rule as any, data));
}
