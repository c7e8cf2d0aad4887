// Reports without importing Sentry, which loads late (decision 961): until then they wait in order, the latest few kept.
export interface Breadcrumb {
  category: string;
  level: 'info' | 'warning' | 'error';
  message: string;
  data?: Record<string, unknown>;
  /** Seconds since the epoch, as Sentry takes it: set on a breadcrumb that waited. */
  timestamp?: number;
}

export interface ErrorReporter {
  addBreadcrumb(breadcrumb: Breadcrumb): void;
  captureException(error: unknown, context?: Record<string, unknown>): void;
}

export const MAX_WAITING_REPORTS = 100;

type WaitingReport = { readonly breadcrumb: Breadcrumb } | { readonly error: unknown; readonly context?: Record<string, unknown> };
let waiting: WaitingReport[] = [];

function wait(report: WaitingReport) {
  waiting.push(report);
  if (waiting.length > MAX_WAITING_REPORTS) waiting.shift();
}

const waitingReporter: ErrorReporter = {
  addBreadcrumb: (breadcrumb) => wait({ breadcrumb: { timestamp: Date.now() / 1000, ...breadcrumb } }),
  captureException: (error, context) => wait({ error, context }),
};
let reporter: ErrorReporter = waitingReporter;

/** Reports go to `next` from now on, the waiting ones first; null makes them wait again (and forgets those waiting). */
export function setErrorReporter(next: ErrorReporter | null): void {
  const held = waiting;
  waiting = [];
  reporter = next ?? waitingReporter;
  if (!next) return;
  for (const report of held) {
    if ('breadcrumb' in report) next.addBreadcrumb(report.breadcrumb);
    else next.captureException(report.error, report.context);
  }
}

export function errorReporter(): ErrorReporter {
  return reporter;
}
