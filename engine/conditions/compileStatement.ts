import { isConditionGroup, type Statement } from '@schemas/statement';
import type { ParsedValue, ValueKind } from '../questions/questionTypeDefinition';
import { type JsonLogic, operatorTable } from './operatorTable';

export interface ReferencedQuestion {
  kind: ValueKind;
  parseValue(raw: unknown): ParsedValue;
}

// Compiles a statement (data written in the condition editor) to JSON Logic. A rule on a variable
// that does not exist reads as an unanswered question; a value the question's type cannot parse
// is compared as written. Both are lint errors; compiling them anyway keeps the operator preview
// running while the lawyer fixes them.
export function compileStatement(
  statement: Statement,
  resolve: (path: string) => ReferencedQuestion | null,
): JsonLogic {
  if (isConditionGroup(statement)) {
    const parts = statement.conditions.map((condition) => compileStatement(condition, resolve));
    if (parts.length === 1) return parts[0];
    return { [statement.connector]: parts };
  }
  const question = resolve(statement.variable);
  const raw = statement.condition ?? null;
  const parsed = question && raw !== null ? question.parseValue(raw) : { ok: false as const };
  const operand = question ? { var: statement.variable } : null;
  return operatorTable[statement.type].compile(
    operand,
    parsed.ok ? parsed.value : raw,
    question?.kind ?? 'text',
  );
}
