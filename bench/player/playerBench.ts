// The interview player on one page of 200 and of 1,000 questions, in Chromium here, next to
// naive rjsf (@rjsf/core's own theme, conditions as JSON Schema if/then, @rjsf/validator-ajv8)
// and the SurveyJS Form Library (`visibleIf`), each served the same interview in the same run.
// About 30% of the questions are shown only after an earlier answer; the page starts unanswered.
//
// How each figure is taken, by the same code for the three products (bench/player/pageProbe.ts,
// bundled into each page):
// - mount, two figures, both from the render call (SurveyJS: building its model from the JSON,
//   then rendering) to the end of a painted frame: the state is looked for at every animation
//   frame, and a message posted from the frame that finds it is handled after that frame's style,
//   layout and paint.
//   · first screen painted — what the mount target (≤ 135 ms) is compared with: the first
//     frame in which the shown questions fill the 1280×900 window (each one is in the page, in
//     order, down to one that starts below the window's bottom edge);
//   · all questions in the DOM and painted — the frame that paints the page's last shown question
//     (the three draw in page order; every shown question is then checked to be there).
//   Naive rjsf and SurveyJS draw the whole page in one go, so both figures are about the same for
//   them; Minuta draws the parts filling the window first and the others in the following tasks
//   (any input before that draws them all at once).
// - answer → dependent shown: a real click (Playwright's mouse through CDP) on option 'a' of a
//   choice question; from the click event's timestamp to the end of the painted frame in which
//   the question that answer reveals is rendered; and, from the same click, to the painted frame
//   in which the value computed from that answer reads "Corresponde" (a Minuta calculation shown
//   to the client, a SurveyJS expression; rjsf computes nothing).
// - keystroke: Chromium's own main-thread task time (CDP Performance.getMetrics TaskDuration)
//   while typing 25 characters at a brisk typist's pace (80 ms apart) into a text question, and
//   the half second after, divided by the characters. SurveyJS updates a text answer on blur by
//   default, so its keystrokes do not reach its model (nor re-evaluate its conditions).
// - the page's errors, for Minuta and its variant below only: a real click on «Revisar
//   respuestas» with the required questions unanswered, from the click to the painted frame in
//   which a question shows its error (the player's first validation of the page); then the
//   keystroke figure again, typing into a text question that shows an error, where every key
//   validates the answers again (the player keeps the shown errors up to date). The typed
//   question's error must be gone afterwards, and both pages must show the same errors.
// Every sample is a fresh page in a new browser context; the products alternate sample by
// sample, and each figure is the median of RUNS samples.
//
// A fifth page, "Minuta with validator-ajv8", is the same player on the same compiled interview
// with @rjsf/validator-ajv8 doing its answer validation in the engine's place
// (bench/player/validatorAjv8Variant.ts: the requested stack's validator, measured where the
// player uses it); its figures are printed beside Minuta's, as ratios. Its embed's weight is
// printed by embedSizeBench.ts.
//
// PLAYER_BENCH_PRODUCTS=minuta,minuta-ajv (any of minuta, minuta-ajv, rjsf, survey, floor)
// measures those pages only; PLAYER_BENCH_CONDITIONS=phone (or desktop) one condition only.
//
// Two conditions: a desktop (a 1280×900 window, the CPU as it is) and a mid-range phone (a
// 390×844 mobile viewport with touch; every product's page carries
// `<meta name="viewport" content="width=device-width">`), where the CPU is slowed 4× with the
// DevTools protocol's Emulation.setCPUThrottlingRate while each figure is taken (not while the
// page loads or between figures), and the typing is measured once more at 6× in a second text
// question: typing must never fall behind on a slower phone either.

import { join } from 'node:path';
import {
  type Browser,
  type BrowserContextOptions,
  type CDPSession,
  chromium,
} from '@playwright/test';
import { ensureWebBuild } from '@server/web/ensureWebBuild';
import { formatMs, formatRatio, median, printTable } from '../printTable';
import { createOnePageScenario, type OnePageScenario } from './createOnePageScenario';
import { type Product, servePlayerPages } from './servePlayerPages';

const RUNS = 5;
const TYPED = 'Cláusula de arrendamiento';
const allProducts: Product[] = ['minuta', 'minuta-ajv', 'rjsf', 'survey', 'floor'];
// The pages whose errors are measured too (the player's, with either validator).
const validating = new Set<Product>(['minuta', 'minuta-ajv']);

interface Targets {
  firstScreenMs: number;
  allMs?: number;
  answerMs: number;
  computedMs?: number;
  keystrokeMs: number;
  stressKeystrokeMs?: number;
}

