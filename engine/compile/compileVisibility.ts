import type { Statement } from '@schemas/statement';
import { compileStatement, type ReferencedQuestion } from '../conditions/compileStatement';
import type { JsonLogic } from '../conditions/operatorTable';
import type { InterviewIndex, QuestionEntry } from '../model/indexInterview';
import { keepShapeAlive } from '../model/keepShapeAlive';
import { resolveReference } from '../model/resolveReference';
import type { ParsedValue, ValueKind } from '../questions/questionTypeDefinition';
import { questionTypeRegistry } from '../questions/questionTypeRegistry';
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
    return resolution.status === 'unknown' ? null : new EntryReference(resolution.entry);
  });
}

// A class rather than an object with an arrow function: compiled once per condition of a
// 5,000-question interview, and under tsx (keepNames) every named arrow costs a defineProperty.
class EntryReference implements ReferencedQuestion {
  readonly kind: ValueKind;

  constructor(private readonly entry: QuestionEntry) {
    this.kind = entry.definition.kind;
  }

  parseValue(raw: unknown): ParsedValue {
    return this.entry.definition.parseValue(raw, questionContextOf(this.entry));
  }
}

// A stand-in entry will do: the reference reads only its `definition` when built.
keepShapeAlive(new EntryReference({ definition: questionTypeRegistry.shortText } as QuestionEntry));
