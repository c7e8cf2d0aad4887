// Lighthouse 12.8 (mobile, simulated throttling) on Debian's Chromium, one page at a time, through its
// Node API so a page can start with what earlier pages of the journey stored in the tab.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, seedStorage } from './first-visit.mjs';

/**
 * { measured, reason?, performance, lcpMs, tbtMs, cls } for one URL.
 * `port` is Chromium's debugging port; `storage` entries (pages.mjs) are set before the page's scripts run.
 */
export async function runLighthouse(url, { port, storage }) {
  let chrome;
  try {
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: CHROMIUM_ARGS,
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
