// `npm run bench`: bundle bytes on a first visit per page group beside a floor app built in the same
// run (and what each page loads after first paint), Lighthouse on every page group, results sort/filter
// timing, the whole journeys of each flow at 4x CPU, sim throughput.
// Prints the tables, writes bench/results.json. Exit code (scripts/bench/load.mjs): 0 every budget met;
// 1 a budget missed or not measured; 3 nothing missed, but a timing was over its budget on a machine too
// loaded to judge it, every time it was measured.
// `npm run bench -- --update-docs` also writes the tables into docs/performance.md.
// `npm run bench -- --bytes-only` measures only the first-visit bytes (about a minute): prints that table and
// its budgets, writes bench/.work/bytes.json and leaves bench/results.json alone.
// A partial run, to check one part: `--pages <name,...>` (page names or groups: first visits and Lighthouse
// of those alone) and/or `--journey <part of a name>`; it writes bench/.work/partial.json and never the docs.
// `--runs N` Lighthouse runs per page (default 3), `--attempts N` measurements of a timing on a loaded
// machine before it is not judged (default 3), `--http1` adds the HTTP/1.1 reference (decision 292),
// `--no-build` reuses the previous product build.
// Ports from 4220 (override with BENCH_PORT_BASE): Prism, floor, product (vite preview), product over
// HTTP/2, then 20 Chromium debugging ports that the Lighthouse runs take in turn (base + 4 to base + 23).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { assertPortFree, root, startPrism, writeFixtures } from './mock-server.mjs';
import { evaluateBudgets, budgetedJs, interactionWithinBudget, phoneMetadataCountries } from './bench/budgets.mjs';
import { CHROMIUM_ARGS, measureFirstVisit } from './bench/first-visit.mjs';
import { measureJourneys } from './bench/journeys-bench.mjs';
import { LIGHTHOUSE_PORT_POOL, LIGHTHOUSE_RUNS, lighthousePorts, runLighthouseMedian } from './bench/lighthouse.mjs';
import { DEFAULT_ATTEMPTS, EXIT, exitCodeOf, measureJudged } from './bench/load.mjs';
import { HTTP1_REFERENCE_PAGES, LIGHTHOUSE_PAGES, PAGES, RESULTS_PAGE } from './bench/pages.mjs';
import { renderFirstVisitTable, renderReport, updateFigures } from './bench/report.mjs';
import { measureResultsInteraction } from './bench/results-interaction.mjs';
import { startHttp2Server } from './bench/http2-server.mjs';
import { appBuildExists, appOutDir, buildApp, buildFloor, builtChunks, floorConfig, floorOutDir, startPreview, workDir } from './bench/servers.mjs';
import { measureSimThroughput } from './bench/sim-throughput.mjs';

