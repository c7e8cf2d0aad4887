import { describe, expect, it, vi } from 'vitest';
import { errorReporter, setErrorReporter } from '@/api/error-reporting';
import { RequestCancelledError } from '@/api/network-policy';
import { DENIED_URLS, IGNORED_ERRORS, TRACES_SAMPLE_RATE, initErrorReporting } from './sentry-setup';
import { scrubBreadcrumb, scrubEvent } from './error-scrubbing';
import { LATEST_START_MS, PAINT_SETTLED_MS, startErrorReporting, whenIdleAfterPaintSettles } from './start-error-reporting';

const sentry = vi.hoisted(() => ({
  init: vi.fn(),
  browserTracingIntegration: vi.fn(() => ({ name: 'BrowserTracing' })),
  captureException: vi.fn(),
  addBreadcrumb: vi.fn(),
}));
vi.mock('@sentry/react', () => sentry);

describe('error reporting start-up', () => {
  it('stays off without a DSN: nothing is scheduled, Sentry is never loaded', () => {
    const schedule = vi.fn();
    const load = vi.fn();
    expect(startErrorReporting(undefined, schedule, load)).toBe(false);
    expect(startErrorReporting('', schedule, load)).toBe(false);
    expect(schedule).not.toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
  });

  it('with a DSN it loads Sentry once the browser is idle, and initialises it in the next idle moment', async () => {
    let settled: (() => void) | undefined;
    let idle: (() => void) | undefined;
    const initErrorReporting = vi.fn(async () => {});
    const load = vi.fn(async () => ({ initErrorReporting }) as unknown as typeof import('./sentry-setup'));
    expect(startErrorReporting('https://key@o1.ingest.sentry.io/1', (callback) => (settled = callback), load, (callback) => (idle = callback))).toBe(true);
    expect(load).not.toHaveBeenCalled();
    settled?.();
    expect(load).toHaveBeenCalledTimes(1);
    // Starting Sentry waits for the next idle moment: loading and starting are not one long task.
    await vi.waitFor(() => expect(idle).toBeDefined());
    expect(initErrorReporting).not.toHaveBeenCalled();
    idle?.();
    await vi.waitFor(() => expect(initErrorReporting).toHaveBeenCalledWith('https://key@o1.ingest.sentry.io/1'));
  });

  it('samples 1% of traces and ignores the known noisy errors', () => {
    expect(TRACES_SAMPLE_RATE).toBe(0.01);
    const ignored = (message: string) => IGNORED_ERRORS.some((pattern) => (typeof pattern === 'string' ? message.includes(pattern) : pattern.test(message)));
    expect(ignored('ResizeObserver loop completed with undelivered notifications')).toBe(true);
    expect(ignored('Failed to fetch dynamically imported module: https://x/assets/a.js')).toBe(true);
    expect(ignored('AbortError: The user aborted a request.')).toBe(true);
    // What the client throws for a request cancelled with every other one (Sentry matches "type: message").
    expect(ignored(`RequestCancelledError: ${new RequestCancelledError().message}`)).toBe(true);
    expect(ignored("TypeError: Cannot read properties of undefined (reading 'price')")).toBe(false);
  });

  it('initialises Sentry with the DSN, tracing in the sampled 1% of page loads, the ignore list and the scrubbing, then reports through it', async () => {
    const common = {
      dsn: 'https://key@o1.ingest.sentry.io/1',
      ignoreErrors: IGNORED_ERRORS,
      denyUrls: DENIED_URLS,
      beforeSend: scrubEvent,
      beforeSendTransaction: scrubEvent,
      beforeBreadcrumb: scrubBreadcrumb,
    };
    // A page load drawn in the sample traces everything it does.
    await initErrorReporting('https://key@o1.ingest.sentry.io/1', () => 0.0099);
    expect(sentry.init).toHaveBeenLastCalledWith(expect.objectContaining({ ...common, tracesSampleRate: 1, integrations: [{ name: 'BrowserTracing' }] }));
    // The other 99% report errors without running tracing at all (decision 620).
    sentry.init.mockClear();
    await initErrorReporting('https://key@o1.ingest.sentry.io/1', () => 0.01);
    expect(sentry.init).toHaveBeenCalledTimes(1);
    expect(sentry.init).toHaveBeenCalledWith(expect.objectContaining({ ...common, tracesSampleRate: 0, integrations: [] }));
    expect(sentry.browserTracingIntegration).toHaveBeenCalledTimes(1);
    // The API client's reporter is Sentry from now on.
    const failure = new Error('payment intent failed');
    errorReporter().captureException(failure, { operation: 'createStripeIntent' });
    expect(sentry.captureException).toHaveBeenCalledWith(failure, { extra: { operation: 'createStripeIntent' } });
    setErrorReporter(null);
  });
});

