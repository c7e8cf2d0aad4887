// Lighthouse 12.8 (mobile, simulated throttling) on Debian's Chromium, one page at a time, through its
// Node API so a page can start with what earlier pages of the journey stored in the tab; each page's
// runs alternate with runs of the floor app.
import { lighthouseWithinBudget, median } from './budgets.mjs';
import { CHROMIUM_ARGS, seedStorage } from './first-visit.mjs';
import { measureJudged } from './load.mjs';
import { HTTP1_REFERENCE_PAGES } from './pages.mjs';
import { LIGHTHOUSE_PORT_POOL } from './servers.mjs';

/** Runs per page, each beside a run of the floor; the bench reports the medians. */
export const LIGHTHOUSE_RUNS = 3;

/**
 * Hands out the pool's ports (LIGHTHOUSE_PORT_POOL, servers.mjs) from `first` in turn: a port is used
 * again only long after its Chromium exited.
 */
export function lighthousePorts(first) {
  let next = 0;
  return () => first + (next++ % LIGHTHOUSE_PORT_POOL);
}

/**
 * { measured, reason?, performance, lcpMs, tbtMs, cls } for one URL.
 * `port` is Chromium's debugging port; `storage` entries (pages.mjs) are set before the page's scripts run.
 */
export async function runLighthouse(url, { port, storage }) {
  // Loaded with the first run: the rest of the module (the alternation, the pages) needs none of them.
  const [chromeLauncher, { default: lighthouse }, { default: puppeteer }] = await Promise.all([import('chrome-launcher'), import('lighthouse'), import('puppeteer-core')]);
  let chrome;
  try {
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // The bench's HTTP/2 server has a self-signed certificate for 127.0.0.1 (http2-server.mjs).
      chromeFlags: url.startsWith('https:') ? [...CHROMIUM_ARGS, '--ignore-certificate-errors'] : CHROMIUM_ARGS,
      port,
      logLevel: 'silent',
    });
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    const page = await browser.newPage();
    if (storage) await page.evaluateOnNewDocument(seedStorage, storage);
    const result = await lighthouse(url, {
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      formFactor: 'mobile',
      throttlingMethod: 'simulate',
      maxWaitForLoad: 30_000,
    }, undefined, page);
    await browser.disconnect();
    return figures(result?.lhr);
  } catch (error) {
    return { measured: false, reason: `Lighthouse failed: ${String(error?.message ?? error).split('\n')[0]}` };
  } finally {
    await chrome?.kill();
  }
}

function figures(lhr) {
  const values = {
    performance: lhr?.categories?.performance?.score ?? null,
    lcpMs: lhr?.audits?.['largest-contentful-paint']?.numericValue ?? null,
    tbtMs: lhr?.audits?.['total-blocking-time']?.numericValue ?? null,
    cls: lhr?.audits?.['cumulative-layout-shift']?.numericValue ?? null,
  };
  const missing = Object.entries(values).filter(([, value]) => typeof value !== 'number').map(([name]) => name);
  if (lhr?.runtimeError || missing.length) {
    return { measured: false, reason: `Lighthouse gave no ${missing.join(', ') || 'result'}: ${lhr?.runtimeError?.message ?? 'no report'}`, ...values };
  }
  // The shifting elements, so a CLS miss says where to look.
  const shifts = (lhr.audits['layout-shifts']?.details?.items ?? []).map((item) => item.node?.selector).filter(Boolean).slice(0, 3);
  return { measured: true, ...values, ...(shifts.length ? { layoutShiftElements: shifts } : {}) };
}

/**
 * Lighthouse on the floor and the page in turn, `runs` times (floor, page, floor, page...; a fresh
 * Chromium each, on the ports `freePort()` hands out): the median of each of the page's figures, the
 * median LCP of the floor runs interleaved with it (`floorLcpMs`), and every pair's figures. Whatever
 * slows the machine down while the page is measured slows its floor runs down too, so the page's LCP
 * is judged as a ratio to the floor's (decision 959). One run varies by a tenth of a second of LCP and
 * by tens of milliseconds of TBT on a two-core machine; Lighthouse itself advises the median of several.
 * Each pair is judged against the load it ran under (load.mjs), with the page's LCP ratio limit when
 * there is one: a loaded pair over a budget is run again. `load` says whether a pair over budget that
 * was kept had run under load (then a miss is not judged). A floor run that fails leaves its pair
 * without a floor LCP; the page's failing is the whole measurement's. `audit` runs Lighthouse on one
 * URL (runLighthouse).
 */
