// On the critical path only this small scheduler: the Sentry set-up (src/app/error-reporting.ts)
// and Sentry itself are separate chunks loaded when the browser is idle after first paint, and
// only when VITE_SENTRY_DSN is configured.
type IdleScheduler = (callback: () => void) => void;

const afterFirstPaint: IdleScheduler = (callback) => {
  if ('requestIdleCallback' in window) window.requestIdleCallback(callback, { timeout: 4_000 });
  else setTimeout(callback, 2_000);
};

const loadErrorReporting = () => import('./error-reporting');

/** Returns whether error reporting was scheduled (false without a DSN: reporting stays off). */
export function startErrorReporting(
  dsn = import.meta.env.VITE_SENTRY_DSN,
  schedule: IdleScheduler = afterFirstPaint,
  load: typeof loadErrorReporting = loadErrorReporting,
): boolean {
  if (!dsn) return false;
  schedule(() => {
    load()
      .then(({ initErrorReporting }) => initErrorReporting(dsn))
      .catch(() => {
        // Error reporting must never break the site; without it reports are dropped.
      });
  });
  return true;
}
