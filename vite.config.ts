/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { cspPlugin } from './scripts/csp-plugin.ts';
import { pageChunkFailurePlugin } from './scripts/page-chunk-failure-plugin.ts';
import { previewHostHeadersPlugin } from './scripts/host-headers.ts';
import { productionBuildPlugin } from './scripts/production-build-plugin.ts';
import { reactRouterProductionPlugin } from './scripts/react-router-production-plugin.ts';
import { routePreloadPlugin } from './scripts/route-preload-plugin.ts';
import { PAGE_MODULES_BY_ROUTE } from './src/app/page-modules.ts';
import { earlyResultsScript } from './src/features/results/early-results-call.ts';

// Where /api goes in dev and preview: the Prism mock by default, a real backend when
// API_PROXY_TARGET is set (see README "Pointing the app at a real backend").
const apiTarget = process.env.API_PROXY_TARGET ?? `http://127.0.0.1:${process.env.MOCK_PORT ?? '4010'}`;
const proxy = {
  '/api': {
    target: apiTarget,
    changeOrigin: true,
    rewrite: (path: string) => path.replace(/^\/api/, ''),
  },
};

export default defineConfig({
  // Production builds only: the landing page's chunks preloaded from the HTML (decision 290), then the
  // Content-Security-Policy, which must come after it to allow its inline script (scripts/csp-plugin.ts).
  plugins: [
    react(),
    productionBuildPlugin(),
    reactRouterProductionPlugin(),
    // With the preloads, a results landing sends its results call and the lenders' lists (src/features/results/early-results-call.ts).
    routePreloadPlugin(PAGE_MODULES_BY_ROUTE, [earlyResultsScript(process.env.VITE_API_BASE_URL ?? '/api')]),
    cspPlugin({ apiBaseUrl: process.env.VITE_API_BASE_URL, sentryDsn: process.env.VITE_SENTRY_DSN }),
    previewHostHeadersPlugin(),
    // Development only: the scenario switcher's "next page fails to load".
    pageChunkFailurePlugin(),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  // The dev-only response check (src/api/response-check.ts) imports these lazily: pre-bundle them so
  // the first check does not wait for a dependency re-optimisation.
  optimizeDeps: { include: ['ajv/dist/2020.js', 'ajv-formats', 'yaml'] },
  server: { port: Number(process.env.PORT ?? 5173), strictPort: true, proxy },
  preview: { port: Number(process.env.PORT ?? 4173), strictPort: true, proxy },
  build: {
    target: 'es2022',
    // Written for upload to error reporting, referenced by no chunk and moved out of dist (decision 420).
    sourcemap: 'hidden',
    // Fewer, larger chunks where they always load together: each file costs a request and compresses
    // on its own (decision 261). React, react-dom and the router in one chunk; the questionnaire
    // page and the modules every questionnaire graph shares in another (only the quote pages load it).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ },
            {
              name: 'questionnaire',
              test: /[\\/]src[\\/](features[\\/]quote[\\/](quote-page|question-screen|questionnaire-flow|answers-store|quote-analytics)|domain[\\/]questionnaires[\\/](types|engine|shared-questions|postcode-question|choices))\.tsx?$/,
              // Only these modules: their shared dependencies stay in chunks other pages can load alone.
              includeDependenciesRecursively: false,
            },
            // The small pure rules most pages share (prices, bands, order types): one request, not five,
            // on the questionnaire and results pages where customers land (decision 290).
            {
              name: 'domain-core',
              test: /[\\/]src[\\/]domain[\\/](constants|bands|money|orders|totals|finance|questionnaires[\\/]postcode)\.ts$/,
              includeDependenciesRecursively: false,
            },
            // Dates: the shown-date and fitting-date rules with the date-fns functions they and the pages use.
            { name: 'dates', test: /[\\/]node_modules[\\/]date-fns[\\/]|[\\/]src[\\/]domain[\\/]dates\.ts$/, includeDependenciesRecursively: false },
            // The form controls: a page with one of them nearly always shows the others.
            { name: 'form-controls', test: /[\\/]src[\\/]ui[\\/](fields|error-summary|choice-question)\.tsx$/, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'fixtures/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/security/**/*.test.ts'],
          // Plain Node for rules and modules; a browser DOM (jsdom, about half a second a file) only
          // for the files that say `// @vitest-environment jsdom` (components and browser-API modules).
          environment: 'node',
          setupFiles: ['src/test-setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: { name: 'sim', include: ['sim/**/*.test.ts'], environment: 'node', setupFiles: ['sim/setup.ts'], globalSetup: ['sim/global-setup.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'contract',
          include: ['tests/contract/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/contract/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
