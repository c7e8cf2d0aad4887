import { defineConfig, devices } from '@playwright/test';
import { E2E_BUILD_ENV, E2E_MOCK_PORT } from './scripts/e2e-env.mjs';

// The build under test and the tests (workers load this file too) see the same configuration.
Object.assign(process.env, E2E_BUILD_ENV);

// E2E runs the production build (what customers get) against the Prism mock, in Debian's
// Chromium. Ports differ from `npm start` so both can run at once.
export const E2E_APP_PORT = Number(process.env.E2E_APP_PORT ?? 4180);
export { E2E_MOCK_PORT };

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  // Two browsers at a time: the machines that run the suite have two cores.
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PW_REPORTER === 'json' ? [['json', { outputFile: 'test-results/e2e.json' }], ['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_APP_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // A test's page lives seconds: V8's optimising compilers (Maglev, TurboFan) would spend CPU on
        // code that never runs long enough to repay it. Measured side by side: about an eighth less CPU.
        '--js-flags=--no-opt --no-maglev',
      ],
    },
  },
  // A phone's viewport at one device pixel per CSS pixel: the layout and every fold are the phone's, and
  // Chromium paints a seventh of the Pixel 7's pixels (its 2.625 scale costs the suite about a tenth).
  projects: [{ name: 'chromium', use: { ...devices['Pixel 7'], browserName: 'chromium', isMobile: false, deviceScaleFactor: 1 } }],
  webServer: {
    // E2E_DEV=1: the Vite dev server, for fast local iteration; CI always tests the production build.
    command: process.env.E2E_DEV
      ? 'node scripts/start.mjs dev'
      : `${process.env.SKIP_BUILD ? '' : 'npx vite build --mode mock && '}node scripts/start.mjs preview`,
    url: `http://127.0.0.1:${E2E_APP_PORT}/`,
    env: { PORT: String(E2E_APP_PORT), MOCK_PORT: String(E2E_MOCK_PORT) },
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