interface Condition {
  name: string;
  context: BrowserContextOptions;
  // CPU slow-down while a figure is taken (1: none).
  cpu: number;
  // A second typing figure at this slow-down.
  stressCpu?: number;
  sizes: number[];
  // For the 1,000-question page.
  targets: Targets;
}

export const playerConditions: Record<'desktop' | 'phone', Condition> = {
  desktop: {
    name: 'desktop, 1280×900',
    context: { viewport: { width: 1280, height: 900 } },
    cpu: 1,
    sizes: [200, 1000],
    targets: { firstScreenMs: 135, answerMs: 35, computedMs: 35, keystrokeMs: 20 },
  },
  phone: {
    name: 'phone, 390×844, CPU 4×',
    // Lighthouse's mid-range phone: a 1.75 device pixel ratio.
    context: {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 1.75,
    },
    cpu: 4,
    stressCpu: 6,
    sizes: [1000],
    targets: {
      firstScreenMs: 250,
      allMs: 900,
      answerMs: 60,
      keystrokeMs: 30,
      stressKeystrokeMs: 45,
    },
  },
};

interface PlayerFigures {
  firstScreenMs: number;
  mountMs: number;
  answerMs: number;
  // Answer → the value computed from it painted (NaN for a product without computations).
  computedMs: number;
  keystrokeMs: number;
  // Typing at the condition's stress slow-down (NaN without one).
  stressKeystrokeMs: number;
  // «Revisar respuestas» → an error painted, and typing with the errors shown (NaN for a page
  // whose errors are not measured).
  errorsMs: number;
  errorKeystrokeMs: number;
}

interface Sample extends PlayerFigures {
  // The questions showing an error after «Revisar respuestas», in page order.
  invalid: string[];
}

// PLAYER_BENCH_CONDITIONS=phone (or desktop) runs one condition only; PLAYER_BENCH_PRODUCTS
// the listed pages only.
export async function runPlayerBench(
  conditions: Condition[] = selectedConditions(process.env.PLAYER_BENCH_CONDITIONS),
  products: Product[] = selectedProducts(process.env.PLAYER_BENCH_PRODUCTS),
): Promise<void> {
  const root = join(import.meta.dirname, '../..');
  const webDir = join(root, 'dist/web');
  await ensureWebBuild(root, webDir, (line) => console.log(line));
  const sizes = [...new Set(conditions.flatMap((condition) => condition.sizes))];
  const scenarios = new Map(sizes.map((size) => [size, createOnePageScenario(size)]));
  const data = {
    minuta: Object.fromEntries([...scenarios].map(([size, s]) => [size, s.compiled])),
    'minuta-ajv': Object.fromEntries([...scenarios].map(([size, s]) => [size, s.compiled])),
    rjsf: Object.fromEntries([...scenarios].map(([size, s]) => [size, s.rjsf])),
    survey: Object.fromEntries([...scenarios].map(([size, s]) => [size, s.surveyJson])),
    floor: Object.fromEntries([...scenarios].map(([size, s]) => [size, s.floor])),
  };
  const pages = await servePlayerPages(webDir, data);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  const verdicts: string[] = [];
  try {
    for (const condition of conditions)
      for (const size of condition.sizes) {
        const scenario = scenarios.get(size) as OnePageScenario;
        const samples = new Map<Product, Sample[]>(products.map((p) => [p, []]));
        for (let run = 0; run < RUNS; run++)
          for (let turn = 0; turn < products.length; turn++) {
            const product = products[(run + turn) % products.length] as Product;
            const url = pages.url(product, scenario.size);
            samples
              .get(product)
              ?.push(await measureSample(browser, url, scenario, condition, product));
          }
        checkSameErrors(samples, scenario.size);
        const figures = (product: Product): PlayerFigures => {
          const runs = samples.get(product) ?? [];
          // A page not measured in this run reads as dashes.
          const of = (pick: (r: PlayerFigures) => number) =>
            runs.length === 0 ? Number.NaN : median(runs.map(pick));
          return {
            firstScreenMs: of((r) => r.firstScreenMs),
            mountMs: of((r) => r.mountMs),
            answerMs: of((r) => r.answerMs),
            computedMs: of((r) => r.computedMs),
            keystrokeMs: of((r) => r.keystrokeMs),
            stressKeystrokeMs: of((r) => r.stressKeystrokeMs),
            errorsMs: of((r) => r.errorsMs),
            errorKeystrokeMs: of((r) => r.errorKeystrokeMs),
          };
        };
        const ours = figures('minuta');
        const floor = figures('floor');
        if (products.some((product) => product !== 'minuta-ajv'))
          printFigures(
            condition,
            scenario,
            pages.versions,
            ours,
            figures('rjsf'),
            figures('survey'),
            floor,
          );
        if (products.includes('minuta-ajv'))
          printValidatorFigures(
            condition,
            scenario,
            pages.versions.rjsf,
            ours,
            figures('minuta-ajv'),
            samples.get('minuta-ajv')?.[0]?.invalid.length ?? 0,
          );
        if (scenario.size === 1000 && products.includes('minuta'))
          verdicts.push(...verdictsFor(condition, ours, floor));
      }
  } finally {
    await browser.close();
    await pages.stop();
  }
  console.log('');
  for (const line of verdicts) console.log(line);
}

