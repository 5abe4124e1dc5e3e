#!/usr/bin/env node
// npm run addins:build: the Word add-in and the Google Docs add-on, ready to deploy.
//
// dist/addins/word/         the task pane (index.html + assets), served by Minuta at /addins/word/,
//                           and manifest.xml with `{{APP_URL}}` left in: the server fills in its own
//                           address when it serves /addins/word/manifest.xml.
// dist/addins/google-docs/  an Apps Script project for `clasp push`: appsscript.json (scopes, and
//                           the one address UrlFetchApp may reach besides Drive's export), Code.js
//                           (the server functions, one script, no imports) and Sidebar.html (the
//                           same task pane, scripts and styles inlined: HtmlService serves one file).
//
// APP_URL (the address Minuta is reached at, as for `npm start`) is written into the Google
// add-on, which calls Minuta from Google's servers.
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build as esbuild } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = join(root, 'dist/addins');

export async function buildAddins({ appUrl, only, wordDir } = {}) {
  const url = (
    appUrl ??
    process.env.APP_URL ??
    `http://localhost:${process.env.PORT ?? 3000}`
  ).replace(/\/+$/, '');
  if (only !== 'google-docs') await buildWord(wordDir ?? join(out, 'word'));
  if (only !== 'word') await buildGoogleDocs(url);
}

// The pane is its own bundle (not an entry of the web app's build, whose chunks it would
// reshuffle). `npm start` builds it into dist/web/addins/word, next to the app it is served with.
async function buildWord(target) {
  const { build } = await import('vite');
  await build({
    configFile: join(root, 'vite.addins.config.ts'),
    root: join(root, 'addins/word'),
    base: '/addins/word/',
    build: { outDir: target, emptyOutDir: true },
    logLevel: 'warn',
  });
  writeFileSync(
    join(target, 'manifest.xml'),
    readFileSync(join(root, 'addins/word/manifest.xml'), 'utf8'),
  );
  cpSync(join(root, 'public/addins/word'), target, { recursive: true });
}

async function buildGoogleDocs(appUrl) {
  const target = join(out, 'google-docs');
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  writeFileSync(join(target, 'Code.js'), await bundleScript(appUrl));
  writeFileSync(join(target, 'appsscript.json'), appsscriptJson(appUrl));
  writeFileSync(join(target, 'Sidebar.html'), await bundleSidebar(appUrl));
}

/** The server functions as one script; each export becomes a top-level function. */
export async function bundleScript(appUrl) {
  const result = await esbuild({
    entryPoints: [join(root, 'addins/google-docs/server/index.ts')],
    bundle: true,
    format: 'iife',
    globalName: 'MinutaAddon',
    target: 'es2019',
    platform: 'neutral',
    write: false,
    metafile: true,
    define: { MINUTA_URL: JSON.stringify(appUrl) },
    logLevel: 'silent',
  });
  const [output] = Object.values(result.metafile.outputs);
  const names = output.exports.length > 0 ? output.exports : exportedNames(result);
  // Apps Script calls only top-level functions: one per exported server function, forwarding
  // to the bundle.
  const entryFunctions = names
    .map((name) => `function ${name}() {\n  return MinutaAddon.${name}.apply(this, arguments);\n}`)
    .join('\n');
  return `${result.outputFiles[0].text}\n${entryFunctions}\n`;
}

// An iife's metafile lists no exports: read them from the entry's own export list.
function exportedNames() {
  const source = readFileSync(join(root, 'addins/google-docs/server/index.ts'), 'utf8');
  const names = new Set();
  for (const match of source.matchAll(/export function (\w+)/g)) names.add(match[1]);
  for (const match of source.matchAll(/export \{([^}]*)\}/g)) {
    for (const name of match[1].split(',')) if (name.trim()) names.add(name.trim());
  }
  return [...names].sort();
}

/** The manifest with Minuta's address as the one external host UrlFetchApp may call. */
export function appsscriptJson(appUrl) {
  const manifest = JSON.parse(
    readFileSync(join(root, 'addins/google-docs/appsscript.json'), 'utf8'),
  );
  manifest.urlFetchWhitelist = manifest.urlFetchWhitelist.map((entry) =>
    entry.replace('{{APP_URL}}', appUrl),
  );
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

export async function bundleSidebar(appUrl) {
  const { build } = await import('vite');
  const result = await build({
    configFile: join(root, 'vite.addins.config.ts'),
    root: join(root, 'addins/google-docs/sidebar'),
    define: { MINUTA_URL: JSON.stringify(appUrl) },
    build: {
      write: false,
      cssCodeSplit: false,
      assetsInlineLimit: Number.MAX_SAFE_INTEGER,
      rolldownOptions: {
        input: join(root, 'addins/google-docs/sidebar/main.tsx'),
        output: { format: 'iife', codeSplitting: false },
      },
    },
    logLevel: 'warn',
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
  const script = outputs
    .filter((o) => o.type === 'chunk')
    .map((o) => o.code)
    .join('\n');
  const style = outputs
    .filter((o) => o.type === 'asset' && o.fileName.endsWith('.css'))
    .map((o) => String(o.source))
    .join('\n');
  // `</script` or `</style` inside the code would end the element early.
  const safe = (text, tag) => text.replaceAll(`</${tag}`, `<\\/${tag}`);
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<base target="_top">
<style>${safe(style, 'style')}</style>
</head>
<body>
<div id="root"></div>
<script>${safe(script, 'script')}</script>
</body>
</html>
`;
}

// node scripts/buildAddins.mjs [word|google-docs] [folder for the Word pane]
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [only, wordDir] = process.argv.slice(2);
  await buildAddins({ only, wordDir: wordDir ? resolve(wordDir) : undefined });
  console.log('Complementos construidos en dist/addins/.');
}
