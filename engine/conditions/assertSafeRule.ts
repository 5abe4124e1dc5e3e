import { compileMessages } from '../messages';

// The operations the condition compiler emits, and nothing else: no `method`, `map`, `reduce`…
const allowedOperations = new Set([
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
]);

const variablePath = /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)*$/;
const maxDepth = 24;
const maxNodes = 2000;

export class UnsafeRuleError extends Error {
  constructor() {
    super(compileMessages.unsafeRule);
    this.name = 'UnsafeRuleError';
  }
}

// Throws unless `rule` is a JSON Logic rule the engine could have produced: known operations,
// variable paths that are plain identifiers, bounded depth and size.
export function assertSafeRule(rule: unknown): void {
  if (rule === null || rule === undefined) return;
  let nodes = 0;
  const visit = (node: unknown, depth: number): void => {
    nodes += 1;
    if (nodes > maxNodes || depth > maxDepth) throw new UnsafeRuleError();
    if (node === null || typeof node !== 'object') {
      if (typeof node === 'function' || typeof node === 'symbol' || typeof node === 'bigint') {
        throw new UnsafeRuleError();
      }
      return;
    }
    if (Array.isArray(node)) {
      for (const child of node) visit(child, depth + 1);
      return;
    }
    const keys = Object.keys(node);
    const operation = keys[0];
    if (keys.length !== 1 || operation === undefined || !allowedOperations.has(operation)) {
      throw new UnsafeRuleError();
    }
    const argument = (node as Record<string, unknown>)[operation];
    if (operation === 'var') {
      const path = Array.isArray(argument) && argument.length === 1 ? argument[0] : argument;
      if (typeof path !== 'string' || !variablePath.test(path)) throw new UnsafeRuleError();
      return;
    }
    visit(argument, depth + 1);
  };
  visit(rule, 0);
}
