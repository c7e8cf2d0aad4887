// @vitest-environment jsdom
// A landing on a results page starts its calls before the page renders (decision 290); the page takes
// each one once, and posts afresh for anything else.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberQuoteRequest, rememberedQuoteRequest, type RememberedQuoteRequest } from '@/api/quote-request';
import { cancelAllRequests, MAX_RETRIES, RequestCancelledError, RETRY_DELAY_MS } from '@/api/network-policy';
import { startLandingCalls, takeStartedLenderLists, takeStartedResults, takeStartedSavedQuote } from './results-calls';

// The client, as openapi-fetch answers: with a call's own `fetch` (fetchTaking), the request goes
// through it, with its headers and body; without one, a canned answer and nothing on the network.
const api = vi.hoisted(() => {
  type Options = { params?: { header?: Record<string, string> }; body?: unknown; fetch?: (request: Request) => Promise<Response> } | undefined;
  const answer = async (method: string, path: string, options: Options, canned: unknown) => {
    if (!options?.fetch) return { data: canned, error: undefined, response: new Response() };
    const request = new Request(`http://shop.test/api${path}`, {
      method,
      headers: options.params?.header,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const response = await options.fetch(request);
    const body: unknown = await response.json().catch(() => undefined);
    return response.ok ? { data: body, error: undefined, response } : { data: undefined, error: body, response };
  };
  return {
    POST: vi.fn((path: string, options?: Options) => answer('POST', path, options, { products: [] })),
    GET: vi.fn((path: string, options?: Options) => answer('GET', path, options, [])),
  };
});
vi.mock('@/api/client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/api/client')>()), api }));

const answers = { quoteType: 'boiler', postcode: 'LS6 2AB' } as RememberedQuoteRequest['body'];

beforeEach(() => {
  localStorage.clear();
  api.POST.mockClear();
  api.GET.mockClear();
  takeStartedResults('boiler', 'Q1');
  takeStartedSavedQuote('boiler', 'Q-unknown');
  takeStartedLenderLists();
});

describe('startLandingCalls', () => {
  it('posts the remembered answers and asks for both lists at once; the page takes each call once', async () => {
    rememberQuoteRequest('boiler', answers, 'Q1');
    startLandingCalls('boiler', 'Q1');
    expect(api.POST).toHaveBeenCalledExactlyOnceWith('/quote/results/{type}', {
      params: { path: { type: 'boiler' }, header: { 'Idempotency-Key': expect.stringMatching(/^[0-9a-f-]{36}$/) } },
      body: answers,
    });
    expect(api.GET.mock.calls.map(([path]) => path).sort()).toEqual(['/finance/novuna', '/finance/v12']);
    expect(takeStartedResults('boiler', 'Q2')).toBeNull(); // another quote's page posts its own
    const started = takeStartedResults('boiler', 'Q1');
    expect(started).not.toBeNull();
    await expect(started).resolves.toMatchObject({ data: { products: [] } });
    expect(takeStartedResults('boiler', 'Q1')).toBeNull();
    await expect(takeStartedLenderLists()).resolves.toEqual({ v12: [], novuna: [] });
    expect(takeStartedLenderLists()).toBeNull();
  });

  it('loads the quote by its reference when this browser has no answers for it, and posts nothing', async () => {
    startLandingCalls('boiler', 'Q-unknown');
    expect(api.POST).not.toHaveBeenCalled();
    expect(takeStartedResults('boiler', 'Q-unknown')).toBeNull();
    expect(api.GET).toHaveBeenCalledWith('/quote/results/{type}/{quote}', { params: { path: { type: 'boiler', quote: 'Q-unknown' } }, signal: undefined });
    expect(takeStartedSavedQuote('boiler', 'Q-other')).toBeNull();
    await expect(takeStartedSavedQuote('boiler', 'Q-unknown')).resolves.toMatchObject({ data: [] });
    expect(takeStartedSavedQuote('boiler', 'Q-unknown')).toBeNull();
  });
});

