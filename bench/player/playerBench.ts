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
//   · first screen painted — what issue 6's mount target (≤ 135 ms) is compared with: the first
//     frame in which the shown questions fill the 1280×900 window (each one is in the page, in
//     order, down to one that starts below the window's bottom edge);
//   · all questions in the DOM and painted — the frame that paints the page's last shown question
//     (the three draw in page order; every shown question is then checked to be there).
//   Naive rjsf and SurveyJS draw the whole page in one go, so both figures are about the same for
//   them; Minuta draws the parts filling the window first and the others in the following tasks
//   (any input before that draws them all at once).
// - answer → dependent shown: a real click (Playwright's mouse through CDP) on option 'a' of a
//   choice question; from the click event's timestamp to the end of the painted frame in which
//   the question that answer reveals is rendered.
// - keystroke: Chromium's own main-thread task time (CDP Performance.getMetrics TaskDuration)
//   while typing 25 characters at a brisk typist's pace (80 ms apart) into a text question, and
//   the half second after, divided by the characters. SurveyJS updates a text answer on blur by
//   default, so its keystrokes do not reach its model (nor re-evaluate its conditions).
// Every sample is a fresh page in a new browser context; the products alternate sample by
// sample, and each figure is the median of RUNS samples.

import { join } from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import { ensureWebBuild } from '@server/web/ensureWebBuild';
import { formatMs, formatRatio, median, printTable } from '../printTable';
import { createOnePageScenario, type OnePageScenario } from './createOnePageScenario';
import { type Product, servePlayerPages } from './servePlayerPages';

const sizes = [200, 1000];
const RUNS = 5;
const TYPED = 'Cláusula de arrendamiento';
const products: Product[] = ['minuta', 'rjsf', 'survey'];
const targets = { mountMs: 135, answerMs: 35, keystrokeMs: 20 };

interface PlayerFigures {
  firstScreenMs: number;
  mountMs: number;
  answerMs: number;
  keystrokeMs: number;
}

export async function runPlayerBench(): Promise<void> {
  const root = join(import.meta.dirname, '../..');
  const webDir = join(root, 'dist/web');
  await ensureWebBuild(root, webDir, (line) => console.log(line));
  const scenarios = sizes.map((size) => createOnePageScenario(size));
  const data = {
    minuta: Object.fromEntries(scenarios.map((s) => [s.size, s.compiled])),
    rjsf: Object.fromEntries(scenarios.map((s) => [s.size, s.rjsf])),
    survey: Object.fromEntries(scenarios.map((s) => [s.size, s.surveyJson])),
  };
  const pages = await servePlayerPages(webDir, data);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  const verdicts: string[] = [];
  try {
    for (const scenario of scenarios) {
      const samples = new Map<Product, PlayerFigures[]>(products.map((p) => [p, []]));
      for (let run = 0; run < RUNS; run++)
        for (let turn = 0; turn < products.length; turn++) {
          const product = products[(run + turn) % products.length] as Product;
          const url = pages.url(product, scenario.size);
          samples.get(product)?.push(await measureSample(browser, url, scenario));
        }
      const figures = (product: Product): PlayerFigures => {
        const runs = samples.get(product) ?? [];
        return {
          firstScreenMs: median(runs.map((r) => r.firstScreenMs)),
          mountMs: median(runs.map((r) => r.mountMs)),
          answerMs: median(runs.map((r) => r.answerMs)),
          keystrokeMs: median(runs.map((r) => r.keystrokeMs)),
        };
      };
      const ours = figures('minuta');
      printFigures(scenario, pages.versions, ours, figures('rjsf'), figures('survey'));
      if (scenario.size === 1000) verdicts.push(...verdictsFor(ours));
    }
  } finally {
    await browser.close();
    await pages.stop();
  }
  console.log('');
  for (const line of verdicts) console.log(line);
}

