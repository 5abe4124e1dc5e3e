#!/usr/bin/env node
// Reports the JavaScript two pages load, gzipped, from Vite's manifest in dist/web (run after
// `vite build`):
// - the landing: the app's entry (index.html), the landing's own chunk
//   (src/pages/landing/LandingPage.tsx) and every chunk they import statically — against the
//   budget below. The page is prerendered, so none of it stands before the first paint; it is
//   what the landing downloads to become interactive. The app area and the editors are separate,
//   lazy chunks.
// - the guest page: guest.html's entry and the interview it loads (its dynamic imports and their
//   static imports), which the page asks for at once.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const landingBudgetKb = 135;

const defaultWebDir = fileURLToPath(new URL('../dist/web', import.meta.url));

export function measureLanding(webDir = defaultWebDir) {
  const manifest = readManifest(webDir);
  const keys = new Set();
  for (const key of ['index.html', 'src/pages/landing/LandingPage.tsx'])
    staticGraph(manifest, key, keys);
  const measured = measure(webDir, manifest, keys);
  return { ...measured, withinBudget: measured.gzipKb <= landingBudgetKb };
}

export function measureGuestPage(webDir = defaultWebDir) {
  const manifest = readManifest(webDir);
  const keys = staticGraph(manifest, 'guest.html');
  for (const lazy of manifest['guest.html'].dynamicImports ?? []) staticGraph(manifest, lazy, keys);
  return measure(webDir, manifest, keys);
}

function readManifest(webDir) {
  const manifest = JSON.parse(readFileSync(join(webDir, '.vite/manifest.json'), 'utf8'));
  for (const key of ['index.html', 'guest.html'])
    if (!manifest[key]) throw new Error(`No ${key} entry in the Vite manifest`);
  return manifest;
}

function staticGraph(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticGraph(manifest, imported, seen);
  return seen;
}

function measure(webDir, manifest, keys) {
  const chunks = [...keys].map((key) => {
    const file = manifest[key].file;
    const bytes = readFileSync(join(webDir, file));
    return { file, bytes: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
  const gzipKb = chunks.reduce((total, chunk) => total + chunk.gzip, 0) / 1024;
  return { chunks, gzipKb };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { chunks, gzipKb, withinBudget } = measureLanding();
  const guest = measureGuestPage();
  console.log(
    `\nLanding page JavaScript (${chunks.length} chunks): ${gzipKb.toFixed(1)} KB gzip — budget ${landingBudgetKb} KB: ${withinBudget ? 'met' : 'MISSED'}`,
  );
  console.log(
    `Guest page JavaScript (${guest.chunks.length} chunks): ${guest.gzipKb.toFixed(1)} KB gzip`,
  );
}
