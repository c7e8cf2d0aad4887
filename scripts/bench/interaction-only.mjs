// `npm run bench:interaction`: only the results interaction of `npm run bench` (500 products, 4x CPU,
// sort and filter input to next paint, median of 20), about a minute instead of the whole bench.
// Same build, servers and probe as the bench; prints the medians and the budget rows, writes nothing
// but the build. Ports BENCH_PORT_BASE (Prism) and +1 (preview); BENCH_WORK_DIR keeps the build apart.
import os from 'node:os';
import { chromium } from '@playwright/test';
import { assertPortFree, startPrism, writeFixtures } from '../mock-server.mjs';
import { evaluateBudgets } from './budgets.mjs';
import { CHROMIUM_ARGS } from './first-visit.mjs';
import { RESULTS_PAGE } from './pages.mjs';
import { measureResultsInteraction } from './results-interaction.mjs';
import { appOutDir, buildApp, startPreview } from './servers.mjs';

const portBase = Number(process.env.BENCH_PORT_BASE ?? 4220);
const ports = { mock: portBase, app: portBase + 1 };
const children = [];

async function main() {
  for (const [what, port] of Object.entries(ports)) await assertPortFree(port, `the interaction bench (${what})`);
  const load = os.loadavg()[0];
  writeFixtures();
  const prism = startPrism({ port: ports.mock, stdio: 'pipe', readyTimeoutMs: 120_000 });
  buildApp();
  children.push(await prism);
  children.push(await startPreview({ port: ports.app, outDir: appOutDir, mockPort: ports.mock }));
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const interaction = await measureResultsInteraction(browser, `http://127.0.0.1:${ports.app}`, RESULTS_PAGE);
    console.log(JSON.stringify({ loadAverageAtStart: Math.round(load * 100) / 100, cpus: os.cpus().length, ...interaction }, null, 2));
    const rows = evaluateBudgets({ floor: null, pages: [], phoneMetadata: [], lighthouse: [], interaction }).filter((row) => /^results (sort|filter)/.test(row.budget));
    for (const row of rows) console.log(`${row.status.padEnd(12)} ${row.budget}: ${row.actual} (${row.limit})`);
    return rows.every((row) => row.status === 'pass') ? 0 : 1;
  } finally {
    await browser.close();
  }
}

main()
  .then((code) => code, (error) => {
    console.error(`interaction bench failed: ${error instanceof Error ? error.stack : error}`);
    return 1;
  })
  .then((code) => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    process.exit(code);
  });
