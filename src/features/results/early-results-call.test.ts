// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StartedLenderCalls } from '@/api/lenders';
import { REQUEST_TIMEOUT_MS } from '@/api/network-policy';
import { QUOTE_ADDRESS_KEY, QUOTE_REQUESTS_KEY, REMEMBER_FOR_DAYS } from '@/api/quote-request-rules';
import { earlyResultsSettings, startEarlyResultsCalls, takeEarlyLenderCalls, takeEarlyResultsCall, takeEarlySavedQuoteCall, type EarlyResultsCall, type EarlySavedQuoteCall } from './early-results-call';

const answers = { quoteType: 'boiler', postcode: 'SW1A 1AA' };
const remembered = [{ type: 'boiler', quoteId: 'Q-7', body: answers, savedAt: Date.now() - 60_000 }];
const DAY_MS = 24 * 60 * 60 * 1000;
const address = { address_line_1: '1 High Street', post_town: 'Leeds', postcode: 'LS6 2AB' };

/** A page at `pathname` with this browser's storage and a fetch that records its calls. */
function pageAt(pathname: string, stored: unknown = remembered, token: string | null = 'csrf-1') {
  document.head.innerHTML = token ? `<meta name="csrf-token" content="${token}">` : '';
  localStorage.setItem(QUOTE_REQUESTS_KEY, JSON.stringify(stored));
  const fetch = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(new Response('{}')));
  const win = { location: { pathname }, localStorage, sessionStorage, document, fetch, crypto } as unknown as Window & { earlyResultsCall?: EarlyResultsCall; earlySavedQuoteCall?: EarlySavedQuoteCall; earlyLenderCalls?: StartedLenderCalls };
  return { win, fetch };
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const posts = (fetch: ReturnType<typeof pageAt>['fetch']) => fetch.mock.calls.filter(([, init]) => init.method === 'POST');
const gets = (fetch: ReturnType<typeof pageAt>['fetch']) => fetch.mock.calls.filter(([, init]) => init.method === 'GET').map(([url]) => url);

