// Opens a URL in a fresh browser context (empty cache), waits for network idle and sums the
// JavaScript and CSS it loaded: raw = decoded body, gzip = gzip -9 of that body, transfer =
// the bytes the preview server sent. Also names the heavy modules in the loaded
// chunks (from their source maps) and checks the page really rendered.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { devices } from '@playwright/test';
import { deferredGroupOf, heavyModulesIn, phoneMetadataCountries } from './budgets.mjs';
import { sourceMapSources } from './servers.mjs';

// The same browser as playwright.config.ts: Debian's Chromium, a Pixel 7 viewport, no background traffic.
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
export const CONTEXT_OPTIONS = { ...devices['Pixel 7'], isMobile: false };

/** Where Sentry's envelopes go; the bench answers them itself (this machine has no internet). */
export const SENTRY_INGEST = /\.ingest\.([a-z]+\.)?sentry\.io\//;

// src/ui/progress.tsx's LoadingState, the waiting state of every page that loads from the server.
const WAITING_STATE = '.ui-loading';
const NOT_FOUND_HEADING = /not found|404|doesn.t exist|does not exist/i;
// The shell's placeholder feature pages say so; their bytes are not the feature's.
const PLACEHOLDER_TEXT = /not available (online )?yet/i;

/**
 * @param browser a Playwright Browser
 * @param baseUrl e.g. http://127.0.0.1:4222
 * @param page { url, mustShow? } from pages.mjs
 * @param outDir the build folder the server serves, to read the chunks' source maps
 * @param homeHeading the home page's h1, to tell a real page from the shell falling back to home
 */
export async function measureFirstVisit(browser, baseUrl, page, outDir, homeHeading = null) {
  const context = await browser.newContext(CONTEXT_OPTIONS);
  if (page.storage) await context.addInitScript(seedStorage, page.storage);
  const tab = await context.newPage();
  const failedCalls = [];
  tab.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/') && response.status() >= 400) failedCalls.push(`${response.request().method()} ${new URL(response.url()).pathname} -> ${response.status()}`);
  });
  const errors = [];
  tab.on('pageerror', (error) => errors.push(error.message));
  // The product pictures come from the mock's image host (decision 872): one that does not load (a
  // policy that blocks that host, a picture the host lacks) leaves the page unlike the customer's.
  const brokenPictures = [];
  tab.on('requestfailed', (request) => {
    if (request.resourceType() === 'image') brokenPictures.push(`${request.url()} (${request.failure()?.errorText ?? 'failed'})`);
  });
  tab.on('response', (response) => {
    if (response.request().resourceType() === 'image' && response.status() >= 400) brokenPictures.push(`${response.url()} (${response.status()})`);
  });
  const pending = [];
  let lastRequestAt = Date.now();
  tab.on('request', () => (lastRequestAt = Date.now()));
  tab.on('response', (response) => pending.push(describeResponse(response)));
  // Error reporting's envelopes would go to Sentry, which this machine cannot reach.
  await tab.route(SENTRY_INGEST, (route) => route.fulfill({ status: 200, body: '{}' }));

  let failure = null;
  try {
    await tab.goto(baseUrl + page.url, { waitUntil: 'networkidle', timeout: 30_000 });
    await tab.waitForSelector(page.mustShow ?? 'h1', { timeout: 5_000 }).catch(() => {});
    // A page that loads from the server heads its waiting state (LoadingState) with the page's h1: its
    // content, and what loads once its largest paint has settled (decision 961), come after.
    await tab.waitForSelector(WAITING_STATE, { state: 'detached', timeout: 5_000 }).catch(() => {});
    await loadsAfterFirstPaint(tab, () => lastRequestAt);
  } catch (error) {
    failure = `did not load: ${error.message.split('\n')[0]}`;
  }
  const state = failure
    ? null
    : await tab.evaluate(([selector, waitingState]) => ({
        path: location.pathname,
        heading: document.querySelector('h1')?.textContent?.trim() ?? null,
        text: document.querySelector('main')?.textContent ?? document.body.textContent ?? '',
        shows: selector ? document.querySelector(selector) !== null : true,
        waiting: document.querySelector(waitingState) !== null,
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        requestedAt: Object.fromEntries(performance.getEntriesByType('resource').map((entry) => [entry.name, entry.startTime])),
      }), [page.mustShow ?? null, WAITING_STATE]);
  const assets = (await Promise.all(pending)).filter(Boolean);
  await context.close();

  const js = assets.filter((a) => a.kind === 'js');
  const css = assets.filter((a) => a.kind === 'css');
  const chunks = js.map((asset) => ({
    ...inspectChunk(asset, outDir),
    afterFirstPaint: state?.firstPaint != null && (state.requestedAt[asset.url] ?? -1) > state.firstPaint,
  }));
  // Every chunk's map read, and at least one with sources: a build without source maps proves nothing.
  const inspectable = chunks.every((chunk) => chunk.sources !== null) && chunks.some((chunk) => chunk.sources.length > 0);
  const problem = failure ?? renderProblem(page, state, errors, homeHeading) ?? (brokenPictures.length ? `pictures did not load: ${brokenPictures.slice(0, 3).join(', ')}` : null);
  const reason = problem && failedCalls.length ? `${problem} (API: ${failedCalls.join(', ')})` : problem;
  return {
    measured: reason === null,
    reason,
    heading: state?.heading ?? null,
    finalPath: state?.path ?? null,
    js: { raw: sum(js, 'raw'), gzip: sum(js, 'gzip'), transfer: sum(js, 'transfer'), files: js.map((a) => a.file) },
    css: { raw: sum(css, 'raw'), gzip: sum(css, 'gzip'), transfer: sum(css, 'transfer'), files: css.map((a) => a.file) },
    heavyModules: inspectable ? [...new Set(chunks.flatMap((chunk) => chunk.heavy))] : null,
    firstPaintMs: state?.firstPaint == null ? null : Math.round(state.firstPaint),
    errorReportingBeforeFirstPaint: chunks.some((chunk) => chunk.group === 'error reporting' && !chunk.afterFirstPaint),
    afterFirstPaint: bytesOf(chunks.filter((chunk) => chunk.afterFirstPaint)),
    errorReporting: bytesOf(chunks.filter((chunk) => chunk.group === 'error reporting')),
    paymentProvider: bytesOf(chunks.filter((chunk) => chunk.group === 'payment provider')),
    phoneMetadataCountries: [...new Set(chunks.flatMap((chunk) => chunk.phoneCountries ?? []))].sort(),
  };
}

