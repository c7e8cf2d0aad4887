// Only this scheduler is on the critical path: Sentry loads, with a DSN, when idle after the largest paint settles (decision 961).

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

// An idle moment once no larger paint came for PAINT_SETTLED_MS, as Sentry's download would compete with the content's;
// without largest-paint timing (Safari) the first contentful paint stands in, without paint timing the load event.
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
      // Two idle tasks: as one, running and starting Sentry delay a tap at start-up on a phone.
      .then(({ initErrorReporting }) => idle(() => void initErrorReporting(dsn).catch(ignore)))
      .catch(ignore);
  });
  return true;
}
