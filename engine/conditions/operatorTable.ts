import type { Operator } from '@schemas/statement';
import type { ValueKind } from '../questions/questionTypeDefinition';

export type JsonLogic = unknown;
// What the rule reads: `{ var: path }`, or null for a variable that does not exist.
type Ref = { var: string } | null;

export interface OperatorDefinition {
  // Whether the rule compares with a value (all but the emptiness checks).
  needsValue: boolean;
  compile(ref: Ref, value: unknown, kind: ValueKind): JsonLogic;
}

// An answer is empty when it was not given: null or missing, blank text, no option chosen, a list
// without rows. Emptiness never satisfies an ordered comparison ('menor que 5' is false when the
// question was not answered).
export function compileEmpty(ref: Ref, kind: ValueKind): JsonLogic {
  switch (kind) {
    case 'text':
      return { textEquals: [ref, ''] };
    case 'multi':
    case 'list':
      return { '!': ref };
    case 'number':
    case 'date':
    case 'choice':
    case 'boolean':
    case 'group':
      return { or: [{ '==': [ref, null] }, { '===': [ref, ''] }] };
  }
}

const ordered =
  (operation: '>' | '>=' | '<' | '<=') =>
  (ref: Ref, value: unknown, kind: ValueKind): JsonLogic => ({
    and: [{ '!': compileEmpty(ref, kind) }, { [operation]: [ref, value] }],
  });

const equals = (ref: Ref, value: unknown, kind: ValueKind): JsonLogic => {
  if (kind === 'text') return { textEquals: [ref, value] };
  if (kind === 'multi') return { in: [value, ref] };
  return { '===': [ref, value] };
};

const contains = (ref: Ref, value: unknown, kind: ValueKind): JsonLogic =>
  kind === 'multi' ? { in: [value, ref] } : { textContains: [ref, value] };

// One row per operator of the condition editor. Which operators a question type admits is the
// question type's business (questions/types/*.ts); lint reports a mismatch.
export const operatorTable: { readonly [Key in Operator]: OperatorDefinition } = {
  equals: { needsValue: true, compile: equals },
  notEquals: {
    needsValue: true,
    compile: (ref, value, kind) => ({ '!': equals(ref, value, kind) }),
  },
  greaterThan: { needsValue: true, compile: ordered('>') },
  greaterOrEqual: { needsValue: true, compile: ordered('>=') },
  lessThan: { needsValue: true, compile: ordered('<') },
  lessOrEqual: { needsValue: true, compile: ordered('<=') },
  contains: { needsValue: true, compile: contains },
  notContains: {
    needsValue: true,
    compile: (ref, value, kind) => ({ '!': contains(ref, value, kind) }),
  },
  isEmpty: { needsValue: false, compile: (ref, _value, kind) => compileEmpty(ref, kind) },
  isNotEmpty: {
    needsValue: false,
    compile: (ref, _value, kind) => ({ '!': compileEmpty(ref, kind) }),
  },
};
