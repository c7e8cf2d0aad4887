// On the critical path only this small scheduler: the Sentry set-up (src/app/error-reporting.ts)
// and Sentry itself are separate chunks loaded when the browser is idle after first paint, and
// only when VITE_SENTRY_DSN is configured.
type IdleScheduler = (callback: () => void) => void;

const FIRST_PAINT = 'first-contentful-paint';
// A page that never paints content (a blank tab in the background) still starts reporting by then.
const FIRST_PAINT_WAIT_MS = 10_000;

/** Calls back once the page has painted content: a page waiting for its data is often idle before that. */
export function whenFirstPainted(callback: () => void, performanceApi: Pick<Performance, 'getEntriesByName'> = performance): void {
  if (performanceApi.getEntriesByName(FIRST_PAINT).length > 0 || typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    callback();
    return;
  }
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(fallback);
    callback();
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName(FIRST_PAINT).length > 0) finish();
  });
  const fallback = setTimeout(finish, FIRST_PAINT_WAIT_MS);
  observer.observe({ type: 'paint', buffered: true });
}

const afterFirstPaint: IdleScheduler = (callback) =>
  whenFirstPainted(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(callback, { timeout: 4_000 });
    else setTimeout(callback, 2_000);
  });

const loadErrorReporting = () => import('./error-reporting');

/** Returns whether error reporting was scheduled (false without a DSN: reporting stays off). */
export function startErrorReporting(
  dsn = import.meta.env.VITE_SENTRY_DSN,
  schedule: IdleScheduler = afterFirstPaint,
  load: typeof loadErrorReporting = loadErrorReporting,
): boolean {
  if (!dsn) return false;
  // Error reporting must never break the site; without it reports are dropped.
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
