import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    markSchemasPure(),
    preloadDynamicImports('guest.html'),
    stylesheetsFirst(),
  ],
  // The footer's year: the public pages are prerendered at build time and hydrated with this.
  define: { 'import.meta.env.VITE_BUILD_YEAR': JSON.stringify(String(new Date().getFullYear())) },
  resolve: {
    alias: {
      '@schemas': fromRoot('./schemas'),
      '@engine': fromRoot('./engine'),
      '@server': fromRoot('./server'),
      '@ui': fromRoot('./ui'),
      '@player': fromRoot('./player'),
      // rjsf's Markdown is never enabled by the player: see player/form/plainMarkdown.tsx.
      'markdown-to-jsx/react': fromRoot('./player/form/plainMarkdown.tsx'),
      // Radix's scroll lock writes a <style> element, which the CSP forbids: see ui/styleSingleton.ts.
      'react-style-singleton': fromRoot('./ui/styleSingleton.ts'),
      '@builder': fromRoot('./builder'),
    },
  },
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    manifest: true,
    sourcemap: true,
    rolldownOptions: {
      // The app, and the guest's pages on their own (no session, no app code).
      input: { index: fromRoot('./index.html'), guest: fromRoot('./guest.html') },
      // Our schemas only declare things and TypeBox registers nothing the browser uses: a module
      // none of whose exports is used is dropped (see also markSchemasPure).
      treeshake: {
        propertyReadSideEffects: false,
        moduleSideEffects: (id: string) =>
          !/\/(?:schemas|engine)\/|\/node_modules\/typebox\//.test(id),
      },
    },
  },
  server: {
    // `npm run dev`: Vite serves the app; the API runs on its own port (npm start).
    proxy: { '/api': 'http://127.0.0.1:3000', '/health': 'http://127.0.0.1:3000' },
  },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    setupFiles: ['tests/setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // The API suites run real databases, SMTP and LibreOffice on a shared 2-core machine: a
    // generous ceiling keeps a slow moment from failing a test (no test asserts on time).
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

// The schemas declare TypeBox values at the top of their modules (`Type.Object({…})`). Marked
// pure, the declarations a bundle does not use are dropped, and TypeBox with them: the browser
// uses the schemas' constants and types, never the schemas themselves.
export function markSchemasPure(): Plugin {
  const call = /(?<![\w.])(Type\.[A-Z]\w*|nonBlank|codeMessage|itemLevel|Optional)\(/g;
  return {
    name: 'minuta:mark-schemas-pure',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/schemas\/.*\.ts$/.test(id)) return null;
      return { code: code.replace(call, '/* @__PURE__ */ $1('), map: null };
    },
  };
}

// An HTML page whose entry only starts a dynamic import (the guest page: its entry opens the share
// link first) would fetch that import's chunks only once the entry ran: a round trip more. This
// adds a modulepreload for each of them to the page, so the browser asks for them with the HTML.
export function preloadDynamicImports(page: string): Plugin {
  return {
    name: 'minuta:preload-dynamic-imports',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { path, bundle, chunk }) {
        if (path !== `/${page}` || !bundle || !chunk) return;
        const files = new Set<string>();
        const visit = (fileName: string) => {
          const output = bundle[fileName];
          if (files.has(fileName) || output?.type !== 'chunk') return;
          files.add(fileName);
          for (const imported of output.imports) visit(imported);
        };
        for (const imported of chunk.dynamicImports) visit(imported);
        // Vite preloads the entry's own static imports already.
        const preloaded = new Set<string>();
        const visitEntry = (fileName: string) => {
          const output = bundle[fileName];
          if (preloaded.has(fileName) || output?.type !== 'chunk') return;
          preloaded.add(fileName);
          for (const imported of output.imports) visitEntry(imported);
        };
        visitEntry(chunk.fileName);
        return [...files]
          .filter((file) => !preloaded.has(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

// The stylesheets are all the first paint waits for: they are asked for before any script or
// modulepreload. On HTTP/1.1 a browser opens six connections to a host, and a stylesheet listed
// after six scripts waited for one of them to finish (on a slow phone network, 0.2 s more before
// the prerendered landing showed anything).
export function stylesheetsFirst(): Plugin {
  return {
    name: 'minuta:stylesheets-first',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: (html) => withStylesheetsFirst(html) },
  };
}

const stylesheetTag = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g;

// The head's stylesheet links moved before its first script or modulepreload.
export function withStylesheetsFirst(html: string): string {
  const head = /<head>[\s\S]*?<\/head>/.exec(html);
  if (!head) return html;
  const links = head[0].match(stylesheetTag) ?? [];
  const rest = head[0].replace(stylesheetTag, '');
  const first = /[ \t]*<(?:script|link rel="modulepreload")/.exec(rest);
  if (!first || links.length === 0) return html;
  const reordered = `${rest.slice(0, first.index)}${links.map((link) => (link.endsWith('\n') ? link : `${link}\n`)).join('')}${rest.slice(first.index)}`;
  return html.replace(head[0], reordered);
}
