import type { CompiledInterview } from '@schemas/compiledInterview';
import type { Diagnostic } from '@schemas/diagnostic';
import type { Interview } from '@schemas/interview';
import { compileInterview } from '../compile/compileInterview';
import { findCompileBlockers } from '../compile/findCompileBlockers';
import { indexInterview } from '../model/indexInterview';
import { lintConditions } from './lintConditions';
import { type FormulaLintOptions, lintFormulas } from './lintFormulas';
import { lintStructure } from './lintStructure';
import { lintTruth } from './lintTruth';

// Everything that would make the interview misbehave or surprise the lawyer, in Spanish, each
// pointing at the page, element or item concerned. Errors block compilation (see
// findCompileBlockers) or make the interview behave wrongly; warnings are probable mistakes.
export function lintInterview(
  interview: Interview,
  options: FormulaLintOptions = {},
): Diagnostic[] {
  const index = indexInterview(interview);
  const blockers = findCompileBlockers(index);
  let compiled: CompiledInterview | null = null;
  if (blockers.length === 0) compiled = compileInterview(interview);
  return [
    ...blockers,
    ...lintStructure(index),
    ...lintConditions(index),
    ...lintFormulas(index, options),
    ...lintTruth(index, compiled),
  ];
}