function selectedProducts(names: string | undefined): Product[] {
  if (!names) return allProducts;
  return names.split(',').map((name) => {
    const product = name.trim() as Product;
    if (!allProducts.includes(product))
      throw new Error(`PLAYER_BENCH_PRODUCTS: unknown page «${name}» (${allProducts.join(', ')})`);
    return product;
  });
}

// Minuta and its validator-ajv8 variant must show the same errors on the same answers: the
// variant's figures are only worth comparing when it validates as the engine does.
function checkSameErrors(samples: Map<Product, Sample[]>, size: number): void {
  const lists = [...validating].flatMap((product) =>
    (samples.get(product) ?? []).map((sample) => ({ product, invalid: sample.invalid.join() })),
  );
  const first = lists[0];
  const other = lists.find((list) => list.invalid !== first?.invalid);
  if (first && other)
    throw new Error(
      `${size} questions: ${first.product} and ${other.product} show different errors after «Revisar respuestas»`,
    );
}

function selectedConditions(names: string | undefined): Condition[] {
  const wanted = (names ?? 'desktop,phone').split(',').map((name) => name.trim());
  return wanted.map((name) => {
    const condition = playerConditions[name as keyof typeof playerConditions];
    if (!condition) throw new Error(`PLAYER_BENCH_CONDITIONS: unknown condition «${name}»`);
    return condition;
  });
}

