// Run in a fresh process by engineBench.ts, once per sample: compile time and time to the first
// validation of a complete answer set, cold (no cache, no JIT warm-up), for Minuta and SurveyJS.
import { performance } from 'node:perf_hooks';
import { compileInterview, validateAnswers } from '@engine/index';
import { Model } from 'survey-core';
import { createSyntheticInterview } from './createSyntheticInterview';

const size = Number(process.argv[2]);
const engine = process.argv[3];
const synthetic = createSyntheticInterview(size);

let compile = 0;
let firstValidation = 0;
if (engine === 'minuta') {
  const start = performance.now();
  const compiled = compileInterview(synthetic.interview);
  compile = performance.now() - start;
  const validationStart = performance.now();
  const result = validateAnswers(compiled, synthetic.answers);
  firstValidation = performance.now() - validationStart;
  if (!result.ok)
    throw new Error(`synthetic answers rejected: ${JSON.stringify(result.errors).slice(0, 200)}`);
} else {
  const start = performance.now();
  const survey = new Model(synthetic.surveyJson);
  compile = performance.now() - start;
  const validationStart = performance.now();
  survey.data = synthetic.answers;
  const valid = survey.validate(false, false);
  firstValidation = performance.now() - validationStart;
  if (!valid) throw new Error('synthetic answers rejected by SurveyJS');
}
process.stdout.write(JSON.stringify({ compile, firstValidation }));
