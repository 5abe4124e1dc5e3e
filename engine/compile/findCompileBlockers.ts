import type { Diagnostic } from '@schemas/diagnostic';
import { limits } from '@schemas/limits';
import type { Statement } from '@schemas/statement';
import { measureStatement } from '../conditions/measureStatement';
import { lintMessages } from '../messages';
import { type InterviewIndex, locationOf } from '../model/indexInterview';
import { checkPatternSafety } from '../validate/checkPatternSafety';

// The faults that make an interview unsafe or ambiguous to run: compile refuses them and lint
// reports them as errors.
export function findCompileBlockers(index: InterviewIndex): Diagnostic[] {
  const blockers = [...index.problems];
  if (index.questions.length > limits.questionsPerInterview) {
    blockers.push({
      code: 'too-many-questions',
      severity: 'error',
      message: lintMessages.tooManyQuestions(limits.questionsPerInterview),
    });
  }
  const checkStatement = (statement: Statement | null, location: () => Partial<Diagnostic>) => {
    if (!statement) return;
    const { depth, rules } = measureStatement(statement);
    if (depth > limits.statementDepth || rules > limits.statementRules) {
      blockers.push({
        code: 'statement-too-deep',
        severity: 'error',
        message: lintMessages.statementTooDeep(limits.statementDepth, limits.statementRules),
        ...location(),
      });
    }
  };
  for (const { page } of index.pages) checkStatement(page.statement, () => ({ pageId: page.id }));
  for (const entry of index.questions) {
    checkStatement(entry.question.statement, () => locationOf(entry));
    for (const option of entry.optionItems) {
      checkStatement(option.statement, () => ({ ...locationOf(entry), itemId: option.id }));
    }
    const pattern = entry.question.validation?.pattern;
    if (pattern !== undefined && entry.definition.validation.includes('pattern')) {
      const safety = checkPatternSafety(pattern);
      if (!safety.safe) {
        blockers.push({
          code: 'unsafe-pattern',
          severity: 'error',
          message: safety.reason,
          ...locationOf(entry),
        });
      }
    }
  }
  return blockers;
}