async function measureSample(
  browser: Browser,
  url: string,
  scenario: OnePageScenario,
): Promise<PlayerFigures> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.goto(url);
    await page.waitForFunction(() => window.__probe !== undefined);
    await page.waitForTimeout(300);
    const question = (name: string) => page.evaluate((n) => window.__probe.question(n), name);

    const mount = await page.evaluate(
      (shown) => window.__probe.mount(shown),
      scenario.shownAtStart,
    );
    const names = scenario.compiled.variables.map((variable) => variable.path);
    const shown = await page.evaluate((all) => window.__probe.shown(all), names);
    if (shown.join() !== scenario.shownAtStart.join())
      throw new Error(`${url} shows ${shown.length} of ${scenario.shownAtStart.length} questions`);
    await page.waitForTimeout(300);

    await page.evaluate((dependent) => window.__probe.armAnswer(dependent), scenario.dependent);
    await page
      .locator(`${await question(scenario.trigger)} label:has(input[type="radio"])`)
      .first()
      .click();
    const answerMs = await page.evaluate(() =>
      Promise.race([
        window.__probe.answered(),
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error('the dependent question never showed')), 10_000),
        ),
      ]),
    );
    await page.waitForTimeout(300);

    const input = page.locator(`${await question(scenario.typed)} input`).first();
    await input.click();
    const before = await taskDuration(cdp);
    await page.keyboard.type(TYPED, { delay: 80 });
    await page.waitForTimeout(500);
    const keystrokeMs = ((await taskDuration(cdp)) - before) / TYPED.length;
    const typed = await input.inputValue();
    if (typed !== TYPED) throw new Error(`${url}: typed "${typed}"`);
    return { firstScreenMs: mount.firstScreenMs, mountMs: mount.allMs, answerMs, keystrokeMs };
  } finally {
    await context.close();
  }
}

async function taskDuration(cdp: import('@playwright/test').CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0) * 1000;
}

function printFigures(
  scenario: OnePageScenario,
  versions: { rjsf: string; survey: string },
  ours: PlayerFigures,
  rjsf: PlayerFigures,
  survey: PlayerFigures,
) {
  const budget = scenario.size === 1000;
  const row = (label: string, target: string, pick: (figures: PlayerFigures) => number) => [
    label,
    budget ? target : '',
    formatMs(pick(ours)),
    formatMs(pick(rjsf)),
    formatMs(pick(survey)),
    formatRatio(pick(ours), pick(rjsf)),
    formatRatio(pick(ours), pick(survey)),
  ];
  printTable(
    `Interview player: one page of ${scenario.size} questions (${scenario.shownAtStart.length} shown at start), Chromium, median of ${RUNS}`,
    [
      'measure',
      'target',
      'Minuta',
      `naive rjsf ${versions.rjsf}`,
      `SurveyJS ${versions.survey}`,
      'rjsf ÷ Minuta',
      'SurveyJS ÷ Minuta',
    ],
    [
      row('mount: render call → first screen painted', '≤ 135 ms', (f) => f.firstScreenMs),
      row('mount: render call → all questions in the DOM, painted', '', (f) => f.mountMs),
      row('answer → dependent question painted', '≤ 35 ms', (f) => f.answerMs),
      row('typing: main-thread task time per keystroke', '≤ 20 ms', (f) => f.keystrokeMs),
    ],
  );
}

function verdictsFor(ours: PlayerFigures): string[] {
  const verdict = (value: number, limit: number, label: string) =>
    `${value <= limit ? 'met   ' : 'MISSED'}  player, 1,000 questions on one page: ${label} ${formatMs(value)} (target ≤ ${formatMs(limit)})`;
  return [
    verdict(ours.firstScreenMs, targets.mountMs, 'mount to first screen painted'),
    `        (all questions in the DOM and painted: ${formatMs(ours.mountMs)}, compared with no target)`,
    verdict(ours.answerMs, targets.answerMs, 'answer to dependent question painted'),
    verdict(ours.keystrokeMs, targets.keystrokeMs, 'main-thread work per keystroke'),
  ];
}
