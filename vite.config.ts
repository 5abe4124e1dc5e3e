import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  resolve: {
    alias: {
      '@schemas': fromRoot('./schemas'),
      '@engine': fromRoot('./engine'),
      '@server': fromRoot('./server'),
    },
  },
  build: {
    // Until the web app arrives, `npm run build` bundles the engine for the browser: it proves the
    // engine runs without Node and reports its size.
    outDir: 'dist/engine',
    emptyOutDir: true,
    lib: { entry: fromRoot('./engine/index.ts'), formats: ['es'], fileName: 'engine' },
  },
  test: {
    include: ['tests/**/*.test.ts'],
    pool: 'forks',
    maxWorkers: 2,
  },
});