describe('the results call from the page’s first lines', () => {
  it('on a results landing posts the remembered answers to the type’s results call, with the CSRF token and an Idempotency-Key it keeps for the retry', () => {
    const { win, fetch } = pageAt('/quote/boiler/results/Q-7');
    startEarlyResultsCalls(win, earlyResultsSettings('/api'));
    expect(posts(fetch)).toHaveLength(1);
    const [url, init] = posts(fetch)[0]!;
    expect(url).toBe('/api/quote/results/boiler');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual(answers);
    const key = (init.headers as Record<string, string>)['Idempotency-Key'];
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(init.headers).toEqual({ 'Content-Type': 'application/json', 'X-CSRF-TOKEN': 'csrf-1', 'Idempotency-Key': key });
    expect(init.credentials).toBe('same-origin');
    expect(win.earlyResultsCall).toMatchObject({ type: 'boiler', quote: 'Q-7', savedAt: remembered[0]!.savedAt, idempotencyKey: key });
  });

  it('on a results landing asks for both lenders’ lists, with or without answers, and gives them to the page once', async () => {
    for (const pathname of ['/quote/boiler/results/Q-7', '/quote/solar/results/Q-404']) {
      const { win, fetch } = pageAt(pathname);
      startEarlyResultsCalls(win, earlyResultsSettings('/api'));
      expect(gets(fetch).filter((url) => url.includes('/finance/')), pathname).toEqual(['/api/finance/v12', '/api/finance/novuna']);
      for (const [, init] of fetch.mock.calls) expect(init.headers, pathname).toEqual(expect.objectContaining({ 'X-CSRF-TOKEN': 'csrf-1' }));
      const calls = takeEarlyLenderCalls(win);
      expect(Object.keys(calls)).toEqual(['v12', 'novuna']);
      expect(await calls.v12?.response).toBeInstanceOf(Response);
      expect(takeEarlyLenderCalls(win)).toEqual({});
    }
  });

  it('without remembered answers for that quote and type (or past REMEMBER_FOR_DAYS) loads the quote by its reference; sends nothing on other pages or with unreadable storage', () => {
    for (const [pathname, stored] of [
      ['/quote/boiler/results/Q-8', remembered],
      ['/quote/solar/results/Q-7', remembered],
      ['/quote/boiler/results/Q-7', 'not a list'],
      ['/quote/boiler/results/Q-7', [{ type: 'boiler', quoteId: 'Q-7' }]],
      ['/quote/boiler/results/Q-7', [{ ...remembered[0], savedAt: Date.now() - REMEMBER_FOR_DAYS * DAY_MS - 60_000 }]],
    ] as const) {
      const { win, fetch } = pageAt(pathname, stored);
      startEarlyResultsCalls(win, earlyResultsSettings('/api'));
      expect(posts(fetch), pathname).toEqual([]);
      expect(win.earlyResultsCall, pathname).toBeUndefined();
      const [, type, quote] = /^\/quote\/(.+)\/results\/(.+)$/.exec(pathname)!;
      expect(gets(fetch).filter((url) => url.startsWith('/api/quote/')), pathname).toEqual([`/api/quote/results/${type}/${quote}`]);
      expect(win.earlySavedQuoteCall, pathname).toMatchObject({ type, quote });
    }
    for (const pathname of ['/quote/boiler/results', '/quote/boiler']) {
      const { win, fetch } = pageAt(pathname);
      startEarlyResultsCalls(win, earlyResultsSettings('/api'));
      // Not a results page with a reference: nothing, not even the lenders' lists.
      expect(fetch, pathname).not.toHaveBeenCalled();
    }
    // Storage that is not JSON at all (pageAt writes the answers first; this overwrites them).
    const { win, fetch } = pageAt('/quote/boiler/results/Q-7');
    localStorage.setItem(QUOTE_REQUESTS_KEY, '{broken');
    startEarlyResultsCalls(win, earlyResultsSettings('/api'));
    expect(posts(fetch)).toEqual([]);
    expect(win.earlySavedQuoteCall).toBeUndefined();
  });

  it('gives the load by reference to the page once, and only for the same quote (otherwise it is aborted)', async () => {
    const { win, fetch } = pageAt('/quote/boiler/results/Q-8');
    startEarlyResultsCalls(win, earlyResultsSettings('/api'));
    expect(takeEarlySavedQuoteCall('boiler', 'Q-9', win)).toBeNull();
    expect(fetch.mock.calls.find(([url]) => url === '/api/quote/results/boiler/Q-8')![1].signal!.aborted).toBe(true);
    startEarlyResultsCalls(win, earlyResultsSettings('/api'));
    expect(await takeEarlySavedQuoteCall('boiler', 'Q-8', win)?.response).toBeInstanceOf(Response);
    expect(takeEarlySavedQuoteCall('boiler', 'Q-8', win)).toBeNull();
  });

  it('is given to the page once, and only for the same quote and the same remembered answers (otherwise it is aborted)', async () => {
    const { win, fetch } = pageAt('/quote/boiler/results/Q-7');
    startEarlyResultsCalls(win, earlyResultsSettings('/api'));
    expect(takeEarlyResultsCall('boiler', 'Q-7', 1, win)).toBeNull(); // answers re-priced since: not these
    expect(posts(fetch)[0]![1].signal!.aborted).toBe(true);
    startEarlyResultsCalls(win, earlyResultsSettings('/api'));
    const call = takeEarlyResultsCall('boiler', 'Q-7', remembered[0]!.savedAt, win);
    expect(await call?.response).toBeInstanceOf(Response);
    expect(takeEarlyResultsCall('boiler', 'Q-7', remembered[0]!.savedAt, win)).toBeNull();
  });

  it('posts the answers of a type priced only with the address with this tab’s address, and nothing without it', () => {
    const heatPump = [{ type: 'heat-pump', quoteId: 'Q-9', body: { quoteType: 'heat-pump', postcode: 'LS6 2AB' }, savedAt: Date.now() }];
    const withoutAddress = pageAt('/quote/heat-pump/results/Q-9', heatPump);
    startEarlyResultsCalls(withoutAddress.win, earlyResultsSettings('/api'));
    expect(posts(withoutAddress.fetch)).toEqual([]);

    sessionStorage.setItem(`${QUOTE_ADDRESS_KEY}:heat-pump/Q-9`, JSON.stringify(address));
    const { win, fetch } = pageAt('/quote/heat-pump/results/Q-9', heatPump);
    startEarlyResultsCalls(win, earlyResultsSettings('/api'));
    expect(JSON.parse(posts(fetch)[0]![1].body as string)).toEqual({ quoteType: 'heat-pump', postcode: 'LS6 2AB', customer: address });
  });

  it('gives each call an abort, used by its timeout (the client’s) and by the page’s cancel-all', async () => {
    vi.useFakeTimers();
    try {
      const { win, fetch } = pageAt('/quote/boiler/results/Q-7');
      fetch.mockImplementation(() => new Promise<Response>(() => {})); // never answers
      startEarlyResultsCalls(win, earlyResultsSettings('/api'));
      const signals = fetch.mock.calls.map(([, init]) => init.signal!);
      expect(signals).toHaveLength(3);
      takeEarlyLenderCalls(win).v12!.abort();
      expect(signals.map((signal) => signal.aborted)).toEqual([true, false, false]);
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
      expect(signals[2]!.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(signals.every((signal) => signal.aborted)).toBe(true);
      // Aborted by its timeout, the call says so: the page reports a timeout, not a drop.
      expect(win.earlyResultsCall?.timedOut).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
