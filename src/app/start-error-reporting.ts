// On the critical path only this small scheduler: the Sentry set-up (src/app/sentry-setup.ts) and Sentry
// itself are separate chunks, loaded when the browser is idle after the page's load event (decision 761),
// and only when VITE_SENTRY_DSN is configured. What is reported before then waits in src/api/error-reporting.ts.

export type Scheduler = (callback: () => void) => void;

/**
 * An idle moment after the load event, with no deadline: a page still rendering is never idle, so this
 * comes after its first paint (Safari has no requestIdleCallback: a short timer stands in).
 */
export const whenIdleAfterLoad: Scheduler = (callback) => {
  const idle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(() => callback()) : setTimeout(callback, 2_000));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
};

const loadSentrySetup = () => import('./sentry-setup');

/** Returns whether error reporting was scheduled (false without a DSN: reporting stays off). */
export function startErrorReporting(dsn = import.meta.env.VITE_SENTRY_DSN, schedule: Scheduler = whenIdleAfterLoad, load: typeof loadSentrySetup = loadSentrySetup): boolean {
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
