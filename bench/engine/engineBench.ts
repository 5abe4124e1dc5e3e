import { performance } from 'node:perf_hooks';
import {
  compileInterview,
  evaluateVisibility,
  type Visibility,
  validateAnswers,
} from '@engine/index';
import { Model } from 'survey-core';
import { formatMs, formatRatio, median, printTable } from '../printTable';
import { createSyntheticInterview } from './createSyntheticInterview';

const sizes = [100, 1000, 5000];

// Runs a full collection between samples when node was started with --expose-gc (npm run bench
// does), so one sample's garbage is not collected during the next one's timing, then leaves the
// process idle for a moment: V8 sweeps what the collection freed on helper threads after it
// returns, and a sample started at once shared both cores with that sweeping (compile + first
// validation of 5,000 questions, Minuta: about 10 ms more, median of 25).
const collectGarbage = async () => {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) return;
  gc();
  await new Promise((resolve) => setTimeout(resolve, 20));
};
const warmups = 6;
const samples = 9;

// Compile and first validation of an interview the engine has never seen: each sample is a new
// interview whose schema fragments no earlier sample used, so no validator is cached; the JIT is
// warmed first with other interviews, as on a running server. SurveyJS: `new Model(json)`, then
// setting the answers and `validate()`.
async function measureFirstUse(size: number, computations = false) {
  const ours: Array<{ compile: number; validation: number }> = [];
  const theirs: Array<{ compile: number; validation: number }> = [];
  const interviews = Array.from({ length: warmups + samples }, (_, run) =>
    createSyntheticInterview(size, run + 1, run, computations),
  );
  for (const [run, synthetic] of interviews.entries()) {
    await collectGarbage();
    let start = performance.now();
    const compiled = compileInterview(synthetic.interview);
    const compile = performance.now() - start;
    start = performance.now();
    const result = validateAnswers(compiled, synthetic.answers);
    const validation = performance.now() - start;
    if (!result.ok)
      throw new Error(`synthetic answers refused: ${JSON.stringify(result.errors).slice(0, 200)}`);
    if (run >= warmups) ours.push({ compile, validation });
  }
  for (const [run, synthetic] of interviews.entries()) {
    await collectGarbage();
    let start = performance.now();
    const survey = new Model(synthetic.surveyJson);
    const surveyCompile = performance.now() - start;
    start = performance.now();
    survey.data = synthetic.answers;
    const valid = survey.validate(false, false);
    const surveyValidation = performance.now() - start;
    if (!valid) throw new Error('synthetic answers refused by SurveyJS');
    if (run >= warmups) theirs.push({ compile: surveyCompile, validation: surveyValidation });
  }
  const summarize = (runs: typeof ours) => ({
    compile: median(runs.map((r) => r.compile)),
    validation: median(runs.map((r) => r.validation)),
    total: median(runs.map((r) => r.compile + r.validation)),
  });
  return { ours: summarize(ours), theirs: summarize(theirs) };
}

// Average time to take one answer into account, warm, over many answers to questions that
// conditions read. Minuta: an incremental evaluateVisibility. SurveyJS: setValue, then reading
// every question's isVisible (how a caller learns what changed).
function measureReevaluation(size: number, computations = false) {
  const synthetic = createSyntheticInterview(size, 42, 0, computations);
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
  let flips = 0;
  let computed = 0;
  const runOurs = (count: number) => {
    for (let i = 0; i < count; i += 1) {
      const change = changes[i % changes.length] as (typeof changes)[number];
      answers[change.name] = change.value;
      const next = evaluateVisibility(compiled, answers, change.name, visibility);
      if (next !== visibility) flips += 1;
      visibility = next;
      for (const key in next.values) if (next.values[key] !== null) computed += 1;
    }
  };
  runOurs(2000);
  const oursStart = performance.now();
  runOurs(changes.length);
  const ours = (performance.now() - oursStart) / changes.length;
  if (flips === 0) throw new Error('no answer changed what is visible');
  if (computations && computed === 0) throw new Error('no calculation was computed');

  const survey = new Model(synthetic.surveyJson);
  survey.data = { ...synthetic.answers };
  const questions = survey.getAllQuestions();
  const surveyCount = size >= 5000 ? 100 : 400;
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
  const results = new Map<string, { total: number; reevaluation: number }>();
  // Without calculations at every size; with 10% of calculations (sums over lists, date
  // arithmetic, rows counted) at the sizes the targets name.
  const configurations = [
    ...sizes.map((size) => ({ size, computations: false })),
    { size: 1000, computations: true },
    { size: 5000, computations: true },
  ];
  for (const { size, computations } of configurations) {
    const { ours, theirs } = await measureFirstUse(size, computations);
    const reevaluation = measureReevaluation(size, computations);
    const name = computations ? `${size} (10% cálculos)` : `${size}`;
    const row = (label: string, a: number, b: number) => [
      label === 'compile' ? name : '',
      label,
      formatMs(a),
      formatMs(b),
      formatRatio(a, b),
    ];
    rows.push(
      row('compile', ours.compile, theirs.compile),
      row('first validation', ours.validation, theirs.validation),
      row('compile + first validation', ours.total, theirs.total),
      row('re-evaluation after one answer', reevaluation.ours, reevaluation.theirs),
    );
    results.set(name, { total: ours.total, reevaluation: reevaluation.ours });
  }
  printTable(
    `Interview engine vs SurveyJS (survey-core 3): median of ${samples} new interviews each after ${warmups} to warm the JIT (nothing cached); re-evaluation averaged over 4,000 answers`,
    ['questions', 'measure', 'Minuta', 'SurveyJS', 'SurveyJS ÷ Minuta'],
    rows,
  );
  const verdict = (label: string, value: number | undefined, limit: number) =>
    console.log(
      `${value !== undefined && value <= limit ? 'met   ' : 'MISSED'}  ${label}: ${formatMs(value ?? Number.NaN)} (target ≤ ${formatMs(limit)})`,
    );
  console.log('');
  verdict(
    're-evaluation after one answer, 1,000 questions',
    results.get('1000')?.reevaluation,
    0.02,
  );
  verdict('compile + first validation, 5,000 questions', results.get('5000')?.total, 50);
  verdict(
    're-evaluation after one answer, 1,000 questions, 10% calculations',
    results.get('1000 (10% cálculos)')?.reevaluation,
    0.02,
  );
  verdict(
    'compile + first validation, 5,000 questions, 10% calculations',
    results.get('5000 (10% cálculos)')?.total,
    50,
  );
}
