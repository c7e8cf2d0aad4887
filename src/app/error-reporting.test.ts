import { describe, expect, it, vi } from 'vitest';
import { IGNORED_ERRORS, TRACES_SAMPLE_RATE, startErrorReporting } from './error-reporting';

describe('error reporting start-up', () => {
  it('stays off without a DSN: nothing is scheduled, Sentry is never loaded', () => {
    const schedule = vi.fn();
    expect(startErrorReporting(undefined, schedule)).toBe(false);
    expect(startErrorReporting('', schedule)).toBe(false);
    expect(schedule).not.toHaveBeenCalled();
  });

  it('with a DSN it defers loading until the browser is idle', () => {
    const schedule = vi.fn();
    expect(startErrorReporting('https://key@o1.ingest.sentry.io/1', schedule)).toBe(true);
    expect(schedule).toHaveBeenCalledTimes(1);
  });

  it('samples 1% of traces and ignores the known noisy errors', () => {
    expect(TRACES_SAMPLE_RATE).toBe(0.01);
    const ignored = (message: string) => IGNORED_ERRORS.some((pattern) => (typeof pattern === 'string' ? message.includes(pattern) : pattern.test(message)));
    expect(ignored('ResizeObserver loop completed with undelivered notifications')).toBe(true);
    expect(ignored('Failed to fetch dynamically imported module: https://x/assets/a.js')).toBe(true);
    expect(ignored('AbortError: The user aborted a request.')).toBe(true);
    expect(ignored("TypeError: Cannot read properties of undefined (reading 'price')")).toBe(false);
  });
});
