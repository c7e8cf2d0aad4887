// On the critical path only this small scheduler: the Sentry set-up (src/app/sentry-setup.ts) and Sentry
// itself are separate chunks, loaded when the browser is idle after the page's first contentful paint
// (decision 820), and only when VITE_SENTRY_DSN is configured. What is reported before then waits in
// src/api/error-reporting.ts.

export type Scheduler = (callback: () => void) => void;

const whenIdle: Scheduler = (callback) => {
  // Safari has no requestIdleCallback: a short timer stands in.
  if ('requestIdleCallback' in window) window.requestIdleCallback(() => callback());
  else setTimeout(callback, 2_000);
};

/**
 * An idle moment after the page's first contentful paint. The load event alone comes too early: while
 * a page's own chunk is still downloading, nothing is painted and the browser is idle. Where the
 * browser has no paint timing, the load event stands in.
 */
export const whenIdleAfterFirstPaint: Scheduler = (callback) => {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    if (document.readyState === 'complete') whenIdle(callback);
    else window.addEventListener('load', () => whenIdle(callback), { once: true });
    return;
  }
  // `buffered`: a paint that came before this call is delivered too.
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    whenIdle(callback);
  });
  observer.observe({ type: 'paint', buffered: true });
};

const loadSentrySetup = () => import('./sentry-setup');

/** Returns whether error reporting was scheduled (false without a DSN: reporting stays off). */
export function startErrorReporting(dsn = import.meta.env.VITE_SENTRY_DSN, schedule: Scheduler = whenIdleAfterFirstPaint, load: typeof loadSentrySetup = loadSentrySetup): boolean {
  if (!dsn) return false;
  // Error reporting must never break the site; if it cannot load, reports keep waiting (src/api/error-reporting.ts).
  const ignore = () => {};
  schedule(() => {
    load()
      // Running Sentry's chunk and starting it are two idle tasks: as one, they block a phone's main
      // thread long enough to delay a tap at start-up.
      .then(({ initErrorReporting }) => schedule(() => void initErrorReporting(dsn).catch(ignore)))
      .catch(ignore);
  });
  return true;
}
