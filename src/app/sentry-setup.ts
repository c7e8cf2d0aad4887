// Sentry's start, as the API layer's reporter; named imports only, to keep the rest of @sentry/react out (decision 421).
import { addBreadcrumb, browserTracingIntegration, captureException, init } from '@sentry/react';
import { setErrorReporter } from '@/api/error-reporting';
import { scrubBreadcrumb, scrubEvent } from './error-scrubbing';

/** purchase §8: "Error reporting ... samples 1% of traces". */
export const TRACES_SAMPLE_RATE = 0.01;

/** Known noisy errors: browser quirks, extensions and failures the app handles (decision 961). */
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

/** Starts Sentry; the trace sample is drawn once per page load, as tracing costs even when unsampled (decision 620). */
export async function initErrorReporting(dsn: string, random: () => number = Math.random): Promise<void> {
  const traced = random() < TRACES_SAMPLE_RATE;
  init({
    dsn,
    environment: import.meta.env.MODE,
    integrations: traced ? [browserTracingIntegration()] : [],
    tracesSampleRate: traced ? 1 : 0,
    ignoreErrors: IGNORED_ERRORS,
    denyUrls: DENIED_URLS,
    beforeSend: scrubEvent,
    beforeSendTransaction: scrubEvent,
    beforeBreadcrumb: scrubBreadcrumb,
  });
  setErrorReporter({
    addBreadcrumb: (breadcrumb) => addBreadcrumb(breadcrumb),
    captureException: (error, context) => {
      captureException(error, context ? { extra: context } : undefined);
    },
  });
}
