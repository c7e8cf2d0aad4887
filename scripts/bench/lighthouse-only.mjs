// `npm run bench:lighthouse [-- --runs N]`: only the Lighthouse part of `npm run bench` (mobile, simulated
// throttling) on /, /quote/boiler and a boiler results page, each N times (default 1): prints every run,
// then the budget rows for the medians. Same build, servers and seeded storage as the bench; writes
// nothing but the build. Ports BENCH_PORT_BASE (Prism), +1 (preview), +2 onwards (Chromium).
import { runLighthouse } from './lighthouse.mjs';
import { LIGHTHOUSE_PAGES } from './pages.mjs';
import { printBudgetRows, runStandalone } from './standalone.mjs';

const runsArgument = process.argv.indexOf('--runs');
const runs = runsArgument > 0 ? Math.max(1, Number(process.argv[runsArgument + 1]) || 1) : 1;

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

runStandalone('the Lighthouse bench', async (appBase, { freePort }) => {
  const lighthouse = [];
  for (const page of LIGHTHOUSE_PAGES) {
    const measured = [];
    for (let run = 1; run <= runs; run++) {
      const result = await runLighthouse(appBase + page.url, { port: freePort(), storage: page.storage });
      console.log(`${page.url} run ${run}: ${result.measured
        ? `performance ${result.performance}, LCP ${Math.round(result.lcpMs)} ms, TBT ${Math.round(result.tbtMs)} ms, CLS ${result.cls.toFixed(3)}`
        : result.reason}`);
      if (result.measured) measured.push(result);
    }
    const medianOf = (metric) => median(measured.map((result) => result[metric]));
    lighthouse.push(measured.length === runs
      ? { name: page.name, url: page.url, measured: true, performance: medianOf('performance'), lcpMs: medianOf('lcpMs'), tbtMs: medianOf('tbtMs'), cls: medianOf('cls') }
      : { name: page.name, url: page.url, measured: false, reason: `${runs - measured.length} of ${runs} runs gave no figures` });
  }
  return printBudgetRows({ lighthouse }, /^Lighthouse/);
});
