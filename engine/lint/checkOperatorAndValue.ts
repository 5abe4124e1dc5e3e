import type { Diagnostic } from '@schemas/diagnostic';
import type { ConditionRule } from '@schemas/statement';
import { questionContextOf } from '../compile/questionContextOf';
import { operatorTable } from '../conditions/operatorTable';
import { lintMessages, operatorLabels, questionTypeLabels } from '../messages';
import type { QuestionEntry } from '../model/indexInterview';

// Whether a rule's operator applies to the question it reads and its value is one the question
// can hold (a number for a number, one of the options for a choice…).
export function checkOperatorAndValue(
  rule: ConditionRule,
  target: QuestionEntry,
): { code: Diagnostic['code']; message: string } | null {
  const { definition } = target;
  if (!definition.operators.includes(rule.type)) {
    return {
      code: 'operator-not-allowed',
      message: lintMessages.operatorNotAllowed(
        operatorLabels[rule.type],
        questionTypeLabels[target.type],
      ),
    };
  }
  if (!operatorTable[rule.type].needsValue) return null;
  const raw = rule.condition;
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) {
    return {
      code: 'value-not-allowed',
      message: lintMessages.valueMissing(operatorLabels[rule.type]),
    };
  }
  if (definition.parseValue(raw, questionContextOf(target)).ok) return null;
  const written = String(raw);
  const message =
    definition.kind === 'number'
      ? lintMessages.valueNotNumber(written)
      : definition.kind === 'date'
        ? lintMessages.valueNotDate(written)
        : definition.kind === 'boolean'
          ? lintMessages.valueNotYesNo(written)
          : lintMessages.valueNotOption(written, target.path);
  return { code: 'value-not-allowed', message };
}
