// `npm run bench`: bundle bytes on a first visit per page group beside a floor app built
// in the same run, Lighthouse on three pages, results sort/filter timing, sim throughput.
// Prints the tables, writes bench/results.json, exits 1 when a budget is missed or not measured.
// `npm run bench -- --update-docs` also writes the tables into docs/performance.md.
// `npm run bench -- --bytes-only` measures only the first-visit bytes (about 40 s): prints that table and
// its budgets, writes bench/.work/bytes.json and leaves bench/results.json alone.
// Ports from 4220 (override with BENCH_PORT_BASE): Prism, floor, product (vite preview), product over
// HTTP/2, then one Chromium per Lighthouse run.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { assertPortFree, root, startPrism, writeFixtures } from './mock-server.mjs';
import { evaluateBudgets, phoneMetadataCountries } from './bench/budgets.mjs';
import { CHROMIUM_ARGS, measureFirstVisit } from './bench/first-visit.mjs';
import { LIGHTHOUSE_RUNS, runLighthouseMedian } from './bench/lighthouse.mjs';
import { LIGHTHOUSE_PAGES, PAGES, RESULTS_PAGE } from './bench/pages.mjs';
import { renderFirstVisitTable, renderReport, updateFigures } from './bench/report.mjs';
import { measureResultsInteraction } from './bench/results-interaction.mjs';
import { startHttp2Server } from './bench/http2-server.mjs';
import { appOutDir, buildApp, buildFloor, builtChunks, floorConfig, floorOutDir, startPreview, workDir } from './bench/servers.mjs';
import { measureSimThroughput } from './bench/sim-throughput.mjs';

