import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { printTable } from '../printTable';
import { ensurePeers, peersDir } from './validatorAjv8Variant';

// What a law firm's page downloads to run an interview: Minuta's /embed.js (built here with
// vite.embed.config.ts: React, the player, the engine and the styles in one script) next to the
// smallest page that runs a form with each peer, bundled in the same run with esbuild (minified,
// production React): rjsf with its ajv validator, and the SurveyJS Form Library with its
// stylesheet. Gzip level 9. Also /embed.js with @rjsf/validator-ajv8 validating the answers in
// the engine's place (bench/player/vite.embedWithAjv.config.ts), what that package would cost.

export const embedBudgetKb = 165;

const root = join(import.meta.dirname, '../..');

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

// /embed.js built by Vite with `config`, gzip KB.
function embedGzipKb(config: string): number {
  const outDir = mkdtempSync(join(tmpdir(), 'minuta-embed-'));
  try {
    execFileSync(
      join(root, 'node_modules/.bin/vite'),
      ['build', '-c', config, '--outDir', outDir, '--logLevel', 'error'],
      { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
    );
    return gzipKb(readFileSync(join(outDir, 'embed.js')));
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

export async function runEmbedSizeBench(): Promise<void> {
  ensurePeers();
  const minuta = embedGzipKb('vite.embed.config.ts');
  // The same embed with validator-ajv8 validating the answers in the engine's place
  // (bench/player/validatorAjv8Variant.ts): the requested stack's validator, weighed.
  const withAjv = embedGzipKb('bench/player/vite.embedWithAjv.config.ts');
  const rows: string[][] = [
    [
      'Minuta /embed.js (styles inlined)',
      `${minuta.toFixed(1)} KB`,
      '—',
      `${minuta.toFixed(1)} KB`,
      '1.0×',
    ],
    [
      'Minuta /embed.js, validator-ajv8 validating in the engine’s place',
      `${withAjv.toFixed(1)} KB`,
      '—',
      `${withAjv.toFixed(1)} KB`,
      `${(withAjv / minuta).toFixed(2)}×`,
    ],
  ];
  for (const [name, contents] of Object.entries(peerEntries)) {
    const bundle = await build({
      stdin: { contents, resolveDir: peersDir, loader: 'jsx' },
      bundle: true,
      minify: true,
      write: false,
      // Only names the outputs: nothing is written.
      outdir: join(tmpdir(), 'minuta-embed-peer'),
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
