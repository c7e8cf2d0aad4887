import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('loads once for every need, and marks what it brought as React marks a promise use() has read', async () => {
    const importIt = vi.fn(() => Promise.resolve('module'));
    const code = loadOnce(importIt);
    expect(code.load()).not.toHaveProperty('status');
    await Promise.all([code.load(), code.load()]);
    await expect(code.load()).resolves.toBe('module');
    expect(code.load()).toMatchObject({ status: 'fulfilled', value: 'module' });
    expect(importIt).toHaveBeenCalledOnce();
  });

  it('forgets a failed load, so the next need tries again', async () => {
    const importIt = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValueOnce('module');
    const code = loadOnce(importIt);
    await expect(code.load()).rejects.toThrow(TypeError);
    await expect(code.load()).resolves.toBe('module');
    expect(importIt).toHaveBeenCalledTimes(2);
  });
});
