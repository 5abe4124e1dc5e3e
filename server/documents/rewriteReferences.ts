import type { RenamedReference } from '@schemas/api/documents';
import { type ConditionRule, isConditionGroup, type Statement } from '@schemas/statement';
import type { Db } from '../db/Database';
import type { LoadedDocument } from './LoadedDocument';

/** How a rule reads after a rename, or null when the rename does not concern it. */
export type RuleRewrite = (rule: ConditionRule) => ConditionRule | null;

// Renaming a variable (or an option's value) must not break the conditions that read it, and the
// builder cannot fix them one call at a time (each call alone would leave a condition pointing at
// nothing). So the rename rewrites, in the same transaction, every statement of the document that
// reads the old name. `skipId` is the question whose own statement the same call sets.
export async function rewriteReferences(
  db: Db,
  loaded: LoadedDocument,
  rewrite: RuleRewrite,
  skipId: string | null,
): Promise<RenamedReference[]> {
  const changed: RenamedReference[] = [];
  const owners = [
    ...loaded.pages.map((row) => ({ kind: 'page' as const, row })),
    ...[...loaded.elementById.values()].map((row) => ({ kind: 'element' as const, row })),
    ...[...loaded.itemById.values()].map((row) => ({ kind: 'item' as const, row })),
  ];
  for (const { kind, row } of owners) {
    if (row.id === skipId || !row.statement) continue;
    const statement = rewriteStatement(row.statement, rewrite);
    if (!statement) continue;
    const table = kind === 'page' ? 'pages' : kind === 'element' ? 'elements' : 'items';
    await db
      .updateTable(table)
      .set({ statement: JSON.stringify(statement) })
      .where('id', '=', row.id)
      .execute();
    changed.push({ kind, id: row.id, statement });
  }
  return changed;
}

/** Rules whose variable is `oldPath` or lies under it (`oldPath.field`) now read `newPath`. */
export function renameVariable(oldPath: string, newPath: string): RuleRewrite {
  return (rule) => {
    if (rule.variable === oldPath) return { ...rule, variable: newPath };
    if (rule.variable.startsWith(`${oldPath}.`)) {
      return { ...rule, variable: newPath + rule.variable.slice(oldPath.length) };
    }
    return null;
  };
}

/** Rules comparing the choice question at `path` with `oldValue` now compare with `newValue`. */
export function renameOptionValue(path: string, oldValue: string, newValue: string): RuleRewrite {
  return (rule) =>
    rule.variable === path &&
    rule.condition !== undefined &&
    rule.condition !== null &&
    String(rule.condition) === oldValue
      ? { ...rule, condition: newValue }
      : null;
}

function rewriteStatement(statement: Statement, rewrite: RuleRewrite): Statement | null {
  if (!isConditionGroup(statement)) return rewrite(statement);
  let changed = false;
  const conditions = statement.conditions.map((inner) => {
    const next = rewriteStatement(inner as Statement, rewrite);
    if (next) changed = true;
    return next ?? inner;
  });
  return changed ? ({ ...statement, conditions } as Statement) : null;
}
