// Builds and serves the floor with the product's own Vite, React plugin and React Router build, so
// the ratio compares like with like. Output goes to bench/.work/floor (gitignored).
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { reactRouterProductionPlugin } from '../../scripts/react-router-production-plugin.ts';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), reactRouterProductionPlugin()],
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    outDir: fileURLToPath(new URL('../.work/floor', import.meta.url)),
    emptyOutDir: true,
  },
  preview: { port: Number(process.env.PORT ?? 4221), strictPort: true },
  logLevel: 'warn',
});
