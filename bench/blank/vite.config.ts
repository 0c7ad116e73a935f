// Build of the blank baseline page (see bench/README.md): same Vite + plugin-react as the app, output to bench/out/blank.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  build: { outDir: fileURLToPath(new URL('../out/blank', import.meta.url)), emptyOutDir: true, sourcemap: false },
});