const portBase = Number(process.env.BENCH_PORT_BASE ?? 4220);
// Each Lighthouse run gets its own Chromium debugging port (from portBase + 3): reusing one right after
// the previous Chromium exited made the next connection fail.
const ports = { mock: portBase, floor: portBase + 1, app: portBase + 2, appHttp2: portBase + 3, lighthouse: portBase + 4 };
let nextLighthousePort = ports.lighthouse;
const bytesOnly = process.argv.includes('--bytes-only');
const started = Date.now();
const log = (message) => console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(3)} s] ${message}`);

const children = [];
let browser = null;
let http2Server = null;
async function stopAll() {
  await browser?.close().catch(() => {});
  http2Server?.close();
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}
process.on('SIGINT', () => stopAll().then(() => process.exit(130)));

async function main() {
  mkdirSync(workDir, { recursive: true });
  for (const [what, port] of Object.entries(ports)) await assertPortFree(port, `the bench (${what})`);
  // Each page runs over HTTP/2 (the budget) and over HTTP/1.1 (for reference).
  for (let i = 1; i < 2 * LIGHTHOUSE_PAGES.length * LIGHTHOUSE_RUNS; i++) await assertPortFree(ports.lighthouse + i, 'the bench (lighthouse)');
  const loadAtStart = os.loadavg()[0];

  writeFixtures();
  // Prism reads the large mock spec while Vite builds (it needs well over 30 s on a busy machine).
  const prismStarting = startPrism({ port: ports.mock, stdio: 'pipe', readyTimeoutMs: 120_000 }).then((child) => ({ child }), (error) => ({ error }));
  log('building the product and the floor with the same Vite');
  buildApp();
  buildFloor();

  log(`starting Prism :${ports.mock}, product preview :${ports.app}, floor preview :${ports.floor}`);
  // Without the mock the bundles can still be measured; the pages that need data will say they did not render.
  let mock = { started: true };
  const prism = await prismStarting;
  if (prism.child) children.push(prism.child);
  else {
    mock = { started: false, reason: prism.error.message.split('\n').slice(0, 3).join(' ') };
    log(`Prism did not start, measuring without the mock: ${mock.reason}`);
  }
  children.push(await startPreview({ port: ports.app, outDir: appOutDir, mockPort: ports.mock }));
  children.push(await startPreview({ port: ports.floor, outDir: floorOutDir, config: floorConfig }));
  const appBase = `http://127.0.0.1:${ports.app}`;

  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  log('first visits');
  const floor = await measureFirstVisit(browser, `http://127.0.0.1:${ports.floor}`, { url: '/' }, floorOutDir);
  const pages = [];
  let homeHeading = null;
  for (const page of PAGES) {
    const visit = await measureFirstVisit(browser, appBase, page, appOutDir, homeHeading);
    if (page.url === '/') homeHeading = visit.heading;
    pages.push({ ...page, ...visit });
    log(`  ${page.url}: ${(visit.js.gzip / 1024).toFixed(1)} KB gzip JS${visit.measured ? '' : ` (NOT MEASURED: ${visit.reason})`}`);
  }
  const phoneMetadata = builtChunks(appOutDir)
    .map((chunk) => ({ file: chunk.file, countries: phoneMetadataCountries(chunk.text) }))
    .filter((chunk) => chunk.countries !== null);
  if (bytesOnly) return reportBytes(floor, pages, phoneMetadata);

  log('results interaction (500 products, 4x CPU)');
  const interaction = await measureResultsInteraction(browser, appBase, RESULTS_PAGE);
  const chromiumVersion = `Chromium ${browser.version()}`;
  await browser.close();
  browser = null;

  // The budget is Lighthouse against the build served as production serves it: HTTP/2 over TLS
  // (decision 292). The same pages through `vite preview` (HTTP/1.1) are reported beside it.
  http2Server = await startHttp2Server({ port: ports.appHttp2, outDir: appOutDir, mockPort: ports.mock, certificateDir: path.join(workDir, 'tls') });
  const lighthouse = [];
  const lighthouseHttp1 = [];
  for (const page of LIGHTHOUSE_PAGES) {
    const visit = pages.find((p) => p.url === page.url);
    // Figures for a page that did not render (a redirect, the shell) would say nothing about that page.
    if (!visit.measured) {
      for (const list of [lighthouse, lighthouseHttp1]) list.push({ name: page.name, url: page.url, measured: false, reason: `the page did not render: ${visit.reason}` });
      continue;
    }
    for (const [list, base, protocol] of [[lighthouse, `https://127.0.0.1:${ports.appHttp2}`, 'HTTP/2'], [lighthouseHttp1, appBase, 'HTTP/1.1']]) {
      log(`Lighthouse ${page.url} over ${protocol} (median of ${LIGHTHOUSE_RUNS})`);
      const result = await runLighthouseMedian(base + page.url, { runs: LIGHTHOUSE_RUNS, freePort: () => nextLighthousePort++, storage: page.storage });
      list.push({ name: page.name, url: page.url, ...result });
    }
  }
  await stopAll();

  log('sim throughput');
  const sim = measureSimThroughput();

  const run = { floor, pages, phoneMetadata, lighthouse, interaction };
  const budgets = evaluateBudgets(run);
  const misses = budgets.filter((row) => row.status !== 'pass').map((row) => `${row.status}: ${row.budget}: ${row.actual} (limit ${row.limit})`);
  const results = {
    command: 'npm run bench',
    ranAt: new Date().toISOString(),
    seconds: Math.round((Date.now() - started) / 1000),
    environment: {
      node: process.versions.node,
      vite: JSON.parse(readFileSync(path.join(root, 'node_modules', 'vite', 'package.json'), 'utf8')).version,
      lighthouse: JSON.parse(readFileSync(path.join(root, 'node_modules', 'lighthouse', 'package.json'), 'utf8')).version,
      chromium: chromiumVersion,
      cpus: os.cpus().length,
      loadAverageAtStart: Math.round(loadAtStart * 100) / 100,
    },
    mock,
    floor: { measured: floor.measured, reason: floor.reason, js: floor.js, css: floor.css },
    pages: pages.map((page) => ({ ...page, ratio: floor.js.gzip ? Math.round((page.js.gzip / floor.js.gzip) * 100) / 100 : null })),
    phoneMetadata,
    lighthouse,
    lighthouseHttp1,
    interaction,
    sim,
    budgets,
    misses,
  };
  writeFileSync(path.join(root, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);

  const report = renderReport(results);
  console.log(`\n${report}\n`);
  if (process.argv.includes('--update-docs')) updateFigures(path.join(root, 'docs', 'performance.md'), results, report);
  log(`done; results in bench/results.json`);
  if (misses.length) {
    console.log(`\n${misses.length} budget(s) missed or not measured:\n${misses.map((m) => `  - ${m}`).join('\n')}`);
    return 1;
  }
  console.log('\nEvery budget met.');
  return 0;
}

/** The byte part alone: the first-visit table and the budgets on bytes and heavy modules. */
async function reportBytes(floor, pages, phoneMetadata) {
  await stopAll();
  const budgets = evaluateBudgets({ floor, pages, phoneMetadata, lighthouse: [], interaction: null })
    .filter((row) => !/^results (sort|filter)/.test(row.budget));
  const results = { floor, pages: pages.map((page) => ({ ...page, ratio: floor.js.gzip ? Math.round((page.js.gzip / floor.js.gzip) * 100) / 100 : null })) };
  writeFileSync(path.join(workDir, 'bytes.json'), `${JSON.stringify({ ranAt: new Date().toISOString(), ...results, phoneMetadata, budgets }, null, 2)}\n`);
  console.log(`\n${renderFirstVisitTable(results)}\n\n${budgets.map((row) => `${row.status.padEnd(12)} ${row.budget}: ${row.actual} (${row.limit})`).join('\n')}`);
  const misses = budgets.filter((row) => row.status !== 'pass');
  log(`done; bytes in ${path.relative(root, path.join(workDir, 'bytes.json'))}; ${misses.length ? `${misses.length} budget(s) missed or not measured` : 'every byte budget met'}`);
  return misses.length ? 1 : 0;
}

main()
  .then((code) => process.exit(code))
  .catch(async (error) => {
    console.error(`\nbench failed: ${error instanceof Error ? error.stack : error}`);
    await stopAll();
    process.exit(1);
  });
