// Page loads as a guest on a mid-range phone experiences them: Chromium with a 390×844 mobile
// viewport, the CPU slowed 4× (DevTools protocol Emulation.setCPUThrottlingRate), a slow-4G
// network (Network.emulateNetworkConditions: 150 ms round trip, 1.6 Mbps down, 750 kbps up) and
// the cache off, each load in a fresh browser context (no service worker). Measured for the
// landing `/`, `/login` and a guest page (a share link of a 6-question interview), served by the
// real server (startServer, the built app with its Brotli copies), next to a static floor: the
// landing's rendered HTML and its stylesheet with no script at all, served compressed — what
// the landing could cost at best.
//
// Figures per page, median of RUNS fresh loads taken in turn: first contentful paint, largest
// contentful paint (the browser's own PerformanceObserver entries, read once the network has
// been quiet for half a second; the element it painted is shown, from the last load), the
// JavaScript transferred before the first paint, and, for the guest page, when the call that
// fetches the interview started and when its first question was painted (the end of the first
// painted frame holding it). Figures, not tests.
//
// Ports: BENCH_WEB_PORT (the server) and BENCH_FLOOR_PORT (the static floor); free ones when unset.

import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { type Browser, type BrowserContextOptions, chromium } from '@playwright/test';
import { createServerConfig } from '@server/config/ServerConfig';
import { demoAccount } from '@server/seed/seedDatabase';
import { startServer } from '@server/startServer';
import { ensureWebBuild } from '@server/web/ensureWebBuild';
import { precompressWebApp } from '@server/web/precompressWebApp';
import { freePort } from '../freePort';
import { median, printTable } from '../printTable';

const RUNS = 5;

export const phoneLoadConditions = {
  context: {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 1.75,
    serviceWorkers: 'block',
  } satisfies BrowserContextOptions,
  cpu: 4,
  network: {
    offline: false,
    latency: 150,
    downloadThroughput: 1_600_000 / 8,
    uploadThroughput: 750_000 / 8,
  },
};

interface LoadTarget {
  label: string;
  url: string;
  // Largest contentful paint target, in ms.
  lcpTargetMs?: number;
  // Target for the JavaScript received before the first paint, in KB as sent.
  scriptTargetKb?: number;
  // The call whose start is reported (the guest page's interview).
  call?: string;
  // An element whose first painted frame is reported (the guest page's first question).
  ready?: string;
}

interface LoadFigures {
  // What the largest contentful paint painted (the last sample's, for the table).
  lcpElement: string;
  fcpMs: number;
  lcpMs: number;
  scriptKb: number;
  callStartMs: number;
  readyMs: number;
}

declare global {
  interface Window {
    __loadFigures: { fcp: number; lcp: number; lcpElement: string; ready: number };
  }
}