export async function describeResponse(response) {
  const type = response.request().resourceType();
  const contentType = response.headers()['content-type'] ?? '';
  const kind = type === 'stylesheet' || contentType.includes('text/css') ? 'css'
    : type === 'script' || contentType.includes('javascript') ? 'js' : null;
  if (!kind || !response.ok()) return null;
  try {
    const body = await response.body();
    // gzip -9 of the body, whatever the server sent: vite preview compresses at level 6, a CDN at 9 or brotli.
    const gzip = gzipSync(body, { level: 9 }).length;
    const transfer = (await response.request().sizes()).responseBodySize;
    return { kind, url: response.url(), file: new URL(response.url()).pathname, raw: body.length, gzip, transfer, text: kind === 'js' ? body.toString('utf8') : '' };
  } catch {
    return null; // the page navigated away before the body arrived: not part of what it kept
  }
}

function inspectChunk(asset, outDir) {
  const file = path.join(outDir, asset.file);
  const sources = existsSync(file) ? sourceMapSources(file) : null;
  const phoneCountries = phoneMetadataCountries(asset.text);
  const heavy = sources ? heavyModulesIn(sources) : [];
  if (phoneCountries && !heavy.includes('libphonenumber')) heavy.push('libphonenumber');
  return { file: asset.file, gzip: asset.gzip, sources, heavy, phoneCountries, group: deferredGroupOf(sources ?? []) };
}

/** How long no request may start before the page counts as loaded: longer than error reporting's wait for the largest paint to settle (1 s, decision 961). */
const QUIET_MS = 2_500;

/**
 * Waits for what a page loads once it has painted: error reporting is imported in an idle moment once
 * the largest paint has settled (src/app/start-error-reporting.ts). Returns once the browser has been
 * idle and no request has started for QUIET_MS (at most 15 s after that).
 */
async function loadsAfterFirstPaint(tab, lastRequestAt) {
  await tab.evaluate(() => new Promise((resolve) => ('requestIdleCallback' in window ? requestIdleCallback(() => resolve(), { timeout: 15_000 }) : setTimeout(resolve, 2_500))));
  const deadline = Date.now() + 15_000;
  while (Date.now() - lastRequestAt() < QUIET_MS && Date.now() < deadline) await tab.waitForTimeout(200);
}

const bytesOf = (chunks) => ({ gzip: chunks.reduce((total, chunk) => total + chunk.gzip, 0), files: chunks.map((chunk) => chunk.file) });

function renderProblem(page, state, errors, homeHeading) {
  if (errors.length) return `uncaught error: ${errors[0]}`;
  const requestedPath = page.url.split('?')[0];
  if (state.path !== requestedPath && !state.path.startsWith(`${requestedPath}/`)) return `redirected to ${state.path}`;
  if (!state.heading) return 'no h1: the page did not render';
  if (NOT_FOUND_HEADING.test(state.heading)) return `shows "${state.heading}": route not built yet`;
  if (homeHeading && requestedPath !== '/' && state.heading === homeHeading) return 'shows the home page: route not built yet';
  if (PLACEHOLDER_TEXT.test(state.text)) return 'placeholder page: feature not built yet';
  if (!state.shows) return `no ${page.mustShow} on the page`;
  if (state.waiting) return 'still shows its waiting state: the content did not load';
  return null;
}

const sum = (assets, key) => assets.reduce((total, asset) => total + asset[key], 0);

/**
 * Runs in the page before its scripts: puts what earlier pages of the journey stored into the browser
 * ({ localStorage?, sessionStorage? }, each of key and value).
 */
export function seedStorage(storage) {
  try {
    for (const [area, entries] of Object.entries(storage)) {
      for (const [key, value] of Object.entries(entries)) window[area].setItem(key, value);
    }
  } catch {
    // about:blank and opaque origins have no storage
  }
}
