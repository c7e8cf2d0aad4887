// Lighthouse 12.8 (mobile, simulated throttling) on Debian's Chromium, one page at a time, through its
// Node API so a page can start with what earlier pages of the journey stored in the tab.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { lighthouseWithinBudget, median } from './budgets.mjs';
import { CHROMIUM_ARGS, seedStorage } from './first-visit.mjs';
import { measureJudged } from './load.mjs';

/** Runs per page; the bench reports the medians. */
export const LIGHTHOUSE_RUNS = 3;
/** Chromium debugging ports Lighthouse runs take in turn: a port is used again only long after its Chromium exited. */
export const LIGHTHOUSE_PORT_POOL = 20;

/** Hands out the pool's ports from `first` in turn. */
export function lighthousePorts(first) {
  let next = 0;
  return () => first + (next++ % LIGHTHOUSE_PORT_POOL);
}

/**
 * { measured, reason?, performance, lcpMs, tbtMs, cls } for one URL.
 * `port` is Chromium's debugging port; `storage` entries (pages.mjs) are set before the page's scripts run.
 */
export async function runLighthouse(url, { port, storage }) {
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
 * Lighthouse `runs` times on one URL (a fresh Chromium each, on the ports `freePort()` hands out): the
 * median of each figure, and every run's figures. One run varies by a tenth of a second of LCP and by
 * tens of milliseconds of TBT on a two-core machine; Lighthouse itself advises the median of several.
 * Each run is judged against the load it ran under (load.mjs): a loaded run over a budget is run again.
 * `load` says whether a run over budget that was kept had run under load (then a miss is not judged).
 */
export async function runLighthouseMedian(url, { runs, freePort, storage, attempts, onRun = () => {}, log = () => {} }) {
  const measured = [];
  for (let run = 1; run <= runs; run++) {
    const result = await measureJudged(() => runLighthouse(url, { port: freePort(), storage }), lighthouseWithinBudget, { attempts, log });
    onRun(run, result);
    if (!result.measured) return { ...result, reason: `run ${run} of ${runs}: ${result.reason}` };
    measured.push(result);
  }
  const medianOf = (metric) => median(measured.map((result) => result[metric]));
  const loadedOverBudget = measured.filter((result) => result.load.loaded && !lighthouseWithinBudget(result));
  return {
    measured: true,
    performance: medianOf('performance'),
    lcpMs: medianOf('lcpMs'),
    tbtMs: medianOf('tbtMs'),
    cls: medianOf('cls'),
    load: loadedOverBudget.length ? loadedOverBudget[0].load : { loaded: false, reason: null },
    runs: measured.map(({ performance, lcpMs, tbtMs, cls, load, attempts: tries }) => ({
      performance, lcpMs: Math.round(lcpMs), tbtMs: Math.round(tbtMs), cls, loaded: load.loaded, attempts: tries.length,
    })),
  };
}
