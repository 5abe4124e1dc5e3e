import type { Plugin } from 'vite';

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
