import { execFileSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { compileInterview, evaluateVisibility, type Visibility } from '@engine/index';
import { Model } from 'survey-core';
import { formatMs, formatRatio, median, printTable } from '../printTable';
import { createSyntheticInterview } from './createSyntheticInterview';

const sizes = [100, 1000, 5000];
const coldSamples = 5;
const tsx = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));
const coldScript = fileURLToPath(new URL('./measureColdStart.ts', import.meta.url));

function measureCold(size: number, engine: 'minuta' | 'surveyjs') {
  const samples = Array.from(
    { length: coldSamples },
    () =>
      JSON.parse(execFileSync(tsx, [coldScript, String(size), engine], { encoding: 'utf8' })) as {
        compile: number;
        firstValidation: number;
      },
  );
  return {
    compile: median(samples.map((sample) => sample.compile)),
    firstValidation: median(samples.map((sample) => sample.firstValidation)),
    total: median(samples.map((sample) => sample.compile + sample.firstValidation)),
  };
}

// Average time to take one answer into account, over many answers to questions that conditions
// read, warm. Minuta: an incremental evaluateVisibility. SurveyJS: setValue, then reading every
// question's isVisible (how a caller learns what changed).
function measureReevaluation(size: number) {
  const synthetic = createSyntheticInterview(size);
  const compiled = compileInterview(synthetic.interview);
  const changes = Array.from({ length: 4000 }, (_, i) => {
    const trigger = synthetic.triggers[
      i % synthetic.triggers.length
    ] as (typeof synthetic.triggers)[number];
    return {
      name: trigger.name,
      value: trigger.values[Math.floor(i / synthetic.triggers.length) % 2],
    };
  });

  const answers: Record<string, unknown> = { ...synthetic.answers };
  let visibility: Visibility = evaluateVisibility(compiled, answers);
  const runOurs = (count: number) => {
    for (let i = 0; i < count; i += 1) {
      const change = changes[i % changes.length] as (typeof changes)[number];
      answers[change.name] = change.value;
      visibility = evaluateVisibility(compiled, answers, change.name, visibility);
    }
  };
  runOurs(2000);
  const oursStart = performance.now();
  runOurs(changes.length);
  const ours = (performance.now() - oursStart) / changes.length;

  const survey = new Model(synthetic.surveyJson);
  survey.data = { ...synthetic.answers };
  const questions = survey.getAllQuestions();
  const surveyCount = Math.min(changes.length, size >= 5000 ? 100 : 400);
  let visibleCount = 0;
  const runTheirs = (count: number) => {
    for (let i = 0; i < count; i += 1) {
      const change = changes[i % changes.length] as (typeof changes)[number];
      survey.setValue(change.name, change.value);
      for (const question of questions) if (question.isVisible) visibleCount += 1;
    }
  };
  runTheirs(20);
  const theirsStart = performance.now();
  runTheirs(surveyCount);
  const theirs = (performance.now() - theirsStart) / surveyCount;
  if (visibleCount === 0) throw new Error('SurveyJS showed nothing');
  return { ours, theirs };
}

export async function runEngineBench(): Promise<void> {
  const rows: string[][] = [];
  const summary: Record<string, number> = {};
  for (const size of sizes) {
    const ours = measureCold(size, 'minuta');
    const theirs = measureCold(size, 'surveyjs');
    const reevaluation = measureReevaluation(size);
    rows.push(
      [
        `${size}`,
        'compile',
        formatMs(ours.compile),
        formatMs(theirs.compile),
        formatRatio(ours.compile, theirs.compile),
      ],
      [
        '',
        'first validation',
        formatMs(ours.firstValidation),
        formatMs(theirs.firstValidation),
        formatRatio(ours.firstValidation, theirs.firstValidation),
      ],
      [
        '',
        'compile + first validation',
        formatMs(ours.total),
        formatMs(theirs.total),
        formatRatio(ours.total, theirs.total),
      ],
      [
        '',
        're-evaluation after one answer',
        formatMs(reevaluation.ours),
        formatMs(reevaluation.theirs),
        formatRatio(reevaluation.ours, reevaluation.theirs),
      ],
    );
    summary[`reevaluation${size}`] = reevaluation.ours;
    summary[`coldTotal${size}`] = ours.total;
  }
  printTable(
    'Interview engine: Minuta vs SurveyJS (survey-core), median of cold processes for compile/validation, warm average for re-evaluation',
    ['questions', 'measure', 'Minuta', 'SurveyJS', 'SurveyJS / Minuta'],
    rows,
  );
  const target = (label: string, value: number | undefined, limit: number) =>
    console.log(
      `${value !== undefined && value <= limit ? 'MET   ' : 'MISSED'} ${label}: ${formatMs(value ?? Number.NaN)} (target ≤ ${formatMs(limit)})`,
    );
  console.log('');
  target('re-evaluation after one answer at 1,000 questions', summary.reevaluation1000, 0.02);
  target('compile + first validation at 5,000 questions', summary.coldTotal5000, 50);
}
