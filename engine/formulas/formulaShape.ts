import { type FormulaOperation, formulaOperations } from '@schemas/formula';
import { limits } from '@schemas/limits';
import { connectors, operators } from '@schemas/statement';
import { measureStatement } from '../conditions/measureStatement';
import { formulaMessages, formulaOperationLabels } from '../messages';
import { isReservedVariableName, isValidVariableName } from '../model/variableName';
import { isIsoDate } from '../questions/isIsoDate';

// The shape a formula must have before anything else looks at it (schemas/formula.ts): a
// constant, `{"var": path}`, `{"condition": statement}` or `{"<operation>": [arguments]}` with a
// known operation and a number of arguments it takes, bounded in depth and size. Formulas arrive
// from lawyers' browsers as any JSON: this is what keeps one from reaching object internals or
// running long. Compile refuses a formula that fails it; the server refuses to store one.

// How many arguments each operation takes.
export const formulaArity: { readonly [Operation in FormulaOperation]: [number, number] } = {
  '+': [1, 30],
  '-': [1, 2],
  '*': [1, 30],
  '/': [2, 2],
  min: [1, 30],
  max: [1, 30],
  round: [1, 2],
  abs: [1, 1],
  '==': [2, 2],
  '!=': [2, 2],
  '>': [2, 2],
  '>=': [2, 2],
  '<': [2, 3],
  '<=': [2, 3],
  and: [1, 30],
  or: [1, 30],
  '!': [1, 1],
  if: [2, 31],
  today: [0, 0],
  yearsBetween: [2, 2],
  monthsBetween: [2, 2],
  daysBetween: [2, 2],
  addDays: [2, 2],
  addMonths: [2, 2],
  addYears: [2, 2],
  addBusinessDays: [2, 3],
  businessDaysBetween: [2, 3],
  count: [1, 2],
  sum: [1, 1],
  minOf: [1, 1],
  maxOf: [1, 1],
  anyRow: [2, 2],
  allRows: [2, 2],
  join: [2, 30],
  upper: [1, 1],
  lower: [1, 1],
  firstNonEmpty: [1, 30],
};

// Operations whose first argument must name a variable (a repeating list, or a list's field).
export const rowOperations: ReadonlySet<string> = new Set(['count', 'anyRow', 'allRows']);
// Operations whose last argument may be a list of holiday dates.
const holidayOperations: ReadonlySet<string> = new Set(['addBusinessDays', 'businessDaysBetween']);

const knownOperations: ReadonlySet<string> = new Set(formulaOperations);

export type FormulaNode =
  | { kind: 'constant'; value: string | number | boolean | null }
  | { kind: 'var'; path: string }
  | { kind: 'condition'; statement: unknown }
  | { kind: 'operation'; operation: FormulaOperation; args: readonly unknown[] }
  | { kind: 'list'; items: readonly unknown[] };

// One node read for what it is (after `checkFormulaShape` has passed, never null for a part of a
// checked formula).
export function readFormulaNode(node: unknown): FormulaNode | null {
  if (node === null || typeof node === 'string' || typeof node === 'boolean')
    return { kind: 'constant', value: node };
  if (typeof node === 'number') return { kind: 'constant', value: node };
  if (Array.isArray(node)) return { kind: 'list', items: node };
  if (typeof node !== 'object') return null;
  let key: string | undefined;
  for (const candidate in node) {
    if (!Object.hasOwn(node, candidate)) continue;
    if (key !== undefined) return null;
    key = candidate;
  }
  if (key === undefined) return null;
  const value = (node as Record<string, unknown>)[key];
  if (key === 'var') {
    const path = Array.isArray(value) && value.length === 1 ? value[0] : value;
    return typeof path === 'string' ? { kind: 'var', path } : null;
  }
  if (key === 'condition') return { kind: 'condition', statement: value };
  if (!knownOperations.has(key)) return null;
  return {
    kind: 'operation',
    operation: key as FormulaOperation,
    args: Array.isArray(value) ? value : [value],
  };
}

interface ShapeWalk {
  nodes: number;
}

// The first thing wrong with the formula's shape, in Spanish, or null. `null` itself (no formula
// yet) is a valid shape.
export function checkFormulaShape(formula: unknown): string | null {
  const walk: ShapeWalk = { nodes: 0 };
  return checkNode(formula, 1, walk, false);
}

