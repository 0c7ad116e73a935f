import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { serviceWorker } from './vite.serviceWorker.ts';

/** The sandbox platform and msw go into chunks of their own (named sandbox-*), so the app's size is measurable. */
const sandboxModule =
  /[\\/]src[\\/]sandbox[\\/]|[\\/]node_modules[\\/](msw|@mswjs|@open-draft|outvariant|strict-event-emitter|headers-polyfill|is-node-process|until-async|path-to-regexp|cookie|statuses|tough-cookie|tldts|tldts-core|graphql|set-cookie-parser|@bundled-es-modules|type-fest|rettime)[\\/]/;

export default defineConfig({
  plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }), lingui(), serviceWorker()],
  preview: { port: 4173, strictPort: true },
  server: { port: 5173 },
  // maplibre-gl ships its worker as a separate module; pre-bundling it breaks the worker's URL in dev.
  optimizeDeps: { exclude: ['maplibre-gl'] },
  worker: { format: 'es' },
  build: {
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [{ name: 'sandbox', test: sandboxModule }],
        },
      },
    },
  },
});
