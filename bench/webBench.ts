import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureWebBuild } from '@server/web/ensureWebBuild';
import { landingBudgetKb, measureLanding } from '../scripts/reportBundle.mjs';
import { printTable } from './printTable';

// The landing page's JavaScript weight, from the production build `npm start` serves (built
// whole here when missing or stale, or when BENCH_REBUILD=1; a bare `vite build` would leave the
// page-load bench that follows measuring pages without their prerendered HTML).
export async function runWebBench(): Promise<void> {
  const root = fileURLToPath(new URL('..', import.meta.url));
  await ensureWebBuild(root, join(root, 'dist/web'), (line) => console.log(line), {
    force: process.env.BENCH_REBUILD === '1',
  });
  const { chunks, gzipKb, withinBudget } = measureLanding();
  printTable(
    "Landing page JavaScript (the app's entry, the landing's chunk and their static imports), gzip level 9",
    ['chunk', 'bytes', 'gzip'],
    [
      ...chunks.map((chunk) => [
        chunk.file,
        `${(chunk.bytes / 1024).toFixed(1)} KB`,
        `${(chunk.gzip / 1024).toFixed(1)} KB`,
      ]),
      ['total', '', `${gzipKb.toFixed(1)} KB`],
    ],
  );
  console.log(
    `\n${withinBudget ? 'met   ' : 'MISSED'}  landing page JavaScript: ${gzipKb.toFixed(1)} KB gzip (budget ≤ ${landingBudgetKb} KB)`,
  );
  // The phone target (≤ 60 KB of JavaScript before the first paint) is taken where the first
  // paint is: in the page-load bench, on the prerendered landing. This total is what the landing
  // downloads to become interactive.
}