export async function runLighthouseAlternating({ pageUrl, floorUrl, runs, freePort, storage, attempts, lcpRatioLimit = null, onRun = () => {}, log = () => {}, audit = runLighthouse }) {
  const measured = [];
  const floorReasons = [];
  const withinBudget = (pair) => lighthouseWithinBudget(pair, lcpRatioLimit);
  for (let run = 1; run <= runs; run++) {
    const pair = await measureJudged(async () => {
      const floor = await audit(floorUrl, { port: freePort() });
      const page = await audit(pageUrl, { port: freePort(), storage });
      return { ...page, floorLcpMs: floor.measured ? floor.lcpMs : null, floorReason: floor.measured ? null : floor.reason };
    }, withinBudget, { attempts, log });
    onRun(run, pair);
    if (!pair.measured) return { ...pair, reason: `run ${run} of ${runs}: ${pair.reason}` };
    if (pair.floorReason) floorReasons.push(`run ${run}: ${pair.floorReason}`);
    measured.push(pair);
  }
  const medianOf = (metric) => median(measured.map((result) => result[metric]).filter((value) => value !== null));
  const loadedOverBudget = measured.filter((result) => result.load.loaded && !withinBudget(result));
  return {
    measured: true,
    performance: medianOf('performance'),
    lcpMs: medianOf('lcpMs'),
    tbtMs: medianOf('tbtMs'),
    cls: medianOf('cls'),
    floorLcpMs: medianOf('floorLcpMs'),
    floorReason: floorReasons.length ? floorReasons.join('; ') : null,
    load: loadedOverBudget.length ? loadedOverBudget[0].load : { loaded: false, reason: null },
    runs: measured.map(({ performance, lcpMs, tbtMs, cls, floorLcpMs, load, attempts: tries }) => ({
      performance, lcpMs: Math.round(lcpMs), floorLcpMs: floorLcpMs === null ? null : Math.round(floorLcpMs), tbtMs: Math.round(tbtMs), cls, loaded: load.loaded, attempts: tries.length,
    })),
  };
}

/**
 * Lighthouse on each of `pages` (pages.mjs) over HTTP/2, alternating with the floor over HTTP/2
 * (runLighthouseAlternating); with `http1`, the reference pages again through `vite preview` beside the
 * floor's preview (decision 959). `servers` = startBenchServers' bases; `lcpRatioLimits` = the recorded
 * limits (lcp-ratio-limits.mjs); `skip(page)` gives why a page is not measured (it did not render), or
 * null. `onRun(page, protocol, run, figures)` sees every pair.
 */
export async function measureLighthouse(pages, { servers, runs, attempts, freePort, lcpRatioLimits, http1 = false, skip = () => null, onRun = () => {}, log = () => {} }) {
  const lighthouse = [];
  const lighthouseHttp1 = [];
  for (const page of pages) {
    const reason = skip(page);
    if (reason) {
      for (const list of [lighthouse, lighthouseHttp1]) list.push({ name: page.name, url: page.url, measured: false, reason });
      continue;
    }
    const targets = [[lighthouse, servers.appHttp2Base, servers.floorHttp2Base, 'HTTP/2']];
    if (http1 && HTTP1_REFERENCE_PAGES.includes(page)) targets.push([lighthouseHttp1, servers.appBase, servers.floorBase, 'HTTP/1.1']);
    for (const [list, base, floorBase, protocol] of targets) {
      log(`Lighthouse ${page.url} over ${protocol}, each run beside one of the floor (median of ${runs})`);
      const result = await runLighthouseAlternating({
        pageUrl: base + page.url,
        floorUrl: `${floorBase}/`,
        runs,
        attempts,
        freePort,
        storage: page.storage,
        lcpRatioLimit: lcpRatioLimits.limits[page.name] ?? null,
        onRun: (run, figures) => onRun(page, protocol, run, figures),
        log: (message) => log(`  ${message}`),
      });
      list.push({ name: page.name, url: page.url, ...result });
    }
  }
  return { lighthouse, lighthouseHttp1 };
}
