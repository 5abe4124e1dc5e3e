import type { Statement } from '@schemas/statement';
import { compileStatement } from '../conditions/compileStatement';
import type { JsonLogic } from '../conditions/operatorTable';
import type { InterviewIndex } from '../model/indexInterview';
import { resolveReference } from '../model/resolveReference';
import { questionContextOf } from './questionContextOf';
// The visibility rule of a page, question or option: null (always shown) unless the condition is
// switched on and has a statement.
export function compileVisibility(
  index: InterviewIndex,
  conditional: boolean,
  statement: Statement | null,
  ownerListStack: readonly string[],
): JsonLogic | null {
  if (!conditional || !statement) return null;
  return compileStatement(statement, (path) => {
    const resolution = resolveReference(index, path, ownerListStack);
    if (resolution.status === 'unknown') return null;
    const { entry } = resolution;
    return {
      kind: entry.definition.kind,
      parseValue: (raw) => entry.definition.parseValue(raw, questionContextOf(entry)),
    };
  });
}
