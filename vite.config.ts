/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { cspPlugin } from './scripts/csp-plugin.ts';
import { mockImageOrigin } from './fixtures/images.ts';
import { pageChunkFailurePlugin } from './scripts/page-chunk-failure-plugin.ts';
import { previewHostHeadersPlugin } from './scripts/host-headers.ts';
import { productionBuildPlugin } from './scripts/production-build-plugin.ts';
import { reactRouterProductionPlugin } from './scripts/react-router-production-plugin.ts';
import { routePreloadPlugin } from './scripts/route-preload-plugin.ts';
// The one module of src the config reads: the route manifest, data (decision 962). Its page and loader
// modules are the only app files the build names; app code is bundled, never run here.
import { PAGES, ROUTES } from './src/domain/route-manifest.ts';

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

// Unit test files that patch a global, a module, the environment or the clock get a fresh module graph each;
// the others share their worker's graph, as sim and contract do, so their libraries load once a worker, not
// once a file (decision 600). Files in a browser DOM share theirs apart from the plain Node ones, as React and
// Testing Library differ between the two. All three projects match `--project 'unit*'`.
const UNIT_TESTS = ['src', 'fixtures', 'scripts', 'tests/security', 'tests/backend'].flatMap((dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `${dir}/${file}`),
);
const PATCHES_ITS_WORLD = /vi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers|spyOn|resetModules)\b|process\.env\.\w+\s*=[^=]/;
type UnitProject = 'unit' | 'unit-shared' | 'unit-dom';
/** The unit project a test file runs in, read from its text. */
function unitProjectOf(file: string): UnitProject {
  const text = readFileSync(file, 'utf8');
  if (PATCHES_ITS_WORLD.test(text)) return 'unit';
  return text.includes('@vitest-environment jsdom') ? 'unit-dom' : 'unit-shared';
}

function unitProject(name: UnitProject, isolate: boolean) {
  return {
    extends: true as const,
    test: {
      name,
      include: UNIT_TESTS.filter((file) => unitProjectOf(file) === name),
      isolate,
      // Plain Node for rules and modules; a browser DOM (jsdom, about half a second a file) only
      // for the files that say `// @vitest-environment jsdom` (components and browser-API modules).
      environment: 'node',
      setupFiles: ['src/test-setup.ts'],
      testTimeout: 20_000,
    },
  };
}

export default defineConfig({
  // Production builds only: the landing page's chunks preloaded from the HTML (decision 963), then the
  // Content-Security-Policy, which must come after it to allow its inline script (scripts/csp-plugin.ts).
  plugins: [
    react(),
    productionBuildPlugin(),
    reactRouterProductionPlugin(),
    routePreloadPlugin(ROUTES, PAGES),
    cspPlugin({ apiBaseUrl: process.env.VITE_API_BASE_URL, sentryDsn: process.env.VITE_SENTRY_DSN, imageOrigin: process.env.IMAGE_ORIGIN, mockImageOrigin: mockImageOrigin() }),
    previewHostHeadersPlugin(),
    // Development only: the scenario switcher's "next page fails to load".
    pageChunkFailurePlugin(Object.values(PAGES).map((page) => page.module)),
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
    // Every browser the es2022 target runs in but Safari before 17 follows <link rel="modulepreload">;
    // those fetch each chunk when it is imported instead. The polyfill was 0.5 KB gzip on every page (decision 962).
    modulePreload: { polyfill: false },
    // Written for upload to error reporting, referenced by no chunk and moved out of dist (decision 420).
    sourcemap: 'hidden',
    // Vite's own chunking, plus one vendor chunk: React and the router, which every page loads (decision 962).
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: 'react', test: /\/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom)\//, includeDependenciesRecursively: true }] },
      },
    },
  },
  test: {
    // Both cores: Vitest's default on a 2-core machine is one worker, which leaves the other idle.
    // Threads start a test file with less work than a process each.
    maxWorkers: 2,
    pool: 'threads',
    projects: [
      unitProject('unit', true),
      unitProject('unit-shared', false),
      unitProject('unit-dom', false),
      {
        extends: true,
        // Pure Node files that clean up after themselves share one module graph per worker
        // (isolate: false): their libraries load once a worker, not once a file.
        test: { name: 'sim', include: ['sim/**/*.test.ts'], environment: 'node', isolate: false, setupFiles: ['sim/setup.ts'], globalSetup: ['sim/global-setup.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'contract',
          include: ['tests/contract/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          globalSetup: ['tests/contract/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
