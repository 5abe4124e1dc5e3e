import { operatorLabels, operatorTable } from '@engine/index';
import { isConditionGroup, type Statement } from '@schemas/statement';
import type { QuestionInfo } from '../model/listQuestions';

// A condition as a sentence for a block's header: «Estado civil» igual «Casado» y «Hijos» mayor que 0.
export function describeCondition(
  statement: Statement | null,
  questionsByPath: ReadonlyMap<string, QuestionInfo>,
): string {
  if (!statement) return '…';
  if (isConditionGroup(statement)) {
    const joiner = statement.connector === 'and' ? ' y ' : ' o ';
    const parts = statement.conditions.map((inner) => {
      const text = describeCondition(inner, questionsByPath);
      return isConditionGroup(inner) ? `(${text})` : text;
    });
    return parts.join(joiner);
  }
  const question = questionsByPath.get(statement.variable);
  const name = `«${question?.label ?? statement.variable}»`;
  const operator = operatorLabels[statement.type];
  if (!operatorTable[statement.type].needsValue) return `${name} ${operator}`;
  const raw = statement.condition;
  const option = question?.options.find((candidate) => candidate.value === raw);
  const value =
    typeof raw === 'boolean'
      ? raw
        ? 'Sí'
        : 'No'
      : option
        ? `«${option.label}»`
        : String(raw ?? '');
  return `${name} ${operator} ${value}`;
}
