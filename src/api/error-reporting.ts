// The API layer reports failures without importing Sentry: Sentry loads after first paint
// (src/app registers it here), and until then, or when no DSN is configured, reports are dropped.
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

const silentReporter: ErrorReporter = { addBreadcrumb: () => {}, captureException: () => {} };
let reporter: ErrorReporter = silentReporter;

export function setErrorReporter(next: ErrorReporter | null): void {
  reporter = next ?? silentReporter;
}

export function errorReporter(): ErrorReporter {
  return reporter;
}
