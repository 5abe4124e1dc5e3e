import {
  type PathRewrite,
  type RuleRewrite,
  renamePathPrefix,
  rewriteFormula,
  rewriteStatement,
} from '@engine/index';
import type { RenamedReference } from '@schemas/api/documents';
import type { Calculation, ValidationRule } from '@schemas/formula';
import type { ConditionRule } from '@schemas/statement';
import type { Db } from '../db/Database';
import type { LoadedDocument } from './LoadedDocument';

/** A rename: how a condition rule reads after it, and how a formula's variable path does. */
export interface Rename {
  rule: RuleRewrite;
  path: PathRewrite | null;
}

// Renaming a variable (or an option's value) must not break the conditions and formulas that
// read it, and the builder cannot fix them one call at a time (each call alone would leave a
// condition pointing at nothing). So the rename rewrites, in the same transaction, every
// statement of the document that reads the old name, and every calculation's and validation
// rule's formula (its variables and the conditions inside it). `skipId` is the question whose own
// statement (or, for a calculation or rule, formula) the same call sets.
export async function rewriteReferences(
  db: Db,
  loaded: LoadedDocument,
  rename: Rename,
  skipId: string | null,
  skipFormulaId: string | null = null,
): Promise<RenamedReference[]> {
  const changed: RenamedReference[] = [];
  const owners = [
    ...loaded.pages.map((row) => ({ kind: 'page' as const, row })),
    ...[...loaded.elementById.values()].map((row) => ({ kind: 'element' as const, row })),
    ...[...loaded.itemById.values()].map((row) => ({ kind: 'item' as const, row })),
  ];
  for (const { kind, row } of owners) {
    if (row.id === skipId || !row.statement) continue;
    const statement = rewriteStatement(row.statement, rename.rule);
    if (!statement) continue;
    const table = kind === 'page' ? 'pages' : kind === 'element' ? 'elements' : 'items';
    await db
      .updateTable(table)
      .set({ statement: JSON.stringify(statement) })
      .where('id', '=', row.id)
      .execute();
    changed.push({ kind, id: row.id, statement });
  }
  for (const row of loaded.elementById.values()) {
    if (row.id === skipFormulaId) continue;
    const calculation = rewriteSettings(row.calculation, rename);
    const validationRule = rewriteSettings(row.validation_rule, rename);
    if (!calculation && !validationRule) continue;
    await db
      .updateTable('elements')
      .set({
        ...(calculation && { calculation: JSON.stringify(calculation) }),
        ...(validationRule && { validation_rule: JSON.stringify(validationRule) }),
      })
      .where('id', '=', row.id)
      .execute();
    const previous = changed.find((reference) => reference.id === row.id);
    const formulas = {
      ...(calculation && { calculation }),
      ...(validationRule && { validationRule }),
    };
    if (previous) Object.assign(previous, formulas);
    else changed.push({ kind: 'element', id: row.id, ...formulas });
  }
  return changed;
}

function rewriteSettings<T extends Calculation | ValidationRule>(
  settings: T | null,
  rename: Rename,
): T | null {
  if (!settings || settings.formula === null || settings.formula === undefined) return null;
  const formula = rewriteFormula(settings.formula, rename.rule, rename.path);
  return formula === null ? null : { ...settings, formula };
}

/** Rules and formula variables that are `oldPath` or lie under it now read `newPath`. */
export function renameVariable(oldPath: string, newPath: string): Rename {
  const path = renamePathPrefix(oldPath, newPath);
  return {
    rule: (rule) => {
      const variable = path(rule.variable);
      return variable === null ? null : { ...rule, variable };
    },
    path,
  };
}

/** Rules comparing the choice question at `path` with `oldValue` now compare with `newValue`. */
export function renameOptionValue(path: string, oldValue: string, newValue: string): Rename {
  return {
    rule: (rule: ConditionRule) =>
      rule.variable === path &&
      rule.condition !== undefined &&
      rule.condition !== null &&
      String(rule.condition) === oldValue
        ? { ...rule, condition: newValue }
        : null,
    path: null,
  };
}
