// `npm run bench:lighthouse [-- --runs N]`: only the Lighthouse part of `npm run bench` (mobile, simulated
// throttling) on /, /quote/boiler and a boiler results page, each N times (default 3, as the bench):
// prints every run, then the budget rows for the medians. Same build, servers and seeded storage as the
// bench; writes nothing but the build. Over HTTP/2 (the budget, decision 292); `--http1` adds the same
// pages through `vite preview` for reference. Ports BENCH_PORT_BASE (Prism), +1 (preview), +2 (HTTP/2),
// +3 onwards (Chromium).
import { LIGHTHOUSE_RUNS, runLighthouseMedian } from './lighthouse.mjs';
import { LIGHTHOUSE_PAGES } from './pages.mjs';
import { printBudgetRows, runStandalone } from './standalone.mjs';

const runsArgument = process.argv.indexOf('--runs');
const runs = runsArgument > 0 ? Math.max(1, Number(process.argv[runsArgument + 1]) || LIGHTHOUSE_RUNS) : LIGHTHOUSE_RUNS;

runStandalone('the Lighthouse bench', async (appBase, { freePort, http2Base }) => {
  const lighthouse = [];
  const servers = [[http2Base, 'HTTP/2'], ...(process.argv.includes('--http1') ? [[appBase, 'HTTP/1.1']] : [])];
  for (const page of LIGHTHOUSE_PAGES) {
    for (const [base, protocol] of servers) {
      const result = await runLighthouseMedian(base + page.url, {
        runs,
        freePort,
        storage: page.storage,
        onRun: (run, figures) =>
          console.log(`${page.url} over ${protocol}, run ${run}: ${figures.measured
            ? `performance ${figures.performance}, LCP ${Math.round(figures.lcpMs)} ms, TBT ${Math.round(figures.tbtMs)} ms, CLS ${figures.cls.toFixed(3)}`
            : figures.reason}`),
      });
      if (protocol === 'HTTP/2') lighthouse.push({ name: page.name, url: page.url, ...result });
    }
  }
  return printBudgetRows({ lighthouse }, /^Lighthouse/);
}, { http2: true });
