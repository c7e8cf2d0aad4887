// The API layer reports failures without importing Sentry: Sentry loads once the page has settled
// (src/app registers it here); until then reports wait for it, and with no DSN configured they are dropped.
export interface Breadcrumb {
  category: string;
  level: 'info' | 'warning' | 'error';
  message: string;
  data?: Record<string, unknown>;
}

export interface ErrorReporter {
  addBreadcrumb(breadcrumb: Breadcrumb): void;
  captureException(error: unknown, context?: Record<string, unknown>): void;
}

// Sentry loads once the page has settled (decision 621): what is reported meanwhile is kept, the first
// few reports only, and handed to it. Without a DSN nothing is kept.
const KEPT_WHILE_LOADING = 20;
let kept: Array<(reporter: ErrorReporter) => void> | null = null;
const keep = (report: (reporter: ErrorReporter) => void) => {
  if (kept && kept.length < KEPT_WHILE_LOADING) kept.push(report);
};
const waitingReporter: ErrorReporter = {
  addBreadcrumb: (breadcrumb) => keep((next) => next.addBreadcrumb(breadcrumb)),
  captureException: (error, context) => keep((next) => next.captureException(error, context)),
};
let reporter: ErrorReporter = waitingReporter;

/** Error reporting is on its way: keep reports until setErrorReporter hands them over. */
export function keepReportsUntilReporterSet(): void {
  kept ??= [];
}

export function setErrorReporter(next: ErrorReporter | null): void {
  reporter = next ?? waitingReporter;
  if (!next) return;
  const waiting = kept ?? [];
  kept = null;
  for (const report of waiting) report(next);
}

export function errorReporter(): ErrorReporter {
  return reporter;
}
