import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { landingBudgetKb, measureLanding } from '../scripts/reportBundle.mjs';
import { printTable } from './printTable';

const phoneTargetKb = 60;

// The landing page's JavaScript weight, from a fresh production build.
export async function runWebBench(): Promise<void> {
  const root = fileURLToPath(new URL('..', import.meta.url));
  if (!existsSync(`${root}dist/web/.vite/manifest.json`) || process.env.BENCH_REBUILD === '1') {
    execFileSync(`${root}node_modules/.bin/vite`, ['build', '--logLevel', 'error'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
  const { chunks, gzipKb, withinBudget } = measureLanding();
  printTable(
    'Landing page JavaScript (entry chunk and its static imports), gzip level 9',
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
  // What a phone on slow 4G can afford before the landing is usable; the
  // budget above comes down to it once met.
  if (landingBudgetKb > phoneTargetKb)
    console.log(
      `${gzipKb <= phoneTargetKb ? 'met   ' : 'MISSED'}  landing page JavaScript for phones: ${gzipKb.toFixed(1)} KB gzip (target ≤ ${phoneTargetKb} KB)`,
    );
}
