// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Suspense, createElement, type ComponentType } from 'react';
import { act, render, screen } from '@testing-library/react';
import { PageLoadError, atMost, lazyPage, loadPageOnce, type PageLoaderEnvironment } from './lazy-page';

const Page: ComponentType<object> = () => null;

function environment(url = 'http://localhost/quote/boiler') {
  const reload = vi.fn<() => void>();
  const env: PageLoaderEnvironment = { currentUrl: () => url, reload };
  return Object.assign(env, { reload });
}

beforeEach(() => sessionStorage.clear());

describe('loadPageOnce', () => {
  it('returns the page when the chunk loads', async () => {
    const env = environment();
    await expect(loadPageOnce<object>(async () => ({ default: Page }), env)()).resolves.toEqual({ default: Page });
    expect(env.reload).not.toHaveBeenCalled();
  });

  it('reloads the target URL on the first failure and keeps waiting', async () => {
    const env = environment();
    const pending = loadPageOnce<object>(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')), env)();
    const outcome = await Promise.race([pending.then(() => 'settled', () => 'settled'), new Promise((resolve) => setTimeout(() => resolve('waiting'), 20))]);
    expect(outcome).toBe('waiting');
    expect(env.reload).toHaveBeenCalledTimes(1);
  });

  it('after a reload that fails again it rejects for the error page instead of reloading forever', async () => {
    const env = environment();
    const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    void loadPageOnce<object>(failing, env)();
    await Promise.resolve();
    await Promise.resolve();
    // The reloaded page tries again:
    await expect(loadPageOnce<object>(failing, env)()).rejects.toBeInstanceOf(PageLoadError);
    expect(env.reload).toHaveBeenCalledTimes(1);
  });

  it('the flag is per URL, and a success clears it so a later deploy can reload again', async () => {
    const failing = () => Promise.reject(new TypeError('chunk'));
    const boiler = environment('http://localhost/quote/boiler');
    void loadPageOnce<object>(failing, boiler)();
    await Promise.resolve();
    const solar = environment('http://localhost/quote/solar');
    void loadPageOnce<object>(failing, solar)();
    await Promise.resolve();
    expect(solar.reload).toHaveBeenCalledTimes(1);

    await loadPageOnce<object>(async () => ({ default: Page }), boiler)();
    void loadPageOnce<object>(failing, boiler)();
    await Promise.resolve();
    expect(boiler.reload).toHaveBeenCalledTimes(2);
  });
});

describe('lazyPage', () => {
  const fallback = createElement('p', null, 'Loading the page');
  const Heading = () => createElement('h1', null, 'The page');

  it('shows the fallback while the chunk loads, then the page', async () => {
    let finish: (module: { default: ComponentType }) => void = () => {};
    const Page = lazyPage(() => new Promise((resolve) => (finish = resolve)));
    render(createElement(Suspense, { fallback }, createElement(Page)));
    expect(screen.getByText('Loading the page')).toBeTruthy();
    await act(async () => finish({ default: Heading }));
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeTruthy();
  });

  it('renders the page in its first render once preloaded: no fallback, no wait (decision 290)', async () => {
    const load = vi.fn(async () => ({ default: Heading }));
    const Page = lazyPage(load);
    await Page.preload();
    render(createElement(Suspense, { fallback }, createElement(Page)));
    // Synchronously, without awaiting anything: the fallback was never committed.
    expect(screen.queryByText('Loading the page')).toBeNull();
    expect(screen.getByRole('heading', { name: 'The page' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('atMost', () => {
  it('waits for the work, or no longer than the limit (the first render is never held forever)', async () => {
    vi.useFakeTimers();
    try {
      const settled = vi.fn();
      void atMost(3_000, new Promise(() => {})).then(settled);
      await vi.advanceTimersByTimeAsync(2_999);
      expect(settled).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(settled).toHaveBeenCalledOnce();
      await expect(atMost(3_000, Promise.reject(new Error('chunk gone')))).resolves.toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
