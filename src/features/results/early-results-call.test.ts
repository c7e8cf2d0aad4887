// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runInNewContext } from 'node:vm';
import { QUOTE_REQUESTS_KEY, REMEMBER_FOR_DAYS } from '@/api/quote-request';
import { earlyResultsScript, earlyResultsSettings, startEarlyResultsCall, takeEarlyResultsCall, type EarlyResultsCall } from './early-results-call';

const answers = { quoteType: 'boiler', postcode: 'SW1A 1AA' };
const remembered = [{ type: 'boiler', quoteId: 'Q-7', body: answers, savedAt: Date.now() - 60_000 }];
const DAY_MS = 24 * 60 * 60 * 1000;

/** A page at `pathname` with this browser's storage and a fetch that records its calls. */
function pageAt(pathname: string, stored: unknown = remembered, token: string | null = 'csrf-1') {
  document.head.innerHTML = token ? `<meta name="csrf-token" content="${token}">` : '';
  localStorage.setItem(QUOTE_REQUESTS_KEY, JSON.stringify(stored));
  const fetch = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(new Response('{}')));
  const win = { location: { pathname }, localStorage, document, fetch } as unknown as Window & { earlyResultsCall?: EarlyResultsCall };
  return { win, fetch };
}

afterEach(() => localStorage.clear());

describe('the results call from the page’s first lines', () => {
  it('on a results landing posts the remembered answers to the type’s results call, with the CSRF token', () => {
    const { win, fetch } = pageAt('/quote/boiler/results/Q-7');
    startEarlyResultsCall(win, earlyResultsSettings('/api'));
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/quote/results/boiler');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual(answers);
    expect(init.headers).toEqual({ 'Content-Type': 'application/json', 'X-CSRF-TOKEN': 'csrf-1' });
    expect(win.earlyResultsCall).toMatchObject({ type: 'boiler', quote: 'Q-7', savedAt: remembered[0]!.savedAt });
  });

  it('sends nothing without remembered answers for that quote and type, for answers past REMEMBER_FOR_DAYS, on other pages, or with unreadable storage', () => {
    for (const [pathname, stored] of [
      ['/quote/boiler/results/Q-8', remembered],
      ['/quote/solar/results/Q-7', remembered],
      ['/quote/boiler/results', remembered],
      ['/quote/boiler', remembered],
      ['/quote/boiler/results/Q-7', 'not a list'],
      ['/quote/boiler/results/Q-7', [{ type: 'boiler', quoteId: 'Q-7' }]],
      ['/quote/boiler/results/Q-7', [{ ...remembered[0], savedAt: Date.now() - REMEMBER_FOR_DAYS * DAY_MS - 60_000 }]],
    ] as const) {
      const { win, fetch } = pageAt(pathname, stored);
      startEarlyResultsCall(win, earlyResultsSettings('/api'));
      expect(fetch, pathname).not.toHaveBeenCalled();
      expect(win.earlyResultsCall, pathname).toBeUndefined();
    }
    // Storage that is not JSON at all (pageAt writes the answers first; this overwrites them).
    const { win, fetch } = pageAt('/quote/boiler/results/Q-7');
    localStorage.setItem(QUOTE_REQUESTS_KEY, '{broken');
    startEarlyResultsCall(win, earlyResultsSettings('/api'));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('is given to the page once, and only for the same quote and the same remembered answers', async () => {
    const { win } = pageAt('/quote/boiler/results/Q-7');
    startEarlyResultsCall(win, earlyResultsSettings('/api'));
    expect(takeEarlyResultsCall('boiler', 'Q-7', 1, win)).toBeNull(); // answers re-priced since: not these
    startEarlyResultsCall(win, earlyResultsSettings('/api'));
    const response = takeEarlyResultsCall('boiler', 'Q-7', remembered[0]!.savedAt, win);
    expect(await response).toBeInstanceOf(Response);
    expect(takeEarlyResultsCall('boiler', 'Q-7', remembered[0]!.savedAt, win)).toBeNull();
  });

  it('runs as the inline script the build writes: self-contained, with the settings it was built with', () => {
    const { win, fetch } = pageAt('/quote/heat-pump/results/Q%2D9', [{ type: 'heat-pump', quoteId: 'Q-9', body: { quoteType: 'heat-pump' }, savedAt: Date.now() }]);
    runInNewContext(earlyResultsScript('/backend'), { window: win, AbortSignal, JSON, RegExp, decodeURIComponent, Array, Date });
    expect(fetch.mock.calls[0]?.[0]).toBe('/backend/quote/results/heat-pump');
  });
});
