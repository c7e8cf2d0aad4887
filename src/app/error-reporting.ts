import { setErrorReporter } from '@/api/error-reporting';

/** purchase §8: "Error reporting ... samples 1% of traces". */
export const TRACES_SAMPLE_RATE = 0.01;

/**
 * Known noisy errors (the spec leaves the list open; decision 075): browser quirks, extensions,
 * and failures the app already handles (aborted requests, chunk loads that reload the page).
 */
export const IGNORED_ERRORS: (string | RegExp)[] = [
  'ResizeObserver loop limit exceeded',
  'ResizeObserver loop completed with undelivered notifications',
  /^AbortError/,
  'The user aborted a request',
  'The operation was aborted',
  'Request cancelled',
  'RequestCancelledError',
  /^Failed to fetch$/,
  'NetworkError when attempting to fetch resource',
  'Load failed',
  /Failed to fetch dynamically imported module/,
  /Importing a module script failed/,
  /error loading dynamically imported module/,
  'ChunkLoadError',
  'Non-Error promise rejection captured',
  /^Script error\.?$/,
  /extension:\/\//,
  /__gCrWeb/,
];

/** Stack frames from browser extensions are not ours. */
export const DENIED_URLS: RegExp[] = [/^chrome-extension:\/\//, /^moz-extension:\/\//, /^safari-(web-)?extension:\/\//];

type IdleScheduler = (callback: () => void) => void;

const afterFirstPaint: IdleScheduler = (callback) => {
  if ('requestIdleCallback' in window) window.requestIdleCallback(callback, { timeout: 4_000 });
  else setTimeout(callback, 2_000);
};

/**
 * Starts Sentry off the critical path (it adds 30-53 KB gzip): only when VITE_SENTRY_DSN is set,
 * as a separate chunk loaded when the browser is idle after first paint. Once loaded it becomes
 * the API client's error reporter.
 */
export function startErrorReporting(dsn = import.meta.env.VITE_SENTRY_DSN, schedule: IdleScheduler = afterFirstPaint): boolean {
  if (!dsn) return false;
  schedule(() => {
    import('@sentry/react')
      .then((Sentry) => {
        Sentry.init({
          dsn,
          environment: import.meta.env.MODE,
          integrations: [Sentry.browserTracingIntegration()],
          tracesSampleRate: TRACES_SAMPLE_RATE,
          ignoreErrors: IGNORED_ERRORS,
          denyUrls: DENIED_URLS,
        });
        setErrorReporter({
          addBreadcrumb: (breadcrumb) => Sentry.addBreadcrumb(breadcrumb),
          captureException: (error, context) => {
            Sentry.captureException(error, context ? { extra: context } : undefined);
          },
        });
      })
      .catch(() => {
        // Error reporting must never break the site; without it reports are dropped.
      });
  });
  return true;
}
