import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { printTable } from '../printTable';

// What a law firm's page downloads to run an interview: Minuta's /embed.js (built here with
// vite.embed.config.ts: React, the player, the engine and the styles in one script) next to the
// smallest page that runs a form with each peer, bundled in the same run with esbuild (minified,
// production React): rjsf with its ajv validator, and the SurveyJS Form Library with its
// stylesheet. Gzip level 9.

export const embedBudgetKb = 165;

const root = join(import.meta.dirname, '../..');
const peersDir = join(root, 'bench/peers');

const peerEntries = {
  'rjsf 6.11.1 + validator-ajv8': `
    import { createElement } from 'react';
    import { createRoot } from 'react-dom/client';
    import Form from '@rjsf/core';
    import validator from '@rjsf/validator-ajv8';
    window.mountForm = (element, schema) =>
      createRoot(element).render(createElement(Form, { schema, validator }));`,
  'SurveyJS Form Library 2.5.43': `
    import { createElement } from 'react';
    import { createRoot } from 'react-dom/client';
    import { Model } from 'survey-core';
    import { Survey } from 'survey-react-ui';
    import 'survey-core/survey-core.css';
    window.mountForm = (element, json) =>
      createRoot(element).render(createElement(Survey, { model: new Model(json) }));`,
};

const gzipKb = (text: string | Uint8Array) => gzipSync(text, { level: 9 }).length / 1024;

export async function runEmbedSizeBench(): Promise<void> {
  if (!existsSync(join(peersDir, 'node_modules/@rjsf/validator-ajv8'))) {
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: peersDir, stdio: 'inherit' });
  }
  const outDir = mkdtempSync(join(tmpdir(), 'minuta-embed-'));
  let minuta: number;
  try {
    execFileSync(
      join(root, 'node_modules/.bin/vite'),
      ['build', '-c', 'vite.embed.config.ts', '--outDir', outDir, '--logLevel', 'error'],
      { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
    );
    minuta = gzipKb(readFileSync(join(outDir, 'embed.js')));
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
  const rows: string[][] = [
    [
      'Minuta /embed.js (styles inlined)',
      `${minuta.toFixed(1)} KB`,
      '—',
      `${minuta.toFixed(1)} KB`,
      '1.0×',
    ],
  ];
  for (const [name, contents] of Object.entries(peerEntries)) {
    const bundle = await build({
      stdin: { contents, resolveDir: peersDir, loader: 'jsx' },
      bundle: true,
      minify: true,
      write: false,
      outdir: join(outDir, 'peer'),
      format: 'iife',
      define: { 'process.env.NODE_ENV': '"production"' },
      loader: { '.woff': 'dataurl', '.woff2': 'dataurl', '.svg': 'dataurl' },
      logLevel: 'error',
    });
    let js = 0;
    let css = 0;
    for (const output of bundle.outputFiles) {
      if (output.path.endsWith('.css')) css += gzipKb(output.contents);
      else js += gzipKb(output.contents);
    }
    const total = js + css;
    rows.push([
      name,
      `${js.toFixed(1)} KB`,
      css > 0 ? `${css.toFixed(1)} KB` : '—',
      `${total.toFixed(1)} KB`,
      `${(total / minuta).toFixed(1)}×`,
    ]);
  }
  printTable(
    'Embedded interview: what the firm’s page downloads, gzip level 9 (same run)',
    ['product', 'JavaScript', 'CSS', 'total', '÷ Minuta'],
    rows,
  );
  console.log(
    `\n${minuta <= embedBudgetKb ? 'met   ' : 'MISSED'}  embed /embed.js: ${minuta.toFixed(1)} KB gzip (budget ≤ ${embedBudgetKb} KB)`,
  );
}