function checkNode(
  node: unknown,
  depth: number,
  walk: ShapeWalk,
  listAllowed: boolean,
): string | null {
  walk.nodes += 1;
  if (walk.nodes > limits.formulaNodes) return formulaMessages.tooLarge(limits.formulaNodes);
  if (depth > limits.formulaDepth) return formulaMessages.tooDeep(limits.formulaDepth);
  if (typeof node === 'number') return Number.isFinite(node) ? null : formulaMessages.badValue;
  if (typeof node === 'string')
    return node.length <= limits.conditionValueLength ? null : formulaMessages.badValue;
  if (node === null || typeof node === 'boolean') return null;
  if (Array.isArray(node)) {
    // The one list a formula may hold: the holidays of a business-day operation.
    if (!listAllowed || node.length > limits.formulaListItems) return formulaMessages.holidays;
    for (const item of node) if (!isIsoDate(item)) return formulaMessages.holidays;
    walk.nodes += node.length;
    return walk.nodes > limits.formulaNodes ? formulaMessages.tooLarge(limits.formulaNodes) : null;
  }
  if (typeof node !== 'object') return formulaMessages.notFormula;
  const read = readFormulaNode(node);
  if (read === null) {
    const keys = Object.keys(node);
    return keys.length === 1 && typeof keys[0] === 'string' && keys[0] !== 'var'
      ? formulaMessages.unknownOperation(keys[0].slice(0, 40))
      : formulaMessages.notFormula;
  }
  switch (read.kind) {
    case 'var':
      return checkPath(read.path);
    case 'condition':
      return checkStatementShape(read.statement) ? null : formulaMessages.badCondition;
    case 'operation': {
      const [min, max] = formulaArity[read.operation];
      const { args } = read;
      if (args.length < min || args.length > max)
        return formulaMessages.arity(formulaOperationLabels[read.operation], min, max);
      if (rowOperations.has(read.operation) && readFormulaNode(args[0])?.kind !== 'var')
        return formulaMessages.listOnly(formulaOperationLabels[read.operation]);
      for (let i = 0; i < args.length; i++) {
        const holidays = holidayOperations.has(read.operation) && i === 2;
        const problem = checkNode(args[i], depth + 1, walk, holidays);
        if (problem) return problem;
      }
      return null;
    }
    default:
      return formulaMessages.notFormula;
  }
}

function checkPath(path: string): string | null {
  if (path.length === 0 || path.length > limits.nameLength) return formulaMessages.badVariable;
  const segments = path.split('.');
  if (segments.length > limits.nestingDepth + 2) return formulaMessages.badVariable;
  for (const segment of segments) {
    if (isReservedVariableName(segment)) return formulaMessages.reservedVariable(segment);
    if (!isValidVariableName(segment)) return formulaMessages.badVariable;
  }
  return null;
}

const operatorSet: ReadonlySet<string> = new Set(operators);
const connectorSet: ReadonlySet<string> = new Set(connectors);

// A statement as schemas/statement.ts defines it (no extra keys, bounded), for a condition inside
// a formula, which no schema validated on its way in.
export function checkStatementShape(statement: unknown): boolean {
  if (!isStatement(statement, 1)) return false;
  const { depth, rules } = measureStatement(statement as Parameters<typeof measureStatement>[0]);
  return depth <= limits.statementDepth && rules <= limits.statementRules;
}

function isStatement(value: unknown, depth: number): boolean {
  if (depth > limits.statementDepth || typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  if ('connector' in record) {
    if (keys.length !== 2 || !Object.hasOwn(record, 'conditions')) return false;
    if (typeof record.connector !== 'string' || !connectorSet.has(record.connector)) return false;
    const conditions = record.conditions;
    if (!Array.isArray(conditions) || conditions.length < 1) return false;
    if (conditions.length > limits.conditionsPerGroup) return false;
    return conditions.every((inner) => isStatement(inner, depth + 1));
  }
  for (const key of keys)
    if (key !== 'type' && key !== 'variable' && key !== 'condition') return false;
  if (typeof record.type !== 'string' || !operatorSet.has(record.type)) return false;
  if (typeof record.variable !== 'string' || record.variable.length < 1) return false;
  if (record.variable.length > limits.nameLength || checkPath(record.variable) !== null)
    return false;
  if (!Object.hasOwn(record, 'condition')) return true;
  const condition = record.condition;
  if (typeof condition === 'string') return condition.length <= limits.conditionValueLength;
  if (typeof condition === 'number') return Number.isFinite(condition);
  return condition === null || typeof condition === 'boolean';
}
