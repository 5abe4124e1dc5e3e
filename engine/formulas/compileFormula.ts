import type { Statement } from '@schemas/statement';
import { compileVisibility } from '../compile/compileVisibility';
import type { InterviewIndex } from '../model/indexInterview';
import { resolveReference } from '../model/resolveReference';
import { readFormulaNode, rowOperations } from './formulaShape';

// A formula as the artifact holds it: the same JSON Logic, with each `{"condition": statement}`
// compiled as the builder's conditions are (engine/conditions/compileStatement.ts), so the
// evaluator meets only operations. Inside a row operation (`anyRow`, `allRows`, `count` with a
// condition), the condition is compiled in that list's row, where its fields have one value.
// The formula's shape has been checked (compile refuses one that fails checkFormulaShape).
export function compileFormula(
  index: InterviewIndex,
  formula: unknown,
  listStack: readonly string[],
): unknown {
  const read = readFormulaNode(formula);
  if (read === null) return null;
  switch (read.kind) {
    case 'constant':
      return read.value;
    case 'list':
      return [...read.items];
    case 'var':
      return { var: read.path };
    case 'condition':
      return compileVisibility(index, true, read.statement as Statement, listStack) ?? true;
    case 'operation': {
      const args: unknown[] = [];
      let rowStack = listStack;
      for (let i = 0; i < read.args.length; i++) {
        args.push(compileFormula(index, read.args[i], i === 0 ? listStack : rowStack));
        if (i === 0 && rowOperations.has(read.operation))
          rowStack = rowStackOf(index, read.args[0], listStack);
      }
      return { [read.operation]: args };
    }
  }
}

// The list stack inside the rows of the list a row operation names.
function rowStackOf(
  index: InterviewIndex,
  target: unknown,
  listStack: readonly string[],
): readonly string[] {
  const read = readFormulaNode(target);
  if (read?.kind !== 'var') return listStack;
  const resolution = resolveReference(index, read.path, listStack);
  return resolution.status === 'unknown' ? listStack : [...listStack, resolution.entry.path];
}
