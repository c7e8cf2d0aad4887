// On the critical path only this small scheduler: the Sentry set-up (src/app/error-reporting.ts)
// and Sentry itself are separate chunks loaded when the browser is idle once the page has painted
// and settled, and only when VITE_SENTRY_DSN is configured.
import { keepReportsUntilReporterSet } from '@/api/error-reporting';

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

/** How long no resource may finish loading before the page counts as settled. */
const SETTLED_AFTER_MS = 1_000;
// A page that keeps loading (a poll, a slideshow) still starts reporting by then.
const SETTLED_WAIT_MS = 10_000;

/**
 * Calls back once no resource (the page's data, its images, its last chunks) has finished loading for
 * SETTLED_AFTER_MS. A page waiting for its data is idle long before it shows it: error reporting
 * loaded then would compete with that data for the network and the main thread (decision 621).
 */
export function whenSettled(callback: () => void): void {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('resource')) {
    callback();
    return;
  }
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(quiet);
    clearTimeout(fallback);
    callback();
  };
  let quiet = setTimeout(finish, SETTLED_AFTER_MS);
  const observer = new PerformanceObserver(() => {
    clearTimeout(quiet);
    quiet = setTimeout(finish, SETTLED_AFTER_MS);
  });
  const fallback = setTimeout(finish, SETTLED_WAIT_MS);
  observer.observe({ type: 'resource' });
}

const afterPageSettled: IdleScheduler = (callback) =>
  whenFirstPainted(() =>
    whenSettled(() => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(callback, { timeout: 4_000 });
      else setTimeout(callback, 2_000);
    }),
  );

const loadErrorReporting = () => import('./error-reporting');

/** Returns whether error reporting was scheduled (false without a DSN: reporting stays off). */
export function startErrorReporting(
  dsn = import.meta.env.VITE_SENTRY_DSN,
  schedule: IdleScheduler = afterPageSettled,
  load: typeof loadErrorReporting = loadErrorReporting,
): boolean {
  if (!dsn) return false;
  // What goes wrong before Sentry is in (a page's first call) is reported once it is.
  keepReportsUntilReporterSet();
  schedule(() => {
    load()
      .then(({ initErrorReporting }) => initErrorReporting(dsn))
      .catch(() => {
        // Error reporting must never break the site; without it reports are dropped.
      });
  });
  return true;
}
