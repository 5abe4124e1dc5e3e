import { applyRenamedReferences, renameReferences } from '@engine/index';
import type { QuestionPatch } from './editorCommand';
import type { EditorModel } from './editorModel';

// Renaming a variable (or the value an option stores) rewrites the conditions and formulas that
// read it. The engine decides what follows and how (`renameReferences`), the same function the
// server runs in the rename's transaction, so what the editor shows matches what the server keeps.
export function followRenames(
  before: EditorModel,
  after: EditorModel,
  questionId: string,
  patch: QuestionPatch,
): EditorModel {
  const references = renameReferences(before.interview, {
    id: questionId,
    variable: patch.variable,
    value: patch.value,
    title: patch.title,
    name: patch.name,
    setsStatement: 'statement' in patch,
    setsFormula: 'calculation' in patch || 'validationRule' in patch,
  });
  if (references.length === 0) return after;
  return { ...after, interview: applyRenamedReferences(after.interview, references) };
}
