// Error reporting's set-up: Sentry started with the scrubbed events and breadcrumbs, and registered as the
// API layer's reporter. Named imports only: the rest of @sentry/react (session replay, user feedback)
// stays out of the chunk (decision 421).
import { addBreadcrumb, browserTracingIntegration, captureException, init } from '@sentry/react';
import { setErrorReporter } from '@/api/error-reporting';
import { scrubBreadcrumb, scrubEvent } from './error-scrubbing';

/** purchase §8: "Error reporting ... samples 1% of traces". */
export const TRACES_SAMPLE_RATE = 0.01;

/**
 * Known noisy errors (the spec leaves the list open; decision 961): browser quirks, extensions,
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

/**
 * Loaded by start-error-reporting.ts when the browser is idle after load, this module and Sentry with it: the spec's sample rate,
 * the ignore list and the scrubbing of personal data; once loaded it becomes the API client's reporter.
 * The trace sample is drawn once per page load (`random`, decision 620): tracing watches every
 * navigation, interaction and resource of the page it runs in, sampled or not, so only the sampled
 * page loads run it, and trace all they do.
 */
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
