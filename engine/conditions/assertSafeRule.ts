import { formulaOperations } from '@schemas/formula';
import { compileMessages } from '../messages';

// The operations the condition compiler emits, and nothing else: no `method`, `map`, `reduce`…
// The evaluator (evaluateRule.ts) runs exactly these.
export const ruleOperations = [
  'var',
  '===',
  '!==',
  '==',
  '!=',
  '>',
  '>=',
  '<',
  '<=',
  'in',
  '!',
  '!!',
  'and',
  'or',
  'textEquals',
  'textContains',
] as const;
const ruleCheck: RuleCheck = { operations: new Set(ruleOperations), maxDepth: 24, maxNodes: 2000 };
// A compiled formula: the formula operations, and the conditions it holds compiled like any
// other. Its authoring form is bounded by limits.formulaDepth and formulaNodes (8 levels, 300
// parts); each level is two levels here (the operation and its argument list), and a condition
// compiles to a few nodes per rule.
const formulaCheck: RuleCheck = {
  operations: new Set<string>([...ruleOperations, ...formulaOperations]),
  maxDepth: 48,
  maxNodes: 4000,
};

interface RuleCheck {
  operations: ReadonlySet<string>;
  maxDepth: number;
  maxNodes: number;
}

const variablePath = /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)*$/;

export class UnsafeRuleError extends Error {
  constructor() {
    super(compileMessages.unsafeRule);
    this.name = 'UnsafeRuleError';
  }
}

// Throws unless `rule` is a JSON Logic rule the engine could have produced: known operations,
// variable paths that are plain identifiers, bounded depth and size.
export function assertSafeRule(rule: unknown): void {
  inspectRule(rule);
}

const noPaths: readonly string[] = [];

// assertSafeRule, and the variable paths the rule reads in order of first appearance. One walk
// that allocates only the answer: the evaluation plan inspects every rule of an artifact.
export function inspectRule(rule: unknown): readonly string[] {
  return inspectWith(rule, ruleCheck);
}

// The same for a compiled formula (a calculation's or a validation rule's): the formula
// operations are admitted too, with their own caps.
export function inspectFormula(formula: unknown): readonly string[] {
  return inspectWith(formula, formulaCheck);
}

function inspectWith(rule: unknown, check: RuleCheck): readonly string[] {
  if (rule === null || rule === undefined) return noPaths;
  const walk: RuleWalk = { nodes: 0, paths: [], check };
  visitRule(rule, 0, walk);
  return walk.paths.length > 0 ? walk.paths : noPaths;
}

interface RuleWalk {
  nodes: number;
  paths: string[];
  check: RuleCheck;
}

function visitRule(node: unknown, depth: number, walk: RuleWalk): void {
  walk.nodes += 1;
  if (walk.nodes > walk.check.maxNodes || depth > walk.check.maxDepth) throw new UnsafeRuleError();
  if (node === null || typeof node !== 'object') {
    if (typeof node === 'function' || typeof node === 'symbol' || typeof node === 'bigint') {
      throw new UnsafeRuleError();
    }
    return;
  }
  if (Array.isArray(node)) {
    for (const child of node) visitRule(child, depth + 1, walk);
    return;
  }
  let operation: string | undefined;
  for (const key in node) {
    if (!Object.hasOwn(node, key)) continue;
    if (operation !== undefined) throw new UnsafeRuleError();
    operation = key;
  }
  if (operation === undefined || !walk.check.operations.has(operation)) throw new UnsafeRuleError();
  const argument = (node as Record<string, unknown>)[operation];
  if (operation === 'var') {
    const path = Array.isArray(argument) && argument.length === 1 ? argument[0] : argument;
    if (typeof path !== 'string' || !variablePath.test(path)) throw new UnsafeRuleError();
    if (!walk.paths.includes(path)) walk.paths.push(path);
    return;
  }
  visitRule(argument, depth + 1, walk);
}
