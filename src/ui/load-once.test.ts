import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('loads once for every need, and keeps what it brought', async () => {
    const importIt = vi.fn(() => Promise.resolve('module'));
    const code = loadOnce(importIt);
    expect(code.loaded()).toBeUndefined();
    await Promise.all([code.load(), code.load()]);
    await expect(code.load()).resolves.toBe('module');
    expect(code.loaded()).toBe('module');
    expect(importIt).toHaveBeenCalledOnce();
  });

  it('forgets a failed load, so the next need tries again', async () => {
    const importIt = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValueOnce('module');
    const code = loadOnce(importIt);
    await expect(code.load()).rejects.toThrow(TypeError);
    expect(code.loaded()).toBeUndefined();
    await expect(code.load()).resolves.toBe('module');
    expect(importIt).toHaveBeenCalledTimes(2);
  });
});
