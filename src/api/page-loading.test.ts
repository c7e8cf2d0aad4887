import { describe, expect, it, vi } from 'vitest';
import { pageLoading, pageLoadStarted, whenPageLoaded } from './page-loading';

describe('page loading', () => {
  it('calls back at once when nothing is loading', () => {
    const shown = vi.fn();
    expect(pageLoading()).toBe(false);
    whenPageLoaded(shown);
    expect(shown).toHaveBeenCalledOnce();
  });

  it('calls back once the last load in flight has settled, and only once', () => {
    const first = pageLoadStarted();
    const second = pageLoadStarted();
    const shown = vi.fn();
    expect(pageLoading()).toBe(true);
    whenPageLoaded(shown);
    first();
    first();
    expect(shown).not.toHaveBeenCalled();
    second();
    expect(shown).toHaveBeenCalledOnce();
    pageLoadStarted()();
    expect(shown).toHaveBeenCalledOnce();
  });
});
