// On the critical path only this small scheduler: the Sentry set-up (src/app/error-reporting.ts)
// and Sentry itself are separate chunks loaded when the browser is idle once the page has shown its
// content (decision 680), and only when VITE_SENTRY_DSN is configured. What is reported before then
// waits in src/api/error-reporting.ts.
import { whenPageShown, type IdleScheduler } from './page-shown';

const loadErrorReporting = () => import('./error-reporting');

/** Returns whether error reporting was scheduled (false without a DSN: reporting stays off). */
export function startErrorReporting(
  dsn = import.meta.env.VITE_SENTRY_DSN,
  schedule: IdleScheduler = whenPageShown,
  load: typeof loadErrorReporting = loadErrorReporting,
): boolean {
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
