import { beforeEach, describe, expect, it, vi } from 'vitest';

// Each test starts with the module as a page load does: no reporter yet.
const fresh = async () => {
  vi.resetModules();
  return import('./error-reporting');
};
const reporterSpy = () => ({ addBreadcrumb: vi.fn(), captureException: vi.fn() });

describe('reports made before error reporting is in', () => {
  beforeEach(() => vi.resetModules());

  it('are handed over, in order, once the reporter is set (a page’s first call fails while Sentry loads)', async () => {
    const { errorReporter, keepReportsUntilReporterSet, setErrorReporter } = await fresh();
    keepReportsUntilReporterSet();
    const failure = new Error('results load answered 500');
    errorReporter().addBreadcrumb({ category: 'api', level: 'error', message: 'GET /quote/results/boiler/QTEST1 500' });
    errorReporter().captureException(failure, { type: 'boiler' });
    const sentry = reporterSpy();
    setErrorReporter(sentry);
    expect(sentry.addBreadcrumb).toHaveBeenCalledWith(expect.objectContaining({ message: 'GET /quote/results/boiler/QTEST1 500' }));
    expect(sentry.captureException).toHaveBeenCalledWith(failure, { type: 'boiler' });
    expect(sentry.addBreadcrumb.mock.invocationCallOrder[0]).toBeLessThan(sentry.captureException.mock.invocationCallOrder[0]!);
    // Handed over once: from now on reports go straight to it.
    setErrorReporter(reporterSpy());
    expect(sentry.captureException).toHaveBeenCalledOnce();
  });

  it('are kept up to twenty, so a page failing in a loop holds no growing list', async () => {
    const { errorReporter, keepReportsUntilReporterSet, setErrorReporter } = await fresh();
    keepReportsUntilReporterSet();
    for (let i = 0; i < 30; i++) errorReporter().captureException(new Error(`failure ${i}`));
    const sentry = reporterSpy();
    setErrorReporter(sentry);
    expect(sentry.captureException).toHaveBeenCalledTimes(20);
  });

  it('are dropped when no error reporting is coming (no DSN)', async () => {
    const { errorReporter, setErrorReporter } = await fresh();
    errorReporter().captureException(new Error('nobody reports this'));
    const reporter = reporterSpy();
    setErrorReporter(reporter);
    expect(reporter.captureException).not.toHaveBeenCalled();
  });
});
