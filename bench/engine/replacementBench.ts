import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { evaluateFormula, evaluateRule, normalizeText } from '@engine/conditions/evaluateRule';
import { compileInterview, validateAnswers } from '@engine/index';
import { build } from 'esbuild';
import jsonLogic from 'json-logic-js';
import { formatMs, formatRatio, median, printTable } from '../printTable';
import { createSyntheticInterview } from './createSyntheticInterview';

// The two packages of the requested stack the engine replaced, measured in their place:
// json-logic-js instead of the engine's own rule evaluator, and @rjsf/validator-ajv8 instead of
// the engine's validation. Same compiled interview, same answers, same process; each figure is
// printed beside what it would cost the embed (minified, production, gzip level 9).

const root = join(import.meta.dirname, '../..');
const peersDir = join(root, 'bench/peers');
const size = 1000;
const samples = 9;

const gzipKb = (bytes: Uint8Array) => gzipSync(bytes, { level: 9 }).length / 1024;

async function bundleKb(contents: string, resolveDir: string): Promise<number> {
  const result = await build({
    stdin: { contents, resolveDir, loader: 'ts' },
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    alias: { '@engine': join(root, 'engine'), '@schemas': join(root, 'schemas') },
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  return result.outputFiles.reduce((total, file) => total + gzipKb(file.contents), 0);
}

// Times `ours` and `theirs` (one pass over the interview each) after warming the JIT, their
// samples interleaved so that a change in the machine's load falls on both; medians in ms.
function compare(ours: () => void, theirs: () => void): { ours: number; theirs: number } {
  for (let i = 0; i < 20; i++) {
    ours();
    theirs();
  }
  const sample = (run: () => void) => {
    const start = performance.now();
    for (let j = 0; j < 10; j++) run();
    return (performance.now() - start) / 10;
  };
  const runs = { ours: [] as number[], theirs: [] as number[] };
  for (let i = 0; i < samples; i++) {
    runs.ours.push(sample(ours));
    runs.theirs.push(sample(theirs));
  }
  return { ours: median(runs.ours), theirs: median(runs.theirs) };
}

// Every condition of the interview (the compiled `visibleIf` of each question) evaluated on the
// same answers, by the engine and by json-logic-js with the engine's one extra text operation
// (`textEquals`, accents and case ignored) added to it. Both must give the same verdicts.
async function measureRules(): Promise<string[][]> {
  const synthetic = createSyntheticInterview(size, 42, 0, true);
  const compiled = compileInterview(synthetic.interview);
  const rules = compiled.variables.flatMap((variable) =>
    variable.visibleIf ? [variable.visibleIf] : [],
  );
  const answers = synthetic.answers;
  jsonLogic.add_operation(
    'textEquals',
    (a: unknown, b: unknown) => normalizeText(a) === normalizeText(b),
  );
  for (const rule of rules) {
    if (evaluateRule(rule, answers) !== Boolean(jsonLogic.apply(rule as never, answers)))
      throw new Error(`json-logic-js disagrees on ${JSON.stringify(rule)}`);
  }
  let shown = 0;
  const { ours, theirs } = compare(
    () => {
      for (const rule of rules) if (evaluateRule(rule, answers)) shown++;
    },
    () => {
      for (const rule of rules) if (jsonLogic.apply(rule as never, answers)) shown++;
    },
  );
  if (shown === 0) throw new Error('no condition held');

  // What a tenant's rule can reach: json-logic-js reads inherited members of the answers
  // (`{"var": "constructor"}` gives Object's constructor function); the engine reads own ones only.
  const inherited = (apply: (rule: unknown, data: unknown) => unknown) =>
    typeof apply({ var: 'constructor' }, {}) === 'function' ? 'yes' : 'no';

  const oursKb = await bundleKb(
    "export { evaluateRule } from '@engine/conditions/evaluateRule';",
    root,
  );
  const theirsKb = await bundleKb(
    "export { default } from 'json-logic-js'; export { normalizeText } from '@engine/conditions/evaluateRule';",
    root,
  );
  return [
    [
      `every condition of ${size} questions (${rules.length})`,
      formatMs(ours),
      formatMs(theirs),
      formatRatio(ours, theirs),
    ],
    ['embed cost (gzip)', `${oursKb.toFixed(1)} KB`, `${theirsKb.toFixed(1)} KB`, ''],
    [
      'a rule reads inherited members (`constructor`)',
      inherited((rule, data) => evaluateFormula(rule, data)),
      inherited((rule, data) => jsonLogic.apply(rule as never, data)),
      '',
    ],
  ];
}

interface AjvValidator {
  validateFormData(data: unknown, schema: unknown): { errors: unknown[] };
}

// One page of the interview validated as the player validates an answer: the engine's
// validateAnswers on the compiled interview, against rjsf's validator-ajv8 on the page's JSON
// Schema (rjsf caches the compiled ajv function per schema, so this is its warm cost; the first
// validation of a page also compiles, with `new Function`). Both get the same valid answers.
async function measureValidation(): Promise<string[][]> {
  if (!existsSync(join(peersDir, 'node_modules/@rjsf/validator-ajv8'))) {
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: peersDir, stdio: 'inherit' });
  }
  const require = createRequire(join(peersDir, 'package.json'));
  const validator = (require('@rjsf/validator-ajv8') as { default: AjvValidator }).default;
  const synthetic = createSyntheticInterview(size, 42, 0, false);
  const compiled = compileInterview(synthetic.interview);
  const schemas = compiled.pages.map((page) => page.schema);
  const answers = synthetic.answers;
  let start = performance.now();
  if (!validateAnswers(compiled, answers).ok) throw new Error('synthetic answers refused');
  const oursFirst = performance.now() - start;
  start = performance.now();
  for (const schema of schemas) validator.validateFormData(answers, schema);
  const theirsFirst = performance.now() - start;
  const { ours, theirs } = compare(
    () => {
      validateAnswers(compiled, answers);
    },
    () => {
      for (const schema of schemas) validator.validateFormData(answers, schema);
    },
  );
  const oursKb = await bundleKb("export { validateAnswers } from '@engine/index';", root);
  const theirsKb = await bundleKb(
    "export { default } from '@rjsf/validator-ajv8'; export { customizeValidator } from '@rjsf/validator-ajv8';",
    peersDir,
  );
  return [
    [
      `validate ${size} answers (${schemas.length} pages), warm`,
      formatMs(ours),
      formatMs(theirs),
      formatRatio(ours, theirs),
    ],
    [
      'first validation (ajv compiles each page)',
      formatMs(oursFirst),
      formatMs(theirsFirst),
      formatRatio(oursFirst, theirsFirst),
    ],
    ['embed cost (gzip)', `${oursKb.toFixed(1)} KB`, `${theirsKb.toFixed(1)} KB`, ''],
    ['needs CSP unsafe-eval', 'no', 'yes (new Function)', ''],
  ];
}

export async function runReplacementBench(): Promise<void> {
  printTable(
    `Rule evaluation: the engine's evaluator vs json-logic-js 2.0.5 (median of ${samples})`,
    ['measure', 'engine', 'json-logic-js', 'json-logic-js ÷ engine'],
    await measureRules(),
  );
  printTable(
    `Answer validation: the engine vs @rjsf/validator-ajv8 6.11.1 (median of ${samples})`,
    ['measure', 'engine', 'validator-ajv8', 'ajv8 ÷ engine'],
    await measureValidation(),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await runReplacementBench();
