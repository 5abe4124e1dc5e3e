import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// Not type-checked (outside tsconfig's files): the extension keeps Vite's native loader happy.
import { markSchemasPure } from './vite.config.ts';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// /embed.js: the player as one self-contained script (an IIFE defining <minuta-interview>, its
// styles inlined for its shadow root), written next to the web app in dist/web after `vite build`
// (which empties that folder first). Its gzip size is printed by `npm run bench` (budget 165 KB).
export default defineConfig({
  plugins: [react(), tailwindcss(), markSchemasPure()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  resolve: {
    alias: {
      '@schemas': fromRoot('./schemas'),
      '@engine': fromRoot('./engine'),
      '@ui': fromRoot('./ui'),
      '@player': fromRoot('./player'),
      // rjsf's Markdown is never enabled by the player: see player/form/plainMarkdown.tsx.
      'markdown-to-jsx/react': fromRoot('./player/form/plainMarkdown.tsx'),
      // Radix's scroll lock writes a <style> element, which the CSP forbids: see ui/styleSingleton.ts.
      'react-style-singleton': fromRoot('./ui/styleSingleton.ts'),
    },
  },
  build: {
    outDir: 'dist/web',
    emptyOutDir: false,
    copyPublicDir: false,
    sourcemap: false,
    target: 'es2022',
    rolldownOptions: {
      // Our schemas only declare things and TypeBox registers nothing the player uses: a module
      // none of whose exports is used is dropped (see also markSchemasPure).
      treeshake: {
        propertyReadSideEffects: false,
        moduleSideEffects: (id: string) =>
          !/\/(?:schemas|engine)\/|\/node_modules\/typebox\//.test(id),
      },
    },
    lib: {
      entry: fromRoot('./player/embed/index.tsx'),
      name: 'MinutaEmbed',
      formats: ['iife'],
      fileName: () => 'embed.js',
    },
  },
});
