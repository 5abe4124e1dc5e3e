import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, mergeConfig } from 'vite';
import app from './vite.config.ts';

// The public pages' renderer for the build (src/prerender/renderPage.tsx → dist/ssr), run by
// scripts/prerenderPages.mjs after the app's own build. Same aliases and definitions as the app,
// so the HTML is what the app's first render draws; React and the libraries stay in node_modules.
const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default mergeConfig(
  { ...app, plugins: [], test: undefined },
  defineConfig({
    plugins: [react()],
    build: {
      ssr: fromRoot('./src/prerender/renderPage.tsx'),
      outDir: 'dist/ssr',
      emptyOutDir: true,
      manifest: false,
      sourcemap: false,
      copyPublicDir: false,
    },
  }),
);
