// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PageLoadError, loadPage, reloadOnce, reloadsFirst } from './page-load';

const chunkFailure = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

beforeEach(() => sessionStorage.clear());

describe('loadPage', () => {
  it('answers the module when its chunk loads', async () => {
    const page = { default: () => null };
    await expect(loadPage(async () => page)).resolves.toBe(page);
  });

  it('asks for the chunk in a task after the tap that opened the page, so the tap paints first', async () => {
    const load = vi.fn(async () => ({}));
    const loading = loadPage(load);
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    await loading;
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fails with PageLoadError, keeping the cause, when the chunk does not load', async () => {
    const failed = await loadPage(chunkFailure).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(PageLoadError);
    expect((failed as PageLoadError).cause).toBeInstanceOf(TypeError);
  });
});

describe('reload once per URL', () => {
  it('the first failure at an address reloads it; the next one there does not', () => {
    const reload = vi.fn();
    expect(reloadsFirst('http://localhost/contact')).toBe(true);
    reloadOnce('http://localhost/contact', reload);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadsFirst('http://localhost/contact')).toBe(false);
    // Another address still reloads.
    expect(reloadsFirst('http://localhost/quote/solar')).toBe(true);
  });

  it('a page that loads at the address clears it, so a later deploy can reload it again', async () => {
    reloadOnce('http://localhost/contact', vi.fn());
    await loadPage(async () => ({}), () => 'http://localhost/contact');
    expect(reloadsFirst('http://localhost/contact')).toBe(true);
  });

  it('never reloads when storage is blocked, since nothing could stop a loop', () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(reloadsFirst('http://localhost/contact')).toBe(false);
    getItem.mockRestore();
  });
});
