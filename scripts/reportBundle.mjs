#!/usr/bin/env node
// Reports what the landing page loads: the entry chunk and every chunk it imports statically,
// gzipped, against the 150 KB budget (the app area and the editors are separate, lazy chunks).
// Reads Vite's manifest from dist/web (run after `vite build`).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const landingBudgetKb = 150;

export function measureLanding(webDir = fileURLToPath(new URL('../dist/web', import.meta.url))) {
  const manifest = JSON.parse(readFileSync(join(webDir, '.vite/manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('No entry in the Vite manifest');
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  visit(entryKey);
  const chunks = [...seen].map((key) => {
    const file = manifest[key].file;
    const bytes = readFileSync(join(webDir, file));
    return { file, bytes: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
  const gzipKb = chunks.reduce((total, chunk) => total + chunk.gzip, 0) / 1024;
  return { chunks, gzipKb, withinBudget: gzipKb <= landingBudgetKb };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { chunks, gzipKb, withinBudget } = measureLanding();
  console.log(
    `\nLanding page JavaScript (${chunks.length} chunks): ${gzipKb.toFixed(1)} KB gzip — budget ${landingBudgetKb} KB: ${withinBudget ? 'met' : 'MISSED'}`,
  );
}
