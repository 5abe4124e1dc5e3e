import type { Diagnostic, DiagnosticCode } from '@schemas/diagnostic';
import type { Interview } from '@schemas/interview';
import { findCompileBlockers } from '../compile/findCompileBlockers';
import { indexInterview } from '../model/indexInterview';
import { lintConditions } from './lintConditions';
import { lintFormulas } from './lintFormulas';

// Problems a saved interview must never acquire: names that break answers and templates, and
// conditions that cannot mean anything (a variable that does not exist, an operator or value the
// question's type cannot take, a list field read outside its list), plus everything compile
// refuses. The server refuses a write that adds one; the rest of lint (order, cycles, always
// true or false, structure) is advice shown live in the builder. Cheap: no sampling, no compile.
// Formulas of calculations and validation rules are held to the same: a formula that reads what
// does not exist, mixes kinds of values, or makes calculations depend on each other in a cycle.
export const blockingCodes: ReadonlySet<DiagnosticCode> = new Set<DiagnosticCode>([
  'missing-variable',
  'invalid-variable',
  'duplicate-variable',
  'unknown-variable',
  'list-field-outside-list',
  'operator-not-allowed',
  'value-not-allowed',
  'statement-too-deep',
  'nesting-too-deep',
  'unsafe-pattern',
  'too-many-questions',
  'formula-invalid',
  'formula-type',
  'formula-cycle',
]);

export function findBlockingProblems(interview: Interview): Diagnostic[] {
  const index = indexInterview(interview);
  return [...findCompileBlockers(index), ...lintConditions(index), ...lintFormulas(index)].filter(
    (diagnostic) => blockingCodes.has(diagnostic.code),
  );
}
