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
// `--runs N` Lighthouse runs per page, each beside one of the floor (default 3), `--attempts N`
// measurements of a timing on a loaded machine before it is not judged (default 3), `--http1` adds the
// HTTP/1.1 reference (decision 959), `--no-build` reuses the previous product build.
// `npm run bench -- --lighthouse-only` runs only the Lighthouse part (scripts/bench/lighthouse-only.mjs);
// `--record-ratios` (with it or with the whole bench) writes each measured page's LCP ratio to the floor
// into bench/lcp-ratio-limits.json as its new limit (decision 959).
// Ports from 4220 (override with BENCH_PORT_BASE, scripts/bench/servers.mjs `benchPorts`): the journey
// memory, Prism behind it, the floor and the product through vite preview, both over HTTP/2, then 20
// Chromium debugging ports that the Lighthouse runs take in turn (base + 6 to base + 25).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { root } from './mock-server.mjs';
import { evaluateBudgets, budgetedJs, interactionWithinBudget, phoneMetadataCountries } from './bench/budgets.mjs';
import { CHROMIUM_ARGS, measureFirstVisit } from './bench/first-visit.mjs';
import { measureJourneys } from './bench/journeys-bench.mjs';
import { readLcpRatioLimits, writeLcpRatioLimits } from './bench/lcp-ratio-limits.mjs';
import { LIGHTHOUSE_RUNS, lighthousePorts, measureLighthouse } from './bench/lighthouse.mjs';
import { DEFAULT_ATTEMPTS, EXIT, exitCodeOf, measureJudged } from './bench/load.mjs';
import { LIGHTHOUSE_PAGES, PAGES, RESULTS_PAGE } from './bench/pages.mjs';
import { renderFirstVisitTable, renderReport, updateFigures } from './bench/report.mjs';
import { measureResultsInteraction } from './bench/results-interaction.mjs';
import { appOutDir, benchPorts, builtChunks, floorOutDir, startBenchServers, workDir } from './bench/servers.mjs';
import { measureSimThroughput } from './bench/sim-throughput.mjs';

const ports = benchPorts();
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

let servers = null;
let browser = null;
async function stopAll() {
  await browser?.close().catch(() => {});
  servers?.stop();
}
process.on('SIGINT', () => stopAll().then(() => process.exit(130)));

async function main() {
  if (partial && process.argv.includes('--update-docs')) throw new Error('--update-docs needs the whole bench: a partial run (--pages, --journey) cannot stand for the figures');
  mkdirSync(workDir, { recursive: true });
  const loadAtStart = os.loadavg()[0];
  const lcpRatioLimitsAtStart = readLcpRatioLimits();

  // Without the mock the bundles can still be measured; the pages that need data will say they did not render.
  servers = await startBenchServers({ ports, floor: true, http2: !bytesOnly, reuseBuild: process.argv.includes('--no-build'), mockOptional: true, log });
  const { mock, appBase } = servers;
  if (!mock.started) log(`the journey memory did not start, measuring without the mock: ${mock.reason}`);

  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  log('first visits');
  const floor = await measureFirstVisit(browser, servers.floorBase, { url: '/' }, floorOutDir);
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
  // (decision 959), each run beside one of the floor (decision 959). `--http1` adds three pages through
  // `vite preview` (HTTP/1.1) for reference.
  const { lighthouse, lighthouseHttp1 } = await measureLighthouse(selected(LIGHTHOUSE_PAGES), {
    servers,
    runs,
    attempts,
    freePort: lighthousePorts(ports.lighthouse),
    lcpRatioLimits: lcpRatioLimitsAtStart,
    http1: process.argv.includes('--http1'),
    // Figures for a page that did not render (a redirect, the shell) would say nothing about that page.
    skip: (page) => {
      const visit = pages.find((p) => p.url === page.url);
      return visit.measured ? null : `the page did not render: ${visit.reason}`;
    },
    log,
  });
  await stopAll();
  const lcpRatioLimits = process.argv.includes('--record-ratios') ? recordRatios(lighthouse, loadAtStart) : lcpRatioLimitsAtStart;

  let sim = { measured: false, reason: 'not run in a partial run' };
  if (!partial) {
    log('sim throughput');
    sim = measureSimThroughput();
  }

  const run = { floor, pages, phoneMetadata, lighthouse, lcpRatioLimits, interaction, journeys };
  const budgets = evaluateBudgets(run);
  const misses = budgets.filter((row) => row.status !== 'pass').map((row) => `${row.status}: ${row.budget}: ${row.actual} (limit ${row.limit})`);
  const results = {
    command: commandLine(),
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
    mock: { ...mock, journeyMemory: ports.mock },
    lcpRatioLimits: lcpRatioLimits.limits,
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

/** Writes the run's LCP ratios as the limits (lcp-ratio-limits.mjs) and gives the limits now recorded. */
function recordRatios(lighthouse, loadAtStart) {
  const recorded = writeLcpRatioLimits(lighthouse, { ranAt: new Date().toISOString(), command: commandLine(), loadAverageAtStart: Math.round(loadAtStart * 100) / 100 });
  log(`LCP ratio limits recorded for ${lighthouse.filter((audit) => audit.measured && audit.floorLcpMs).length} page(s) in bench/lcp-ratio-limits.json`);
  return recorded;
}

const commandLine = () => `npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`;

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

if (process.argv.includes('--lighthouse-only')) await import('./bench/lighthouse-only.mjs');
else main()
  .then((code) => process.exit(code))
  .catch(async (error) => {
    console.error(`\nbench failed: ${error instanceof Error ? error.stack : error}`);
    await stopAll();
    process.exit(1);
  });
