import type { CompiledInterview } from '@schemas/compiledInterview';
import { evaluateVisibility } from '../evaluate/evaluateVisibility';

/** The docxtemplater options every uploaded template is compiled and rendered with. */
export const docxtemplaterOptions = {
  paragraphLoop: true,
  linebreaks: true,
  errorLogging: false,
  // A missing value prints nothing, never 'undefined'.
  nullGetter: () => '',
} as const;

// A Word template reads calculations like answers: their values (computed by the engine for these
// answers; a calculation's name never carries a guest's answer, validateAnswers pruned it) join
// the answers under their names.
export function withComputedValues(
  compiled: CompiledInterview,
  answers: Record<string, unknown>,
): Record<string, unknown> {
  const { values } = evaluateVisibility(compiled, answers);
  let merged: Record<string, unknown> | null = null;
  for (const [name, value] of Object.entries(values)) {
    if (value === null || value === undefined) continue;
    merged ??= { ...answers };
    merged[name] = value;
  }
  return merged ?? answers;
}
