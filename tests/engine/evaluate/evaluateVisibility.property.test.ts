import { isDeepStrictEqual } from 'node:util';
import { getEvaluationPlan } from '@engine/evaluate/getEvaluationPlan';
import { compileInterview, evaluateVisibility, InterviewCompileError } from '@engine/index';
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { answersArbitrary, changesArbitrary, interviewArbitrary } from '../arbitraries';

const compileOrNull = (interview: Parameters<typeof compileInterview>[0]) => {
  try {
    return compileInterview(interview);
  } catch (error) {
    if (error instanceof InterviewCompileError) return null;
    throw error;
  }
};

describe('evaluateVisibility', () => {
  test.prop(
    [
      interviewArbitrary.chain((generated) =>
        fc.tuple(fc.constant(generated), answersArbitrary(generated), changesArbitrary(generated)),
      ),
    ],
    { numRuns: 200 },
  )('gives the same result incrementally as a full evaluation', ([generated, initial, changes]) => {
    const compiled = compileOrNull(generated.interview);
    if (!compiled) return;
    let answers: Record<string, unknown> = initial;
    let visibility = evaluateVisibility(compiled, answers);
    for (const change of changes) {
      answers = { ...answers };
      if (change.value === undefined) delete answers[change.variable];
      else answers[change.variable] = change.value;
      const previous = visibility;
      const before = structuredClone(previous);
      visibility = evaluateVisibility(compiled, answers, change.variable, previous);
      const full = evaluateVisibility(compiled, answers);
      expect(visibility).toEqual(full);
      // A new object exactly when something became visible or hidden, so a UI can rely on identity.
      if (isDeepStrictEqual({ ...full }, before)) expect(visibility).toBe(previous);
      else expect(visibility).not.toBe(previous);
    }
  });

  // compileInterview hands the plan's skeleton over as it builds the artifact; a stored artifact
  // (here its JSON copy) is read back into one. Both must give the same plan.
  test.prop([interviewArbitrary], { numRuns: 200 })(
    'plans a freshly compiled interview as it plans the same artifact read back from JSON',
    (generated) => {
      const compiled = compileOrNull(generated.interview);
      if (!compiled) return;
      const stored = JSON.parse(JSON.stringify(compiled));
      expect(getEvaluationPlan(compiled)).toEqual(getEvaluationPlan(stored));
    },
  );
});
