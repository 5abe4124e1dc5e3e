import { type QuestionEdit, renameReferences } from '@engine/index';
import type { RenamedReference } from '@schemas/api/documents';
import type { Db } from '../db/Database';
import type { LoadedDocument } from './LoadedDocument';
import { toInterview } from './toInterview';

// A rename must not break the conditions and formulas that read the old name: the engine decides
// what follows and how (`renameReferences`, the same function the builder runs on its model), and
// the rewritten conditions and formulas are written here, in the rename's transaction.
export async function rewriteReferences(
  db: Db,
  loaded: LoadedDocument,
  edit: QuestionEdit,
): Promise<RenamedReference[]> {
  const changed = renameReferences(toInterview(loaded), edit);
  for (const { kind, id, statement, calculation, validationRule } of changed) {
    const rewrittenStatement = statement && { statement: JSON.stringify(statement) };
    if (kind !== 'element') {
      await db
        .updateTable(kind === 'page' ? 'pages' : 'items')
        .set({ ...rewrittenStatement })
        .where('id', '=', id)
        .execute();
      continue;
    }
    await db
      .updateTable('elements')
      .set({
        ...rewrittenStatement,
        ...(calculation && { calculation: JSON.stringify(calculation) }),
        ...(validationRule && { validation_rule: JSON.stringify(validationRule) }),
      })
      .where('id', '=', id)
      .execute();
  }
  return changed;
}