export async function runPageLoadBench(): Promise<void> {
  const root = join(import.meta.dirname, '../..');
  const webDir = join(root, 'dist/web');
  await ensureWebBuild(root, webDir, (line) => console.log(line));
  await precompressWebApp(webDir);
  const port = Number(process.env.BENCH_WEB_PORT) || (await freePort());
  const dataDir = mkdtempSync(join(tmpdir(), 'minuta-bench-web-'));
  const server = await startServer(
    createServerConfig({
      port,
      dataDir,
      appUrl: `http://127.0.0.1:${port}`,
      jwtSecret: randomBytes(32).toString('base64url'),
      admin: { email: 'admin@bench.test', password: '' },
      seedDemo: true,
      webDir,
    }),
    { logger: false },
  );
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  const floor = await serveStaticFloor(webDir, await renderedLanding(browser, server.url));
  try {
    const guestUrl = await shareSixQuestions(server.url);
    const targets: LoadTarget[] = [
      { label: 'static floor: the landing’s HTML and CSS, no script', url: floor.url },
      { label: 'landing /', url: `${server.url}/`, lcpTargetMs: 1000, scriptTargetKb: 60 },
      { label: '/login', url: `${server.url}/login`, lcpTargetMs: 1000 },
      {
        label: 'guest page, 6 questions',
        url: guestUrl,
        lcpTargetMs: 1300,
        call: 'getMasterGuestUser',
        ready: '[data-field]',
      },
    ];
    const samples = new Map<LoadTarget, LoadFigures[]>(targets.map((target) => [target, []]));
    for (let run = 0; run < RUNS; run++)
      for (let turn = 0; turn < targets.length; turn++) {
        const target = targets[(run + turn) % targets.length] as LoadTarget;
        samples.get(target)?.push(await measureLoad(browser, target));
      }
    const figures = (target: LoadTarget): LoadFigures => {
      const runs = samples.get(target) ?? [];
      const of = (pick: (figures: LoadFigures) => number) => median(runs.map(pick));
      return {
        lcpElement: runs.at(-1)?.lcpElement ?? '',
        fcpMs: of((r) => r.fcpMs),
        lcpMs: of((r) => r.lcpMs),
        scriptKb: of((r) => r.scriptKb),
        callStartMs: of((r) => r.callStartMs),
        readyMs: of((r) => r.readyMs),
      };
    };
    const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    printTable(
      `Page loads on a phone: 390×844, CPU ${phoneLoadConditions.cpu}×, slow 4G (150 ms, 1.6 Mbps down, 750 kbps up), cache off, median of ${RUNS} fresh loads`,
      [
        'page',
        'target (LCP)',
        'first contentful paint',
        'largest contentful paint',
        'JS before first paint (as sent)',
        'interview call starts',
        'first question painted',
        'largest paint: element (last load)',
      ],
      targets.map((target) => {
        const f = figures(target);
        return [
          target.label,
          target.lcpTargetMs ? `≤ ${seconds(target.lcpTargetMs)}` : '',
          seconds(f.fcpMs),
          seconds(f.lcpMs),
          `${f.scriptKb.toFixed(1)} KB`,
          target.call ? seconds(f.callStartMs) : '',
          target.ready ? seconds(f.readyMs) : '',
          f.lcpElement,
        ];
      }),
    );
    console.log('');
    for (const target of targets) {
      const { lcpMs, scriptKb } = figures(target);
      if (target.lcpTargetMs)
        console.log(
          `${lcpMs <= target.lcpTargetMs ? 'met   ' : 'MISSED'}  phone page load, ${target.label}: largest contentful paint ${seconds(lcpMs)} (target ≤ ${seconds(target.lcpTargetMs)})`,
        );
      if (target.scriptTargetKb !== undefined)
        console.log(
          `${scriptKb <= target.scriptTargetKb ? 'met   ' : 'MISSED'}  phone page load, ${target.label}: JavaScript received before the first paint ${scriptKb.toFixed(1)} KB as sent (target ≤ ${target.scriptTargetKb} KB)`,
        );
    }
  } finally {
    await browser.close();
    await floor.stop();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// Runs in the page from its first script on: records the paints' entries and, given `ready`, the
// end of the first painted frame holding that element (as the player bench's probe does).
// biome-ignore-start lint/complexity/useArrowFunction: serialized into the page as it is.
function observePageLoad(ready: string) {
  window.__loadFigures = { fcp: 0, lcp: 0, lcpElement: '', ready: Number.NaN };
  function frame() {
    if (!document.querySelector(ready)) {
      requestAnimationFrame(frame);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = function () {
      window.__loadFigures.ready = performance.now();
    };
    channel.port2.postMessage(null);
  }
  if (ready) requestAnimationFrame(frame);
  new PerformanceObserver(function (list) {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { element?: Element }>) {
      window.__loadFigures.lcp = entry.startTime;
      const element = entry.element;
      window.__loadFigures.lcpElement = element
        ? `<${element.tagName.toLowerCase()}> «${(element.textContent ?? '').trim().slice(0, 40)}»`
        : '';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver(function (list) {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') window.__loadFigures.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
}
// biome-ignore-end lint/complexity/useArrowFunction: serialized into the page as it is.

async function measureLoad(browser: Browser, target: LoadTarget): Promise<LoadFigures> {
  const context = await browser.newContext(phoneLoadConditions.context);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', phoneLoadConditions.network);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: phoneLoadConditions.cpu });
    // As source text: tsx keeps functions' names with a helper (`__name`) the page lacks.
    await page.addInitScript(
      `var __name = (f) => f; (${observePageLoad})(${JSON.stringify(target.ready ?? '')});`,
    );
    await page.goto(target.url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    await page.waitForTimeout(500);
    const figures = await page.evaluate((call) => {
      const { fcp, lcp, lcpElement, ready } = window.__loadFigures;
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const scriptBytes = resources
        .filter((entry) => /\.m?js(?:\?|$)/.test(entry.name) && entry.responseEnd <= fcp)
        .reduce((total, entry) => total + entry.encodedBodySize, 0);
      const called = call ? resources.find((entry) => entry.name.includes(call)) : undefined;
      return {
        fcpMs: fcp,
        lcpMs: lcp,
        scriptKb: scriptBytes / 1024,
        callStartMs: called?.startTime ?? Number.NaN,
        readyMs: ready,
        lcpElement,
      };
    }, target.call);
    if (process.env.BENCH_VERBOSE) console.log(target.label, figures);
    if (!(figures.lcpMs > 0)) throw new Error(`${target.url}: no largest contentful paint`);
    return figures;
  } finally {
    await context.close();
  }
}

// The landing as the browser draws it, with every script and module preload taken out.
async function renderedLanding(browser: Browser, origin: string): Promise<string> {
  const context = await browser.newContext({ ...phoneLoadConditions.context });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
    return await page.evaluate(() => {
      for (const element of document.querySelectorAll('script, link[rel="modulepreload"]'))
        element.remove();
      return `<!doctype html>\n${document.documentElement.outerHTML}`;
    });
  } finally {
    await context.close();
  }
}

const types: Record<string, string> = {
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
};

// Serves `html` at `/` and the built app's other files (its stylesheet, icons), Brotli-compressed
// like the real server does.
async function serveStaticFloor(webDir: string, html: string) {
  const { brotliCompressSync } = await import('node:zlib');
  const page = brotliCompressSync(html);
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    if (path === '/') {
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-encoding': 'br',
      });
      response.end(page);
      return;
    }
    const file = join(webDir, normalize(path).replace(/^(\.\.[/\\])+/, ''));
    if (!file.startsWith(webDir) || !existsSync(file)) {
      response.writeHead(404);
      response.end();
      return;
    }
    const compressed = existsSync(`${file}.br`);
    response.writeHead(200, {
      'content-type': types[extname(file)] ?? 'application/octet-stream',
      ...(compressed && { 'content-encoding': 'br' }),
    });
    response.end(readFileSync(compressed ? `${file}.br` : file));
  });
  const port = Number(process.env.BENCH_FLOOR_PORT) || (await freePort());
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// The demo lawyer publishes a 6-question interview and shares a personal link: its address.
async function shareSixQuestions(origin: string): Promise<string> {
  const login = await fetch(`${origin}/api/v1/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: demoAccount.email, password: demoAccount.password }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const call = async (path: string, body: Record<string, unknown>) => {
    const response = await fetch(`${origin}/api/v1/documents/${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as Record<string, unknown> & { version?: number };
    if (!response.ok) throw new Error(`${path}: ${JSON.stringify(answer)}`);
    return answer;
  };
  const { workspace } = (await call('createWork', { workspace_name: 'Bench' })) as {
    workspace: { id: string };
  };
  const created = (await call('createDoc', {
    workspace_id: workspace.id,
    document_name: 'Poder especial',
  })) as { document: { id: string }; version: number };
  const documentId = created.document.id;
  let version = created.version;
  const write = async (path: string, body: Record<string, unknown>) => {
    const answer = await call(path, { ...body, version });
    version = answer.version as number;
    return answer;
  };
  const { page } = (await write('createPage', {
    document_id: documentId,
    page_name: 'Tus datos',
  })) as { page: { id: string } };
  const questions: Array<[string, string, string]> = [
    ['shortText', 'Nombre completo', 'nombre'],
    ['idNumber', 'Cédula', 'cedula'],
    ['email', 'Correo electrónico', 'correo'],
    ['phone', 'Teléfono celular', 'telefono'],
    ['date', 'Fecha de nacimiento', 'nacimiento'],
    ['singleChoice', 'Estado civil', 'estado_civil'],
  ];
  for (const [kind, title, variable] of questions) {
    const { element } = (await write('createElement', {
      page_id: page.id,
      element_name: kind,
      element_title: title,
      element_variable: [variable],
      element_required: true,
    })) as { element: { id: string } };
    if (kind === 'singleChoice')
      for (const [label, value] of [
        ['Soltero o soltera', 'soltero'],
        ['Casado o casada', 'casado'],
        ['Divorciado o divorciada', 'divorciado'],
      ])
        await write('createItem', {
          element_id: element.id,
          item_name: 'option',
          item_title: label,
          item_value: [value],
        });
  }
  await call('publishDoc', { document_id: documentId, version });
  const { link } = (await call('createShareLink', {
    document_id: documentId,
    label: 'Cliente',
  })) as { link: { url: string } };
  return link.url;
}

if (process.argv[1] === import.meta.filename) await runPageLoadBench();
