import type { Diagnostic } from '@schemas/diagnostic';
import { limits } from '@schemas/limits';
import type { Statement } from '@schemas/statement';
import { measureStatement } from '../conditions/measureStatement';
import { checkFormulaShape } from '../formulas/formulaShape';
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
  for (const { page } of index.pages) {
    if (statementTooDeep(page.statement)) blockers.push(tooDeep({ pageId: page.id }));
  }
  for (const entry of index.calculations) {
    const problem = checkFormulaShape(entry.calculation?.formula ?? null);
    if (problem) blockers.push(invalidFormula(problem, locationOf(entry)));
  }
  for (const rule of index.rules) {
    const problem = checkFormulaShape(rule.settings?.formula ?? null);
    if (problem)
      blockers.push(invalidFormula(problem, { pageId: rule.page.id, elementId: rule.element.id }));
    if (statementTooDeep(rule.element.statement))
      blockers.push(tooDeep({ pageId: rule.page.id, elementId: rule.element.id }));
  }
  for (const entry of index.questions) {
    if (statementTooDeep(entry.question.statement)) blockers.push(tooDeep(locationOf(entry)));
    for (const option of entry.optionItems) {
      if (statementTooDeep(option.statement)) {
        blockers.push(tooDeep({ ...locationOf(entry), itemId: option.id }));
      }
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

// Module functions rather than closures made per call (V8 keeps a module function's optimized
// code; a closure's is lost at every full collection once its call has returned).
function statementTooDeep(statement: Statement | null): boolean {
  if (!statement) return false;
  const { depth, rules } = measureStatement(statement);
  return depth > limits.statementDepth || rules > limits.statementRules;
}

function invalidFormula(message: string, location: Partial<Diagnostic>): Diagnostic {
  return { code: 'formula-invalid', severity: 'error', message, ...location };
}

function tooDeep(location: Partial<Diagnostic>): Diagnostic {
  return {
    code: 'statement-too-deep',
    severity: 'error',
    message: lintMessages.statementTooDeep(limits.statementDepth, limits.statementRules),
    ...location,
  };
}