const portBase = Number(process.env.BENCH_PORT_BASE ?? 4220);
const ports = { mock: portBase, floor: portBase + 1, app: portBase + 2, appHttp2: portBase + 3, lighthouse: portBase + 4 };
const argument = (name) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] ?? '' : null);
const bytesOnly = process.argv.includes('--bytes-only');
const pagesWanted = argument('--pages')?.split(',').map((name) => name.trim()).filter(Boolean) ?? null;
const journeyWanted = argument('--journey');
const partial = pagesWanted !== null || journeyWanted !== null;
const runs = Math.max(1, Number(argument('--runs')) || LIGHTHOUSE_RUNS);
const attempts = Math.max(1, Number(argument('--attempts')) || DEFAULT_ATTEMPTS);
const started = Date.now();
const log = (message) => console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${message}`);

/** The pages a run measures: all, or those `--pages` names (by name or group). */
const selected = (pages) => (pagesWanted === null ? (journeyWanted === null ? pages : []) : pages.filter((page) => pagesWanted.includes(page.name) || pagesWanted.includes(page.group)));

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
  if (partial && process.argv.includes('--update-docs')) throw new Error('--update-docs needs the whole bench: a partial run (--pages, --journey) cannot stand for the figures');
  mkdirSync(workDir, { recursive: true });
  for (const [what, port] of Object.entries(ports)) await assertPortFree(port, `the bench (${what})`);
  for (let i = 1; i < LIGHTHOUSE_PORT_POOL; i++) await assertPortFree(ports.lighthouse + i, 'the bench (lighthouse)');
  const loadAtStart = os.loadavg()[0];

  await writeFixtures();
  // Prism reads the large mock spec while Vite builds (it needs well over 30 s on a busy machine).
  const prismStarting = startPrism({ port: ports.mock, stdio: 'pipe', readyTimeoutMs: 120_000 }).then((child) => ({ child }), (error) => ({ error }));
  if (process.argv.includes('--no-build') && appBuildExists()) log('building the floor; reusing the product build (--no-build)');
  else {
    log('building the product and the floor with the same Vite');
    buildApp();
  }
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
  const visited = selected(PAGES);
  // The home page's heading tells a page that fell back to home; it is visited first whatever is selected.
  for (const page of PAGES.filter((p) => p.url === '/' || visited.includes(p))) {
    // When error reporting is requested depends on when the page painted: judged against the load (load.mjs).
    const visit = await measureJudged(() => measureFirstVisit(browser, appBase, page, appOutDir, homeHeading), (figures) => !figures.errorReportingBeforeFirstPaint, { attempts, log: (message) => log(`  ${message}`) });
    if (page.url === '/') homeHeading = visit.heading;
    if (!visited.includes(page)) continue;
    pages.push({ ...page, ...visit });
    log(`  ${page.url}: ${(budgetedJs(visit) / 1024).toFixed(1)} KB gzip JS, ${(visit.afterFirstPaint.gzip / 1024).toFixed(1)} KB after first paint${visit.measured ? '' : ` (NOT MEASURED: ${visit.reason})`}`);
  }
  const phoneMetadata = builtChunks(appOutDir)
    .map((chunk) => ({ file: chunk.file, countries: phoneMetadataCountries(chunk.text) }))
    .filter((chunk) => chunk.countries !== null);
  if (bytesOnly) return reportBytes(floor, pages, phoneMetadata);

  let interaction;
  if (!partial || visited.includes(RESULTS_PAGE)) {
    log('results interaction (500 products, 4x CPU)');
    interaction = await measureJudged(() => measureResultsInteraction(browser, appBase, RESULTS_PAGE), interactionWithinBudget, { attempts, log: (message) => log(`  ${message}`) });
  }
  const journeys = partial && journeyWanted === null ? [] : await measureJourneys(browser, appBase, { only: journeyWanted, attempts, log });
  const chromiumVersion = `Chromium ${browser.version()}`;
  await browser.close();
  browser = null;

  // The budget is Lighthouse against the build served as production serves it: HTTP/2 over TLS
  // (decision 292). `--http1` adds three pages through `vite preview` (HTTP/1.1) for reference.
  http2Server = await startHttp2Server({ port: ports.appHttp2, outDir: appOutDir, mockPort: ports.mock, certificateDir: path.join(workDir, 'tls') });
  const freePort = lighthousePorts(ports.lighthouse);
  const lighthouse = [];
  const lighthouseHttp1 = [];
  for (const page of selected(LIGHTHOUSE_PAGES)) {
    const visit = pages.find((p) => p.url === page.url);
    // Figures for a page that did not render (a redirect, the shell) would say nothing about that page.
    if (!visit.measured) {
      for (const list of [lighthouse, lighthouseHttp1]) list.push({ name: page.name, url: page.url, measured: false, reason: `the page did not render: ${visit.reason}` });
      continue;
    }
    const servers = [[lighthouse, `https://127.0.0.1:${ports.appHttp2}`, 'HTTP/2']];
    if (process.argv.includes('--http1') && HTTP1_REFERENCE_PAGES.includes(page)) servers.push([lighthouseHttp1, appBase, 'HTTP/1.1']);
    for (const [list, base, protocol] of servers) {
      log(`Lighthouse ${page.url} over ${protocol} (median of ${runs})`);
      const result = await runLighthouseMedian(base + page.url, { runs, attempts, freePort, storage: page.storage, log: (message) => log(`  ${message}`) });
      list.push({ name: page.name, url: page.url, ...result });
    }
  }
  await stopAll();

  let sim = { measured: false, reason: 'not run in a partial run' };
  if (!partial) {
    log('sim throughput');
    sim = measureSimThroughput();
  }

  const run = { floor, pages, phoneMetadata, lighthouse, interaction, journeys };
  const budgets = evaluateBudgets(run);
  const misses = budgets.filter((row) => row.status !== 'pass').map((row) => `${row.status}: ${row.budget}: ${row.actual} (limit ${row.limit})`);
  const results = {
    command: `npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`,
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
    pages: pages.map((page) => ({ ...page, ratio: floor.js.gzip ? Math.round((budgetedJs(page) / floor.js.gzip) * 100) / 100 : null })),
    phoneMetadata,
    lighthouse,
    lighthouseHttp1,
    interaction: interaction ?? null,
    journeys,
    sim,
    budgets,
    misses,
  };
  const resultsFile = partial ? path.join(workDir, 'partial.json') : path.join(root, 'bench', 'results.json');
  writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);

  const report = renderReport(results);
  console.log(`\n${report}\n`);
  if (process.argv.includes('--update-docs')) updateFigures(path.join(root, 'docs', 'performance.md'), results, report);
  log(`done; results in ${path.relative(root, resultsFile)}`);
  const code = exitCodeOf(budgets);
  if (code === EXIT.pass) console.log('\nEvery budget met.');
  else {
    console.log(`\n${misses.length} budget(s) not met:\n${misses.map((m) => `  - ${m}`).join('\n')}`);
    if (code === EXIT.notJudged) console.log('\nNothing missed, but the machine was too loaded to judge every timing: run the bench again on a quiet machine (exit 3).');
  }
  return code;
}

/** The byte part alone: the first-visit table and the budgets on bytes and heavy modules. */
async function reportBytes(floor, pages, phoneMetadata) {
  await stopAll();
  const budgets = evaluateBudgets({ floor, pages, phoneMetadata, lighthouse: [] });
  const results = { floor, pages: pages.map((page) => ({ ...page, ratio: floor.js.gzip ? Math.round((budgetedJs(page) / floor.js.gzip) * 100) / 100 : null })) };
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