/** A browser whose paint timings the test makes: `paint(type, name)` delivers one entry to the observers of `type`. */
function browserWithPaintTiming(supportedEntryTypes = ['paint', 'largest-contentful-paint']) {
  vi.useFakeTimers();
  const idle: (() => void)[] = [];
  const observers = new Map<(names: string[]) => void, string>();
  class FakeObserver {
    static supportedEntryTypes = supportedEntryTypes;
    constructor(private readonly notify: (entries: { getEntriesByName(name: string): unknown[] }) => void) {}
    observe({ type }: { type: string }) {
      observers.set(this.deliver, type);
    }
    disconnect() {
      observers.delete(this.deliver);
    }
    private readonly deliver = (names: string[]) => this.notify({ getEntriesByName: (name) => names.filter((n) => n === name) });
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  vi.stubGlobal('document', { readyState: 'complete' });
  vi.stubGlobal('window', { requestIdleCallback: (callback: () => void) => idle.push(callback), addEventListener: vi.fn() });
  const paint = (type: string, name = type) => [...observers].filter(([, observed]) => observed === type).forEach(([deliver]) => deliver([name]));
  const done = () => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  };
  return { idle, paint, observing: () => observers.size, done };
}

describe('whenIdleAfterPaintSettles', () => {
  it('waits until no larger paint has come for a while, then for an idle moment: a loading state painted first does not start it', () => {
    const browser = browserWithPaintTiming();
    const started = vi.fn();
    whenIdleAfterPaintSettles(started);
    browser.paint('largest-contentful-paint'); // the loading state
    vi.advanceTimersByTime(PAINT_SETTLED_MS - 1);
    browser.paint('largest-contentful-paint'); // the content, once the server answered
    vi.advanceTimersByTime(PAINT_SETTLED_MS - 1);
    expect(browser.idle).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(browser.observing()).toBe(0);
    expect(started).not.toHaveBeenCalled();
    browser.idle.shift()!();
    expect(started).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(LATEST_START_MS);
    expect(browser.idle).toHaveLength(0);
    browser.done();
  });

  it('starts at the latest after LATEST_START_MS when no paint is reported (a tab opened in the background)', () => {
    const browser = browserWithPaintTiming();
    const started = vi.fn();
    whenIdleAfterPaintSettles(started);
    vi.advanceTimersByTime(LATEST_START_MS - 1);
    expect(browser.idle).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(browser.observing()).toBe(0);
    browser.idle.shift()!();
    expect(started).toHaveBeenCalledOnce();
    browser.done();
  });

  it('without largest-paint timing, the first contentful paint stands in; a first paint without content does not count', () => {
    const browser = browserWithPaintTiming(['paint']);
    const started = vi.fn();
    whenIdleAfterPaintSettles(started);
    browser.paint('paint', 'first-paint');
    vi.advanceTimersByTime(PAINT_SETTLED_MS);
    expect(browser.idle).toHaveLength(0);
    browser.paint('paint', 'first-contentful-paint');
    vi.advanceTimersByTime(PAINT_SETTLED_MS);
    browser.idle.shift()!();
    expect(started).toHaveBeenCalledOnce();
    browser.done();
  });

  it('without paint timing, waits for the load event, then for an idle moment', () => {
    const idle: (() => void)[] = [];
    const listeners: (() => void)[] = [];
    vi.stubGlobal('PerformanceObserver', undefined);
    vi.stubGlobal('document', { readyState: 'interactive' });
    vi.stubGlobal('window', { requestIdleCallback: (callback: () => void) => idle.push(callback), addEventListener: (_type: string, listener: () => void) => listeners.push(listener) });
    const started = vi.fn();
    whenIdleAfterPaintSettles(started);
    expect(idle).toHaveLength(0);
    listeners.shift()!();
    expect(started).not.toHaveBeenCalled();
    idle.shift()!();
    expect(started).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });
});
