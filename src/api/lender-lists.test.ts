// purchase §8 "finance list fetch failure: Logged only": a list that fails is empty and reported; the other stays.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setErrorReporter } from './error-reporting';
import { fetchLenderLists } from './lender-lists';

const GET = vi.hoisted(() => vi.fn());
vi.mock('./client', async (importOriginal) => ({ ...(await importOriginal<typeof import('./client')>()), api: { GET } }));

const novunaProduct = { id: 7, pid: 'NOV-IB-120', type: 'IB', apr: 11.9, months: 120, factor: 0.0143, deferred_period: null };

afterEach(() => setErrorReporter(null));

describe('fetchLenderLists', () => {
  it('keeps the list that loaded, and logs the one that answered an error or never arrived', async () => {
    const captureException = vi.fn();
    setErrorReporter({ captureException, addBreadcrumb: vi.fn() });
    GET.mockImplementation((path: string) =>
      path === '/finance/v12'
        ? Promise.resolve({ data: undefined, error: { message: 'down' }, response: new Response(null, { status: 500 }) })
        : Promise.resolve({ data: [novunaProduct], error: undefined, response: new Response() }),
    );
    await expect(fetchLenderLists()).resolves.toEqual({ v12: [], novuna: [novunaProduct] });
    expect(captureException).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ message: 'finance list v12 answered 500' }), expect.objectContaining({ lender: 'v12', status: 500 }));

    GET.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(fetchLenderLists()).resolves.toEqual({ v12: [], novuna: [] });
    expect(captureException).toHaveBeenCalledTimes(3);
  });

  it('treats a list of the wrong shape as a failed list: empty, and logged', async () => {
    const captureException = vi.fn();
    setErrorReporter({ captureException, addBreadcrumb: vi.fn() });
    GET.mockImplementation((path: string) =>
      Promise.resolve({ data: path === '/finance/v12' ? [{ pid: 'V12-IF-12', apr: '0%' }] : [novunaProduct], error: undefined, response: new Response() }),
    );
    await expect(fetchLenderLists()).resolves.toEqual({ v12: [], novuna: [novunaProduct] });
    expect(captureException).toHaveBeenCalledWith(expect.objectContaining({ message: 'finance list v12 answered 502' }), expect.objectContaining({ lender: 'v12' }));
  });
});