async function measureSample(
  browser: Browser,
  url: string,
  scenario: OnePageScenario,
  condition: Condition,
  product: Product,
): Promise<Sample> {
  // rjsf computes nothing: its page has no computed value.
  const computes = product !== 'rjsf';
  const shownAtStart = computes
    ? scenario.shownAtStart
    : scenario.shownAtStart.filter((name) => name !== scenario.computed);
  const context = await browser.newContext(condition.context);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    // The CPU slowed only while a figure is taken.
    const slowed = async <T>(rate: number, figure: () => Promise<T>): Promise<T> => {
      if (rate !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      try {
        return await figure();
      } finally {
        if (rate !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      }
    };
    await page.goto(url);
    await page.waitForFunction(() => window.__probe !== undefined);
    await page.waitForTimeout(300);
    const question = (name: string) => page.evaluate((n) => window.__probe.question(n), name);

    const mount = await slowed(condition.cpu, () =>
      page.evaluate((shown) => window.__probe.mount(shown), shownAtStart),
    );
    const names = scenario.compiled.variables.map((variable) => variable.path);
    const shown = await page.evaluate((all) => window.__probe.shown(all), names);
    if (shown.join() !== shownAtStart.join())
      throw new Error(`${url} shows ${shown.length} of ${shownAtStart.length} questions`);
    await page.waitForTimeout(300);

    const option = page
      .locator(`${await question(scenario.trigger)} label:has(input[type="radio"])`)
      .first();
    await option.scrollIntoViewIfNeeded();
    await page.evaluate((dependent) => window.__probe.armAnswer(dependent), scenario.dependent);
    if (computes)
      await page.evaluate(
        ([name, text]) => window.__probe.armText(name as string, text as string),
        [scenario.computed, scenario.computedText],
      );
    const [answerMs, computedMs] = await slowed(condition.cpu, async () => {
      await option.click();
      // No named function inside: tsx keeps names with a `__name` helper the page does not have.
      return page.evaluate(
        (computes) =>
          Promise.all([
            Promise.race([
              window.__probe.answered(),
              new Promise<never>((_, reject) =>
                setTimeout(() => reject(new Error('the dependent question never showed')), 30_000),
              ),
            ]),
            computes
              ? Promise.race([
                  window.__probe.textShown(),
                  new Promise<never>((_, reject) =>
                    setTimeout(() => reject(new Error('the computed value never showed')), 30_000),
                  ),
                ])
              : Number.NaN,
          ]),
        computes,
      );
    });
    await page.waitForTimeout(300);

    const typing = async (name: string, rate: number) => {
      const input = page.locator(`${await question(name)} input`).first();
      await input.click();
      await page.waitForTimeout(300);
      const perKey = await slowed(rate, async () => {
        const before = await taskDuration(cdp);
        await page.keyboard.type(TYPED, { delay: 80 });
        await page.waitForTimeout(rate === 1 ? 500 : 1000);
        return ((await taskDuration(cdp)) - before) / TYPED.length;
      });
      const typed = await input.inputValue();
      if (typed !== TYPED) throw new Error(`${url}: typed "${typed}"`);
      return perKey;
    };
    const keystrokeMs = await typing(scenario.typed, condition.cpu);
    const stressKeystrokeMs = condition.stressCpu
      ? await typing(scenario.typedAgain, condition.stressCpu)
      : Number.NaN;

    // The page's errors: «Revisar respuestas» with the required questions unanswered, then typing
    // into a text question that shows an error (every key validates the answers again).
    let errorsMs = Number.NaN;
    let errorKeystrokeMs = Number.NaN;
    let invalid: string[] = [];
    if (validating.has(product)) {
      const review = page.getByRole('button', { name: 'Revisar respuestas' });
      await review.scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
      await page.evaluate(() => window.__probe.armErrors());
      errorsMs = await slowed(condition.cpu, async () => {
        await review.click();
        return page.evaluate(() =>
          Promise.race([
            window.__probe.errorsShown(),
            new Promise<never>((_, reject) =>
              setTimeout(() => reject(new Error('no error showed')), 60_000),
            ),
          ]),
        );
      });
      await page.waitForTimeout(300);
      invalid = await page.evaluate(() => window.__probe.invalid());
      const answered = scenario.texts.find((name) => invalid.includes(name));
      if (!answered) throw new Error(`${url}: no text question shows an error`);
      errorKeystrokeMs = await typing(answered, condition.cpu);
      if ((await page.evaluate(() => window.__probe.invalid())).includes(answered))
        throw new Error(`${url}: ${answered} still shows its error once answered`);
    }
    return {
      invalid,
      errorsMs,
      errorKeystrokeMs,
      firstScreenMs: mount.firstScreenMs,
      mountMs: mount.allMs,
      answerMs,
      computedMs,
      keystrokeMs,
      stressKeystrokeMs,
    };
  } finally {
    await context.close();
  }
}

async function taskDuration(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0) * 1000;
}

function printFigures(
  condition: Condition,
  scenario: OnePageScenario,
  versions: { rjsf: string; survey: string },
  ours: PlayerFigures,
  rjsf: PlayerFigures,
  survey: PlayerFigures,
  floor: PlayerFigures,
) {
  const targets = scenario.size === 1000 ? condition.targets : null;
  const target = (limit: number | undefined) => (limit === undefined ? '' : `≤ ${limit} ms`);
  // A figure a product has no feature for (rjsf computes nothing) reads as a dash.
  const ms = (value: number) => (Number.isNaN(value) ? '—' : formatMs(value));
  const ratio = (a: number, b: number) => (Number.isNaN(a + b) ? '—' : formatRatio(a, b));
  const row = (label: string, limit: number | undefined, pick: (f: PlayerFigures) => number) => [
    label,
    targets ? target(limit) : '',
    ms(pick(ours)),
    ms(pick(rjsf)),
    ms(pick(survey)),
    ratio(pick(ours), pick(rjsf)),
    ratio(pick(ours), pick(survey)),
    ms(pick(floor)),
  ];
  const rows = [
    row(
      'mount: render call → first screen painted',
      targets?.firstScreenMs,
      (f) => f.firstScreenMs,
    ),
    row('mount: render call → all questions in the DOM, painted', targets?.allMs, (f) => f.mountMs),
    row('answer → dependent question painted', targets?.answerMs, (f) => f.answerMs),
    row('answer → computed value painted', targets?.computedMs, (f) => f.computedMs),
    row('typing: main-thread task time per keystroke', targets?.keystrokeMs, (f) => f.keystrokeMs),
  ];
  if (condition.stressCpu)
    rows.push(
      row(
        `typing at CPU ${condition.stressCpu}×: task time per keystroke`,
        targets?.stressKeystrokeMs,
        (f) => f.stressKeystrokeMs,
      ),
    );
  printTable(
    `Interview player, ${condition.name}: one page of ${scenario.size} questions (${scenario.shownAtStart.length} shown at start), Chromium, median of ${RUNS}`,
    [
      'measure',
      'target',
      'Minuta',
      `naive rjsf ${versions.rjsf}`,
      `SurveyJS ${versions.survey}`,
      'rjsf ÷ Minuta',
      'SurveyJS ÷ Minuta',
      'static HTML floor',
    ],
    rows,
  );
}

