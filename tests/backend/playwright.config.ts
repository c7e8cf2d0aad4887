import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import base from '../../playwright.config';
import { E2E_BUILD_ENV } from '../../scripts/e2e-env.mjs';

// The journeys against the backend written from openapi.yaml (decision 840): the same production
// build (mock mode: the offline Stripe.js double) served with /api proxied to that backend instead of
// Prism. `npx playwright test -c tests/backend`; SKIP_BUILD=1 reuses the last build of dist/.
Object.assign(process.env, E2E_BUILD_ENV);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const BACKEND_APP_PORT = Number(process.env.E2E_BACKEND_APP_PORT ?? 4181);
export const BACKEND_PORT = Number(process.env.E2E_BACKEND_PORT ?? 4040);

export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: path.join(root, 'test-results', 'backend'),
  reporter: process.env.PW_REPORTER === 'json' ? [['json', { outputFile: path.join(root, 'test-results', 'e2e-backend.json') }], ['list']] : [['list']],
  use: { ...base.use, baseURL: `http://127.0.0.1:${BACKEND_APP_PORT}` },
  webServer: [
    {
      // Reached through the app's /api proxy, so its pictures and the customers' files are on the API's origin.
      command: `node --import tsx tests/backend/main.ts ${BACKEND_PORT} http://127.0.0.1:${BACKEND_APP_PORT}/api`,
      cwd: root,
      url: `http://127.0.0.1:${BACKEND_PORT}/__health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `${process.env.SKIP_BUILD ? '' : 'npx vite build --mode mock && '}node scripts/start.mjs preview`,
      cwd: root,
      url: `http://127.0.0.1:${BACKEND_APP_PORT}/`,
      env: { PORT: String(BACKEND_APP_PORT), API_PROXY_TARGET: `http://127.0.0.1:${BACKEND_PORT}` },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
