// @vitest-environment jsdom
// The results load (decision 955) and an expired quote priced again under its reference.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setErrorReporter } from '@/api/error-reporting';
import { rememberQuoteRequest, rememberedQuoteRequest, takeHandedOverResults } from '@/shared/remembered/quote-request';
import type { QuoteAnswers } from '@/shared/contract-types';
import { loadResults, repriceQuote } from './results-gateway';

const answer = (status: number, data?: object) => Promise.resolve({ data: status < 300 ? data : undefined, error: status < 300 ? undefined : { message: 'No' }, response: new Response(null, { status }) });
const api = vi.hoisted(() => ({ POST: vi.fn(), GET: vi.fn(), PUT: vi.fn() }));
vi.mock('@/api/client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/api/client')>()), api }));
// The answers' shapes are the generated checks' concern (scripts/answer-checks.property.test.ts).
vi.mock('@/api/answer-checks/saved-quote', () => ({ savedQuote: { type: 'object' } }));
vi.mock('@/api/answer-checks/repriced-quote', () => ({ repricedQuote: { type: 'object' } }));
vi.mock('@/api/answer-checks/quote-results', () => ({ quoteResults: { type: 'object' } }));

const answers = { quoteType: 'boiler', postcode: 'LS6 2AB' } as QuoteAnswers;
const saved = (expired: boolean) => ({ products: [], answers, priced_at: '2026-11-01T10:00:00Z', valid_until: '2026-11-15', expired });
const captureException = vi.fn();
const signal = new AbortController().signal;

// The store keeps what a test remembers: each test has a reference of its own.
beforeEach(() => {
  api.POST.mockReset().mockReturnValue(answer(200, { products: [] }));
  api.GET.mockReset().mockReturnValue(answer(200, []));
  api.PUT.mockReset();
  captureException.mockClear();
  setErrorReporter({ addBreadcrumb: () => {}, captureException });
});
afterEach(() => setErrorReporter(null));

describe('loadResults', () => {
  it('loads the quote by its reference even when this browser remembers its answers: it prices nothing', async () => {
    rememberQuoteRequest('boiler', answers, 'Q1');
    api.GET.mockReturnValueOnce(answer(200, saved(false)));
    expect(await loadResults('boiler', 'Q1', signal)).toEqual({
      ok: true,
      data: { results: { products: [], valid_until: '2026-11-15' }, saved: { answers, pricedAt: '2026-11-01T10:00:00Z', validUntil: '2026-11-15', expired: false } },
    });
    expect(api.GET).toHaveBeenCalledWith('/quote/results/{type}/{quote}', expect.objectContaining({ params: { path: { type: 'boiler', quote: 'Q1' } } }));
    expect(api.POST).not.toHaveBeenCalled();
    expect(api.PUT).not.toHaveBeenCalled();
  });

  it('with nothing remembered, remembers the answers of the quote it loads, unless it expired', async () => {
    api.GET.mockReturnValueOnce(answer(200, saved(true)));
    expect(await loadResults('boiler', 'Q2', signal)).toMatchObject({ ok: true, data: { saved: { expired: true } } });
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

describe('repriceQuote (an expired quote)', () => {
  const repriced = (quote: string) => ({ products: [], quote: { quote_id: quote }, valid_until: '2026-12-15' });

  it('prices its answers under its own reference and hands the answer to its results page', async () => {
    api.PUT.mockReturnValueOnce(answer(200, repriced('Q4')));
    expect(await repriceQuote('boiler', 'Q4', answers)).toEqual({ ok: true, data: repriced('Q4') });
    expect(api.PUT).toHaveBeenCalledExactlyOnceWith('/quote/results/{type}/{quote}', { params: { path: { type: 'boiler', quote: 'Q4' } }, body: answers });
    expect(api.POST).not.toHaveBeenCalled();
    expect(takeHandedOverResults('boiler', 'Q4')).toEqual(repriced('Q4'));
  });

  it('refuses an answer under another reference, which the contract forbids', async () => {
    api.PUT.mockReturnValueOnce(answer(200, repriced('QOTHER')));
    expect(await repriceQuote('boiler', 'Q5', answers)).toMatchObject({ ok: false, status: 502 });
    expect(captureException).toHaveBeenCalledOnce();
    expect(takeHandedOverResults('boiler', 'QOTHER')).toBeNull();
  });

  it('prices the answers as a new quote when the server no longer knows it', async () => {
    api.PUT.mockReturnValueOnce(answer(404));
    api.POST.mockReturnValueOnce(answer(200, repriced('QNEW')));
    expect(await repriceQuote('boiler', 'Q6', answers)).toEqual({ ok: true, data: repriced('QNEW') });
    expect(api.POST).toHaveBeenCalledWith('/quote/results/{type}', expect.objectContaining({ body: answers }));
  });
});