describe('startLandingCalls with the call the page’s first lines sent (early-results-call.ts)', () => {
  const EARLY_KEY = '3f0c6a52-8a8e-4c33-9d7e-2b1f6c0d4e71';
  const sentEarly = (response: Promise<Response>) => {
    rememberQuoteRequest('boiler', answers, 'Q1');
    const { savedAt } = rememberedQuoteRequest('boiler', 'Q1')!;
    const abort = vi.fn();
    (window as { earlyResultsCall?: unknown }).earlyResultsCall = { type: 'boiler', quote: 'Q1', savedAt, idempotencyKey: EARLY_KEY, response, abort };
    return abort;
  };
  afterEach(() => vi.useRealTimers());

  it('takes its answer, an error answer too, through the client, and sends no second call', async () => {
    const network = vi.spyOn(globalThis, 'fetch');
    sentEarly(Promise.resolve(Response.json({ products: [{ id: 1 }] })));
    startLandingCalls('boiler', 'Q1');
    await expect(takeStartedResults('boiler', 'Q1')).resolves.toMatchObject({ data: { products: [{ id: 1 }] } });
    sentEarly(Promise.resolve(Response.json({ message: 'Down' }, { status: 500 })));
    startLandingCalls('boiler', 'Q1');
    const failed = await takeStartedResults('boiler', 'Q1');
    expect(failed).toMatchObject({ error: { message: 'Down' } });
    expect(failed?.response.status).toBe(500);
    expect(network.mock.calls.map(([request]) => String((request as Request).url ?? request))).not.toContainEqual(expect.stringContaining('/quote/results/'));
    network.mockRestore();
  });

  it('takes the load by reference the first lines sent when there are no answers, and aborts it when there are', async () => {
    const abort = vi.fn();
    (window as { earlySavedQuoteCall?: unknown }).earlySavedQuoteCall = { type: 'boiler', quote: 'Q-link', response: Promise.resolve(Response.json({ products: [{ id: 2 }] })), abort };
    const network = vi.spyOn(globalThis, 'fetch');
    startLandingCalls('boiler', 'Q-link');
    await expect(takeStartedSavedQuote('boiler', 'Q-link')).resolves.toMatchObject({ data: { products: [{ id: 2 }] } });
    expect(network.mock.calls.map(([request]) => String((request as Request).url ?? request))).not.toContainEqual(expect.stringContaining('/quote/results/'));
    network.mockRestore();
    expect(abort).not.toHaveBeenCalled();

    rememberQuoteRequest('boiler', answers, 'Q1');
    (window as { earlySavedQuoteCall?: unknown }).earlySavedQuoteCall = { type: 'boiler', quote: 'Q1', response: new Promise(() => undefined), abort };
    startLandingCalls('boiler', 'Q1');
    expect(abort).toHaveBeenCalledOnce();
    expect(takeStartedSavedQuote('boiler', 'Q1')).toBeNull();
  });

  it('takes both lenders’ lists the first lines asked for; a list whose call failed on the network is asked for again', async () => {
    const v12Product = { id: 3, pid: 'V12-IB-36', type: 'IB', apr: 9.9, months: 36, factor: 0.0321, deferred_period: null };
    (window as { earlyLenderCalls?: unknown }).earlyLenderCalls = {
      v12: { response: Promise.resolve(Response.json([v12Product])), abort: vi.fn() },
      novuna: { response: Promise.reject(new TypeError('Failed to fetch')), abort: vi.fn() },
    };
    vi.useFakeTimers();
    const network = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json([]));
    startLandingCalls('boiler', 'Q1');
    const lists = takeStartedLenderLists();
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    await expect(lists).resolves.toEqual({ v12: [v12Product], novuna: [] });
    // Only the list that failed went out again, once, a retry delay later.
    expect(network.mock.calls.map(([request]) => new URL((request as Request).url).pathname)).toEqual(['/api/finance/novuna']);
    network.mockRestore();
    expect((window as { earlyLenderCalls?: unknown }).earlyLenderCalls).toBeUndefined();
  });

  it('is cancelled with every other request: cancelAllRequests() aborts it, and nothing is sent again', async () => {
    let fail: (error: Error) => void = () => {};
    const abort = sentEarly(new Promise<Response>((_resolve, reject) => (fail = reject)));
    abort.mockImplementation(() => fail(new DOMException('The operation was aborted.', 'AbortError')));
    startLandingCalls('boiler', 'Q1');
    const started = takeStartedResults('boiler', 'Q1');
    const network = vi.spyOn(globalThis, 'fetch');
    cancelAllRequests();
    await expect(started).rejects.toBeInstanceOf(RequestCancelledError);
    expect(abort).toHaveBeenCalledOnce();
    expect(network).not.toHaveBeenCalled();
    network.mockRestore();
  });

  it('after a network failure sends the call again through the client, with its Idempotency-Key, as the retries left: the first 1 s later, four tries in all', async () => {
    vi.useFakeTimers();
    const network = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    sentEarly(Promise.reject(new TypeError('Failed to fetch')));
    startLandingCalls('boiler', 'Q1');
    const outcome = takeStartedResults('boiler', 'Q1')!.catch((error: unknown) => error);
    expect(api.POST).toHaveBeenCalledExactlyOnceWith('/quote/results/{type}', {
      params: { path: { type: 'boiler' }, header: { 'Idempotency-Key': EARLY_KEY } },
      body: answers,
      fetch: expect.any(Function),
    });
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS - 1);
    expect(network).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(10 * RETRY_DELAY_MS);
    expect(await outcome).toBeInstanceOf(Error);
    // The first lines' try, then the three retries, each with the first lines' key and the answers.
    expect(network).toHaveBeenCalledTimes(MAX_RETRIES);
    for (const [request] of network.mock.calls) {
      expect((request as Request).headers.get('Idempotency-Key')).toBe(EARLY_KEY);
      expect(await (request as Request).clone().json()).toEqual(answers);
    }
    network.mockRestore();
  });
});
