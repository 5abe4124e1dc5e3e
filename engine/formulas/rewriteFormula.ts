import { type ConditionRule, isConditionGroup, type Statement } from '@schemas/statement';
import { readFormulaNode } from './formulaShape';

/** How a condition rule reads after a rename, or null when the rename does not concern it. */
export type RuleRewrite = (rule: ConditionRule) => ConditionRule | null;
/** How a variable path reads after a rename, or null when the rename does not concern it. */
export type PathRewrite = (path: string) => string | null;

// A variable renamed (or an option's stored value changed) must not break the formulas that
// read it: the server rewrites them in the rename's transaction and the builder does the same to
// its model. Rewrites the `{"var"}` paths (`renamePath`) and the conditions inside the formula
// (`rewriteRule`); null when nothing changed. Parts that are not a formula are left as they are.
export function rewriteFormula(
  formula: unknown,
  rewriteRule: RuleRewrite,
  renamePath: PathRewrite | null,
): unknown | null {
  const read = readFormulaNode(formula);
  if (read === null) return null;
  switch (read.kind) {
    case 'constant':
    case 'list':
      return null;
    case 'var': {
      const path = renamePath?.(read.path) ?? null;
      return path === null ? null : { var: path };
    }
    case 'condition': {
      const statement = rewriteStatement(read.statement as Statement, rewriteRule);
      return statement === null ? null : { condition: statement };
    }
    case 'operation': {
      let changed = false;
      const args = read.args.map((arg) => {
        const next = rewriteFormula(arg, rewriteRule, renamePath);
        if (next === null) return arg;
        changed = true;
        return next;
      });
      return changed ? { [read.operation]: args } : null;
    }
  }
}

export function rewriteStatement(statement: Statement, rewrite: RuleRewrite): Statement | null {
  if (typeof statement !== 'object' || statement === null) return null;
  if (!isConditionGroup(statement)) return rewrite(statement);
  let changed = false;
  const conditions = statement.conditions.map((inner) => {
    const next = rewriteStatement(inner, rewrite);
    if (next) changed = true;
    return next ?? inner;
  });
  return changed ? ({ ...statement, conditions } as Statement) : null;
}

// Paths that are `oldPath` or lie under it (`oldPath.field`) now start with `newPath`.
export function renamePathPrefix(oldPath: string, newPath: string): PathRewrite {
  return (path) => {
    if (path === oldPath) return newPath;
    if (path.startsWith(`${oldPath}.`)) return newPath + path.slice(oldPath.length);
    return null;
  };
}
