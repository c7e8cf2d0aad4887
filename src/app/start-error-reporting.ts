// On the critical path only this small scheduler: the Sentry set-up (src/app/sentry-setup.ts) and Sentry
// itself are separate chunks, loaded when the browser is idle once the page's largest paint has settled
// (decision 961), and only when VITE_SENTRY_DSN is configured. What is reported before then waits in
// src/api/error-reporting.ts.

export type Scheduler = (callback: () => void) => void;

/** How long the page's largest paint must stay its largest before error reporting loads. */
export const PAINT_SETTLED_MS = 1_000;
/** Error reporting loads by then at the latest: a page opened in a background tab reports no largest paint. */
export const LATEST_START_MS = 10_000;

const whenIdle: Scheduler = (callback) => {
  // Safari has no requestIdleCallback: a short timer stands in.
  if ('requestIdleCallback' in window) window.requestIdleCallback(() => callback());
  else setTimeout(callback, 2_000);
};

const observable = (type: string) => typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes(type) === true;

/**
 * An idle moment once the page's paints have settled: no larger paint for PAINT_SETTLED_MS. A page that
 * loads its content from the server first paints a loading state; Sentry's download before the content
 * competes with it for the phone's connection. Where the browser has no largest-paint timing (Safari),
 * the first contentful paint stands in; with no paint timing at all, the load event.
 */
export const whenIdleAfterPaintSettles: Scheduler = (callback) => {
  const type = ['largest-contentful-paint', 'paint'].find(observable);
  if (!type) {
    if (document.readyState === 'complete') whenIdle(callback);
    else window.addEventListener('load', () => whenIdle(callback), { once: true });
    return;
  }
  let settled: ReturnType<typeof setTimeout> | undefined;
  // Runs once: it cancels every other way it could be called.
  const start = () => {
    observer.disconnect();
    clearTimeout(settled);
    clearTimeout(latest);
    whenIdle(callback);
  };
  const observer = new PerformanceObserver((entries) => {
    // Of the paint timings, only the first contentful paint shows the page.
    if (type === 'paint' && entries.getEntriesByName('first-contentful-paint').length === 0) return;
    clearTimeout(settled);
    settled = setTimeout(start, PAINT_SETTLED_MS);
  });
  // `buffered`: a paint that came before this call counts too.
  observer.observe({ type, buffered: true });
  const latest = setTimeout(start, LATEST_START_MS);
};

const loadSentrySetup = () => import('./sentry-setup');

/** Returns whether error reporting was scheduled (false without a DSN: reporting stays off). */
export function startErrorReporting(
  dsn = import.meta.env.VITE_SENTRY_DSN,
  schedule: Scheduler = whenIdleAfterPaintSettles,
  load: typeof loadSentrySetup = loadSentrySetup,
  idle: Scheduler = whenIdle,
): boolean {
  if (!dsn) return false;
  // Error reporting must never break the site; if it cannot load, reports keep waiting (src/api/error-reporting.ts).
  const ignore = () => {};
  schedule(() => {
    load()
      // Running Sentry's chunk and starting it are two idle tasks: as one, they block a phone's main
      // thread long enough to delay a tap at start-up.
      .then(({ initErrorReporting }) => idle(() => void initErrorReporting(dsn).catch(ignore)))
      .catch(ignore);
  });
  return true;
}
