// `npm run bench:lighthouse [-- --runs N] [-- --pages <name,...>] [-- --attempts N]`: only the Lighthouse part of `npm run bench`
// (mobile, simulated throttling) on every page group, or the pages named (by name or group), each N times
// (default 3, as the bench): prints every run, then the budget rows for the medians. Same build, servers,
// seeded storage and load judgement as the bench; writes nothing but the build. Over HTTP/2 (the budget,
// decision 292); `--http1` adds home, questionnaire and results through `vite preview` for reference.
// Ports BENCH_PORT_BASE (Prism), +1 (preview), +2 (HTTP/2), +3 to +22 (Chromium).
// Each page is opened once before it is measured, as the full bench's first visits do: Prism's first
// answer to each call takes a few hundred milliseconds, which would fall into the first run.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CONTEXT_OPTIONS, seedStorage } from './first-visit.mjs';
import { LIGHTHOUSE_RUNS, runLighthouseMedian } from './lighthouse.mjs';
import { HTTP1_REFERENCE_PAGES, LIGHTHOUSE_PAGES } from './pages.mjs';
import { printBudgetRows, runStandalone } from './standalone.mjs';

const runsArgument = process.argv.indexOf('--runs');
const runs = runsArgument > 0 ? Math.max(1, Number(process.argv[runsArgument + 1]) || LIGHTHOUSE_RUNS) : LIGHTHOUSE_RUNS;
const attemptsArgument = process.argv.indexOf('--attempts');
const attempts = attemptsArgument > 0 ? Math.max(1, Number(process.argv[attemptsArgument + 1]) || 1) : undefined;
const pagesArgument = process.argv.indexOf('--pages');
const wanted = pagesArgument > 0 ? process.argv[pagesArgument + 1].split(',').map((name) => name.trim()) : null;
const pages = wanted ? LIGHTHOUSE_PAGES.filter((page) => wanted.includes(page.name) || wanted.includes(page.group)) : LIGHTHOUSE_PAGES;

/** Opens the page once, untimed, until the network is idle. */
async function warmUp(browser, url, storage) {
  const context = await browser.newContext({ ...CONTEXT_OPTIONS, ignoreHTTPSErrors: true });
  try {
    if (storage) await context.addInitScript(seedStorage, storage);
    await (await context.newPage()).goto(url, { waitUntil: 'networkidle', timeout: 30_000 }).catch(() => {});
  } finally {
    await context.close();
  }
}

runStandalone('the Lighthouse bench', async (appBase, { freePort, http2Base }) => {
  const lighthouse = [];
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  for (const page of pages) await warmUp(browser, http2Base + page.url, page.storage);
  await browser.close();
  for (const page of pages) {
    const servers = [[http2Base, 'HTTP/2'], ...(process.argv.includes('--http1') && HTTP1_REFERENCE_PAGES.includes(page) ? [[appBase, 'HTTP/1.1']] : [])];
    for (const [base, protocol] of servers) {
      const result = await runLighthouseMedian(base + page.url, {
        runs,
        attempts,
        freePort,
        storage: page.storage,
        log: (message) => console.log(`  ${message}`),
        onRun: (run, figures) =>
          console.log(`${page.url} over ${protocol}, run ${run}: ${figures.measured
            ? `performance ${figures.performance}, LCP ${Math.round(figures.lcpMs)} ms, TBT ${Math.round(figures.tbtMs)} ms, CLS ${figures.cls.toFixed(3)}${figures.load.loaded ? ` (under load: ${figures.load.reason})` : ''}`
            : figures.reason}`),
      });
      if (protocol === 'HTTP/2') lighthouse.push({ name: page.name, url: page.url, ...result });
    }
  }
  return printBudgetRows({ lighthouse }, /^Lighthouse/);
}, { http2: true });
