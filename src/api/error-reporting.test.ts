import { afterEach, describe, expect, it } from 'vitest';
import { errorReporter, MAX_WAITING_REPORTS, setErrorReporter, type Breadcrumb } from './error-reporting';

function recorder() {
  const reports: string[] = [];
  const breadcrumbs: Breadcrumb[] = [];
  return {
    reports,
    breadcrumbs,
    reporter: {
      addBreadcrumb: (breadcrumb: Breadcrumb) => {
        breadcrumbs.push(breadcrumb);
        reports.push(`crumb ${breadcrumb.message}`);
      },
      captureException: (error: unknown, context?: Record<string, unknown>) => reports.push(`error ${(error as Error).message} ${JSON.stringify(context)}`),
    },
  };
}

afterEach(() => setErrorReporter(null));

describe('reports made before error reporting starts', () => {
  it('wait, and reach the reporter in the order they were made when it starts', () => {
    setErrorReporter(null);
    errorReporter().addBreadcrumb({ category: 'http', level: 'warning', message: 'GET /order/O1 failed on the network (try 1 of 3)' });
    errorReporter().captureException(new Error('wrong shape'), { operation: '/order/O1' });
    const { reports, breadcrumbs, reporter } = recorder();
    setErrorReporter(reporter);
    expect(reports).toEqual(['crumb GET /order/O1 failed on the network (try 1 of 3)', 'error wrong shape {"operation":"/order/O1"}']);
    // A breadcrumb that waited keeps the time it was made.
    expect(breadcrumbs[0]?.timestamp).toBeCloseTo(Date.now() / 1000, 0);
    errorReporter().addBreadcrumb({ category: 'http', level: 'error', message: 'later' });
    expect(reports.at(-1)).toBe('crumb later');
    expect(breadcrumbs.at(-1)?.timestamp).toBeUndefined();
  });

  it('keep only the latest ones while reporting is off (no DSN)', () => {
    setErrorReporter(null);
    for (let report = 1; report <= MAX_WAITING_REPORTS + 5; report++) {
      errorReporter().addBreadcrumb({ category: 'http', level: 'info', message: String(report) });
    }
    const { reports, reporter } = recorder();
    setErrorReporter(reporter);
    expect(reports).toHaveLength(MAX_WAITING_REPORTS);
    expect(reports[0]).toBe('crumb 6');
  });

  it('are forgotten when reporting stops, and never passed on twice', () => {
    setErrorReporter(null);
    errorReporter().captureException(new Error('first page'));
    setErrorReporter(null);
    const first = recorder();
    setErrorReporter(first.reporter);
    expect(first.reports).toEqual([]);
    const second = recorder();
    setErrorReporter(second.reporter);
    expect(second.reports).toEqual([]);
  });
});
