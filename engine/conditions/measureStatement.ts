import { type ConditionRule, isConditionGroup, type Statement } from '@schemas/statement';

const singleRule = { depth: 1, rules: 1 } as const;

// Levels of nesting (a single rule is 1) and number of rules of a statement.
export function measureStatement(statement: Statement): Readonly<{ depth: number; rules: number }> {
  if (!isConditionGroup(statement)) return singleRule;
  let depth = 0;
  let rules = 0;
  for (const condition of statement.conditions) {
    const inner = measureStatement(condition);
    depth = Math.max(depth, inner.depth);
    rules += inner.rules;
  }
  return { depth: depth + 1, rules };
}

export function collectRules(statement: Statement, rules: ConditionRule[] = []): ConditionRule[] {
  if (isConditionGroup(statement)) {
    for (const condition of statement.conditions) collectRules(condition, rules);
  } else {
    rules.push(statement);
  }
  return rules;
}
