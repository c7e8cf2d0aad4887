// @vitest-environment jsdom
// The results load (decisions 120, 490, 570) and a landing's calls sent ahead of the page's first render
// (decision 760); the page's identical calls take them in the network policy (src/app/landing-call.test.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendAhead } from '@/api/client';
import { setErrorReporter } from '@/api/error-reporting';
import { rememberQuoteRequest, rememberedQuoteRequest } from '@/api/quote-request';
import type { QuoteAnswers } from '@/shared/contract-types';
import { loadResults, sendResultsAhead } from './results-gateway';

const answer = (status: number, data?: object) => Promise.resolve({ data: status < 300 ? data : undefined, error: status < 300 ? undefined : { message: 'No' }, response: new Response(null, { status }) });
const api = vi.hoisted(() => ({ POST: vi.fn(), GET: vi.fn() }));
vi.mock('@/api/client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/api/client')>()), api }));
// The answers' shapes are the generated checks' concern (scripts/answer-checks.property.test.ts).
vi.mock('@/api/answer-checks/results', () => ({ results: { type: 'object' } }));
vi.mock('@/api/answer-checks/saved-quote', () => ({ savedQuote: { type: 'object' } }));

const answers = { quoteType: 'boiler', postcode: 'LS6 2AB' } as QuoteAnswers;
const saved = (expired: boolean) => ({ products: [], answers, priced_at: '2026-11-01T10:00:00Z', valid_until: '2026-11-15', expired });
const captureException = vi.fn();
const signal = new AbortController().signal;

// The store keeps what a test remembers: each test has a reference of its own.
beforeEach(() => {
  api.POST.mockReset().mockReturnValue(answer(200, { products: [] }));
  api.GET.mockReset().mockReturnValue(answer(200, []));
  captureException.mockClear();
  setErrorReporter({ addBreadcrumb: () => {}, captureException });
});
afterEach(() => setErrorReporter(null));

describe('loadResults', () => {
  it('prices the answers this browser remembers for the quote again', async () => {
    rememberQuoteRequest('boiler', answers, 'Q1');
    expect(await loadResults('boiler', 'Q1', signal)).toEqual({ ok: true, data: { results: { products: [] }, saved: null } });
    expect(api.POST).toHaveBeenCalledWith('/quote/results/{type}', expect.objectContaining({ body: answers }));
    expect(api.GET).not.toHaveBeenCalled();
  });

  it('with nothing remembered, loads the quote by its reference and remembers its answers, unless it expired', async () => {
    api.GET.mockReturnValueOnce(answer(200, saved(true)));
    expect(await loadResults('boiler', 'Q2', signal)).toEqual({
      ok: true,
      data: { results: { products: [] }, saved: { answers, pricedAt: '2026-11-01T10:00:00Z', validUntil: '2026-11-15', expired: true } },
    });
    expect(rememberedQuoteRequest('boiler', 'Q2')).toBeNull();
    api.GET.mockReturnValueOnce(answer(200, saved(false)));
    await loadResults('boiler', 'Q2', signal);
    expect(rememberedQuoteRequest('boiler', 'Q2')?.body).toEqual(answers);
    expect(api.POST).not.toHaveBeenCalled();
  });

  it('logs a failed load quietly, and a reference with no quote not at all', async () => {
    api.GET.mockReturnValueOnce(answer(404));
    expect(await loadResults('boiler', 'Q3', signal)).toMatchObject({ ok: false, status: 404 });
    expect(captureException).not.toHaveBeenCalled();
    api.GET.mockReturnValueOnce(answer(500));
    expect(await loadResults('boiler', 'Q3', signal)).toMatchObject({ ok: false, status: 500 });
    expect(captureException).toHaveBeenCalledExactlyOnceWith(new Error('results load answered 500'), expect.objectContaining({ quote: 'Q3', status: 500 }));
  });
});

describe('sendResultsAhead', () => {
  it('sends ahead the remembered answers, with an Idempotency-Key, and both lenders’ lists', () => {
    rememberQuoteRequest('boiler', answers, 'Q1');
    sendResultsAhead('boiler', 'Q1');
    expect(api.POST).toHaveBeenCalledExactlyOnceWith('/quote/results/{type}', {
      params: { path: { type: 'boiler' }, header: { 'Idempotency-Key': expect.stringMatching(/^[0-9a-f-]{36}$/) } },
      body: answers,
      fetch: sendAhead,
    });
    expect(api.GET.mock.calls.map(([path, options]) => [path, options.fetch]).sort()).toEqual([
      ['/finance/novuna', sendAhead],
      ['/finance/v12', sendAhead],
    ]);
  });

  it('sends ahead the load by reference when this browser has no answers for the quote, and posts nothing', () => {
    sendResultsAhead('boiler', 'Q-unknown');
    expect(api.POST).not.toHaveBeenCalled();
    expect(api.GET).toHaveBeenCalledWith('/quote/results/{type}/{quote}', { params: { path: { type: 'boiler', quote: 'Q-unknown' } }, signal: undefined, fetch: sendAhead });
  });
});
