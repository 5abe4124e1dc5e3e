#!/usr/bin/env node
// Draws the public pages to HTML after the build (`vite build`, then `vite build -c
// vite.ssr.config.ts`): for each page of src/prerender/prerenderedPages.ts, the app's shell
// (dist/web/index.html) with the page's markup in #root, a modulepreload for the page's own chunk
// and the settings' default attributes on <html>, written to dist/web/prerendered/, with
// dist/web/prerendered.json mapping each path to its file (the server answers a path with its
// page, every other route with the empty shell). A page is drawn twice, for a first visit and for a
// visitor who agreed to cookies (no notice); the map names the cookie that picks the second. The
// first paint then needs no script; the app hydrates the markup (src/main.tsx).
//
// The pages run under a Content-Security-Policy without inline styles: the `style` attributes
// React writes (a library's `outline: none`…) move into a stylesheet of their own, one class per
// distinct declaration, linked from every page.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

export async function prerenderPages(
  webDir = join(root, 'dist/web'),
  ssrDir = join(root, 'dist/ssr'),
) {
  const { prerenderedPages, renderPage, renderGuestFrame, defaultRootAttributes, consentCookie } =
    await import(pathToFileURL(join(ssrDir, 'renderPage.js')).href);
  const shell = readFileSync(join(webDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(join(webDir, '.vite/manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find(
    (key) => manifest[key].isEntry && key === 'index.html',
  );
  if (!entryKey || !shell.includes('<div id="root"></div>'))
    throw new Error('dist/web/index.html is not the app shell this script expects');
  const inEntry = chunksOf(manifest, entryKey);

  const outDir = join(webDir, 'prerendered');
  rmSync(outDir, { recursive: true, force: true });
  const styles = new Map();
  const pages = [];
  for (const page of prerenderedPages) {
    const preloads = page.module
      ? [...chunksOf(manifest, page.module)].filter((key) => !inEntry.has(key))
      : [];
    // Drawn for a first visit (the cookie notice shown) and for a visitor who agreed to cookies.
    for (const cookieConsent of [false, true]) {
      const markup = moveInlineStyles(await renderPage(page.path, { cookieConsent }), styles);
      if (!markup.includes('<')) throw new Error(`${page.path} rendered nothing`);
      pages.push({ page, markup, preloads, cookieConsent });
    }
  }
  const css = [...styles].map(([declarations, name]) => `.${name}{${declarations}}`).join('\n');
  const cssFile = `assets/prerendered-${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
  if (css) writeFileSync(join(webDir, cssFile), `${css}\n`);

  const map = {};
  for (const { page, markup, preloads, cookieConsent } of pages) {
    const links = preloads.map(
      (key) => `<link rel="modulepreload" crossorigin href="/${manifest[key].file}">`,
    );
    // The page's own stylesheet beside the app's, before every script (vite.config.ts,
    // stylesheetsFirst): the first paint waits for it.
    const stylesheet = markup.includes('ssr-style-')
      ? `<link rel="stylesheet" href="/${cssFile}">\n    `
      : '';
    const html = shell
      .replace(
        /<html([^>]*)>/,
        (_tag, attributes) => `<html${withAttributes(attributes, defaultRootAttributes)}>`,
      )
      .replace(/<script type="module"/, `${stylesheet}<script type="module"`)
      .replace(/\n?\s*<\/head>/, `${links.map((link) => `\n    ${link}`).join('')}\n  </head>`)
      .replace('<div id="root"></div>', `<div id="root">${markup}</div>`);
    const file = `prerendered${page.path === '/' ? '/index' : page.path}${cookieConsent ? '.consentido' : ''}.html`;
    mkdirSync(dirname(join(webDir, file)), { recursive: true });
    writeFileSync(join(webDir, file), html);
    map[page.path] ??= { file: '', withCookie: {} };
    if (cookieConsent) map[page.path].withCookie[consentCookie] = file;
    else map[page.path].file = file;
  }
  writeFileSync(join(webDir, 'prerendered.json'), `${JSON.stringify(map, null, 2)}\n`);

  // The guest's pages (guest.html): the frame and the loading line, replaced by the guest app's
  // first render (not hydrated: the same HTML serves /questionary/… and /resultado/…).
  const guestFile = join(webDir, 'guest.html');
  const guest = readFileSync(guestFile, 'utf8');
  if (!guest.includes('<div id="root"></div>'))
    throw new Error('dist/web/guest.html has no empty #root');
  const frame = await renderGuestFrame();
  if (frame.includes('style="')) throw new Error('the guest frame may not carry inline styles');
  writeFileSync(
    guestFile,
    guest
      .replace(
        /<html([^>]*)>/,
        (_tag, attributes) => `<html${withAttributes(attributes, defaultRootAttributes)}>`,
      )
      .replace('<div id="root"></div>', `<div id="root">${frame}</div>`),
  );
  return map;
}

// A chunk and every chunk it imports statically (manifest keys).
function chunksOf(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) chunksOf(manifest, imported, seen);
  return seen;
}

// Every `style="…"` becomes a class named after its declarations (React escapes `"` and `>` in
// attribute values, so a tag ends at the first `>`).
function moveInlineStyles(markup, styles) {
  return markup.replace(/<[a-zA-Z][^>]*\sstyle="[^"]*"[^>]*>/g, (tag) => {
    const declarations = tag.match(/\sstyle="([^"]*)"/)?.[1] ?? '';
    let name = styles.get(declarations);
    if (!name) {
      name = `ssr-style-${styles.size + 1}`;
      styles.set(declarations, name);
    }
    const withoutStyle = tag.replace(/\sstyle="[^"]*"/, '');
    return /\sclass="/.test(withoutStyle)
      ? withoutStyle.replace(
          /\sclass="([^"]*)"/,
          (_attribute, classes) => ` class="${classes} ${name}"`,
        )
      : withoutStyle.replace(/^<([a-zA-Z][\w-]*)/, `<$1 class="${name}"`);
  });
}

// The <html> attributes with the given ones set (replaced when present).
function withAttributes(attributes, values) {
  let result = attributes;
  for (const [name, value] of Object.entries(values)) {
    const attribute = ` ${name}="${value}"`;
    const existing = new RegExp(`\\s${name}="[^"]*"`);
    result = existing.test(result) ? result.replace(existing, attribute) : `${result}${attribute}`;
  }
  return result;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const map = await prerenderPages();
  console.log(`Páginas públicas prerenderizadas: ${Object.keys(map).length}`);
}
