import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
