import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import webConfig, { markSchemasPure } from './vite.config.ts';

// The add-ins' task pane built on its own (npm run addins:build, scripts/buildAddins.mjs): the
// web app's aliases and plugins that matter to a bundle of ours, none of its page entries.
export default defineConfig({
  plugins: [react(), tailwindcss(), markSchemasPure()],
  resolve: webConfig.resolve,
  build: {
    rolldownOptions: {
      treeshake: {
        propertyReadSideEffects: false,
        moduleSideEffects: (id: string) =>
          !/\/(?:schemas|engine)\/|\/node_modules\/typebox\//.test(id),
      },
    },
  },
});
