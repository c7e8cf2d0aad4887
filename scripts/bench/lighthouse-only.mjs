// `npm run bench -- --lighthouse-only` (or `npm run bench:lighthouse`) [-- --runs N] [-- --pages <name,...>]
// [-- --attempts N] [-- --record-ratios]: only the Lighthouse part of `npm run bench` (mobile, simulated
// throttling) on every page group, or the pages named (by name or group), each N times (default 3, as the
// bench), each run beside a run of the floor (floor, page, floor, page...; decision 959): prints every
// pair, then the budget rows for the medians. Same build, servers, seeded storage and load judgement as
// the bench. Over HTTP/2 (the budget, decision 959); `--http1` adds home, questionnaire and results
// through `vite preview` for reference. Writes bench/.work/lighthouse.json, and with `--record-ratios`
// each measured page's LCP ratio to the floor into bench/lcp-ratio-limits.json as its limit.
// Ports as the bench's (servers.mjs `benchPorts`).
// Each page and the floor are opened once before they are measured, as the full bench's first visits
// do: Prism's first answer to each call takes a few hundred milliseconds, which would fall into the first run.
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { lcpRatioOf } from './budgets.mjs';
import { CHROMIUM_ARGS, CONTEXT_OPTIONS, seedStorage } from './first-visit.mjs';
import { readLcpRatioLimits, writeLcpRatioLimits } from './lcp-ratio-limits.mjs';
import { LIGHTHOUSE_RUNS, measureLighthouse } from './lighthouse.mjs';
import { LIGHTHOUSE_PAGES } from './pages.mjs';
import { workDir } from './servers.mjs';
import { printBudgetRows, runStandalone } from './standalone.mjs';

const argument = (name) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] ?? '' : null);
const runs = Math.max(1, Number(argument('--runs')) || LIGHTHOUSE_RUNS);
const attempts = Number(argument('--attempts')) > 0 ? Number(argument('--attempts')) : undefined;
const wanted = argument('--pages')?.split(',').map((name) => name.trim()) ?? null;
const pages = wanted ? LIGHTHOUSE_PAGES.filter((page) => wanted.includes(page.name) || wanted.includes(page.group)) : LIGHTHOUSE_PAGES;
const recording = process.argv.includes('--record-ratios');

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

const ms = (value) => (value === null ? 'none' : `${Math.round(value)} ms`);

runStandalone('the Lighthouse bench', async (servers, { freePort }) => {
  const ranAt = new Date().toISOString();
  const loadAverageAtStart = Math.round(os.loadavg()[0] * 100) / 100;
  const lcpRatioLimitsAtStart = readLcpRatioLimits();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  await warmUp(browser, `${servers.floorHttp2Base}/`);
  for (const page of pages) await warmUp(browser, servers.appHttp2Base + page.url, page.storage);
  await browser.close();
  const { lighthouse, lighthouseHttp1 } = await measureLighthouse(pages, {
    servers,
    runs,
    attempts,
    freePort,
    lcpRatioLimits: lcpRatioLimitsAtStart,
    http1: process.argv.includes('--http1'),
    log: (message) => console.log(message),
    onRun: (page, protocol, run, figures) =>
      console.log(`${page.url} over ${protocol}, run ${run}: ${figures.measured
        ? `floor LCP ${ms(figures.floorLcpMs)}, performance ${figures.performance}, LCP ${ms(figures.lcpMs)} (ratio ${lcpRatioOf(figures)?.toFixed(3) ?? 'none'}), TBT ${ms(figures.tbtMs)}, CLS ${figures.cls.toFixed(3)}${figures.load.loaded ? ` (under load: ${figures.load.reason})` : ''}`
        : figures.reason}`),
  });
  const command = `npm run bench -- --lighthouse-only${process.argv.slice(2).filter((arg) => arg !== '--lighthouse-only').map((arg) => ` ${arg}`).join('')}`;
  writeFileSync(path.join(workDir, 'lighthouse.json'), `${JSON.stringify({ command, ranAt, loadAverageAtStart, lighthouse, lighthouseHttp1 }, null, 2)}\n`);
  console.log('\npage: median LCP / median floor LCP = ratio');
  for (const audit of lighthouse) console.log(`  ${audit.name}: ${audit.measured ? `${ms(audit.lcpMs)} / ${ms(audit.floorLcpMs)} = ${lcpRatioOf(audit)?.toFixed(3) ?? 'no ratio'}` : audit.reason}`);
  let lcpRatioLimits = lcpRatioLimitsAtStart;
  if (recording) {
    lcpRatioLimits = writeLcpRatioLimits(lighthouse, { ranAt, command, loadAverageAtStart });
    console.log('\nLCP ratio limits recorded in bench/lcp-ratio-limits.json');
  }
  console.log('');
  return printBudgetRows({ lighthouse, lcpRatioLimits }, /^Lighthouse/);
}, { lighthouse: true });