// Minuta beside the same player with validator-ajv8 validating its answers, same run, same probe.
function printValidatorFigures(
  condition: Condition,
  scenario: OnePageScenario,
  rjsfVersion: string,
  ours: PlayerFigures,
  ajv: PlayerFigures,
  errorCount: number,
) {
  const ms = (value: number) => (Number.isNaN(value) ? '—' : formatMs(value));
  const row = (label: string, pick: (f: PlayerFigures) => number) => [
    label,
    ms(pick(ours)),
    ms(pick(ajv)),
    Number.isNaN(pick(ours) + pick(ajv)) ? '—' : formatRatio(pick(ours), pick(ajv)),
  ];
  const rows = [
    row('mount: render call → first screen painted', (f) => f.firstScreenMs),
    row('mount: render call → all questions in the DOM, painted', (f) => f.mountMs),
    row('answer → dependent question painted', (f) => f.answerMs),
    row('answer → computed value painted', (f) => f.computedMs),
    row('typing: main-thread task time per keystroke', (f) => f.keystrokeMs),
  ];
  if (condition.stressCpu)
    rows.push(
      row(
        `typing at CPU ${condition.stressCpu}×: task time per keystroke`,
        (f) => f.stressKeystrokeMs,
      ),
    );
  rows.push(
    row(
      `«Revisar respuestas» → errors painted (${errorCount} questions; first validation)`,
      (f) => f.errorsMs,
    ),
    row(
      'typing with the errors shown (each key validates): task time per keystroke',
      (f) => f.errorKeystrokeMs,
    ),
  );
  printTable(
    `Interview player, ${condition.name}: Minuta beside the same player validating with @rjsf/validator-ajv8 ${rjsfVersion} in the engine's place, one page of ${scenario.size} questions, median of ${RUNS} (embed weight: the embedded interview's table)`,
    ['measure', 'Minuta', 'with validator-ajv8', 'ajv8 ÷ Minuta'],
    rows,
  );
}

function verdictsFor(condition: Condition, ours: PlayerFigures, floor: PlayerFigures): string[] {
  const { targets } = condition;
  const where = `player, ${condition.name}, 1,000 questions on one page`;
  // A target under the static floor cannot be met on this machine by any player: say so.
  const verdict = (value: number, limit: number, label: string, floorValue?: number) => {
    const floorNote =
      floorValue === undefined || Number.isNaN(floorValue) || value <= limit
        ? ''
        : floorValue > limit
          ? `; the static HTML floor itself takes ${formatMs(floorValue)} here`
          : `; static HTML floor ${formatMs(floorValue)}`;
    return `${value <= limit ? 'met   ' : 'MISSED'}  ${where}: ${label} ${formatMs(value)} (target ≤ ${limit} ms${floorNote})`;
  };
  const lines = [
    verdict(
      ours.firstScreenMs,
      targets.firstScreenMs,
      'mount to first screen painted',
      floor.firstScreenMs,
    ),
  ];
  lines.push(
    targets.allMs === undefined
      ? `        (all questions in the DOM and painted: ${formatMs(ours.mountMs)}, compared with no target)`
      : verdict(ours.mountMs, targets.allMs, 'mount to all questions painted', floor.mountMs),
  );
  lines.push(
    verdict(
      ours.answerMs,
      targets.answerMs,
      'answer to dependent question painted',
      floor.answerMs,
    ),
    ...(targets.computedMs === undefined
      ? []
      : [
          verdict(
            ours.computedMs,
            targets.computedMs,
            'answer to dependent computation painted',
            floor.computedMs,
          ),
        ]),
    verdict(
      ours.keystrokeMs,
      targets.keystrokeMs,
      'main-thread work per keystroke',
      floor.keystrokeMs,
    ),
  );
  if (condition.stressCpu && targets.stressKeystrokeMs !== undefined)
    lines.push(
      verdict(
        ours.stressKeystrokeMs,
        targets.stressKeystrokeMs,
        `main-thread work per keystroke at CPU ${condition.stressCpu}×`,
        floor.stressKeystrokeMs,
      ),
    );
  return lines;
}

if (process.argv[1] === import.meta.filename) await runPlayerBench();
