// @vitest-environment jsdom
// The questionnaire's answers priced (decision 955): the first pricing makes a quote, every later one
// re-prices that quote under its reference, and a quote taken over from its link is re-priced too.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GENERIC_FAILURE } from '@/domain/failure-texts';
import type { QuoteAnswers } from '@/shared/contract-types';
import { priceQuestionnaireAnswers } from './price-quote';
import { adoptSavedQuote, rememberedQuoteRequest, takeHandedOverResults, takeResumableQuote } from '@/shared/remembered/quote-request';

const answer = (status: number, data?: object) => Promise.resolve({ data: status < 300 ? data : undefined, error: status < 300 ? undefined : { message: 'No' }, response: new Response(null, { status }) });
const api = vi.hoisted(() => ({ POST: vi.fn(), PUT: vi.fn() }));
vi.mock('./client', async (importOriginal) => ({ ...(await importOriginal<typeof import('./client')>()), api }));
// The answers' shapes are the generated checks' concern (scripts/answer-checks.property.test.ts).
vi.mock('@/api/answer-checks/repriced-quote', () => ({ repricedQuote: { type: 'object' } }));
vi.mock('@/api/answer-checks/quote-results', () => ({ quoteResults: { type: 'object' } }));

const priced = (quote: string, relocation: number) => ({ products: [], quote: { quote_id: quote }, relocation });
const first = { quoteType: 'ev', postcode: 'LS6 2AB', driveway: 'Yes' } as QuoteAnswers;
const changed = { ...first, postcode: 'M1 1AE' } as QuoteAnswers;

// The store keeps what a test priced: each test prices a type of its own.
beforeEach(() => {
  api.POST.mockReset();
  api.PUT.mockReset();
});

describe('priceQuestionnaireAnswers', () => {
  it('makes a quote of the first answers, then re-prices that quote under its reference when they change', async () => {
    api.POST.mockReturnValueOnce(answer(200, priced('QEV1', 0)));
    expect(await priceQuestionnaireAnswers('ev', first, GENERIC_FAILURE)).toMatchObject({ ok: true, data: { quote: { quote_id: 'QEV1' } } });
    expect(api.POST).toHaveBeenCalledWith('/quote/results/{type}', expect.objectContaining({ params: expect.objectContaining({ path: { type: 'ev' } }), body: first }));
    expect(takeHandedOverResults('ev', 'QEV1')).toEqual(priced('QEV1', 0));

    api.PUT.mockReturnValueOnce(answer(200, priced('QEV1', 25_000)));
    expect(await priceQuestionnaireAnswers('ev', changed, GENERIC_FAILURE)).toMatchObject({ ok: true, data: { quote: { quote_id: 'QEV1' }, relocation: 25_000 } });
    expect(api.PUT).toHaveBeenCalledExactlyOnceWith('/quote/results/{type}/{quote}', { params: { path: { type: 'ev', quote: 'QEV1' } }, body: changed });
    expect(api.POST).toHaveBeenCalledOnce();
    // The results page of the same reference gets the new prices, and a reload loads them by it.
    expect(takeHandedOverResults('ev', 'QEV1')).toEqual(priced('QEV1', 25_000));
    expect(rememberedQuoteRequest('ev', 'QEV1')?.body).toEqual(changed);
  });

  it('re-prices the quote whose answers the questionnaire took over from its link', async () => {
    const linked: QuoteAnswers = { quoteType: 'aircon', postcode: 'LS6 2AB' };
    adoptSavedQuote('aircon', 'QLINK1', linked);
    expect(takeResumableQuote('aircon')).toEqual(linked);
    api.PUT.mockReturnValueOnce(answer(200, priced('QLINK1', 0)));
    await priceQuestionnaireAnswers('aircon', { ...linked, postcode: 'M1 1AE' }, GENERIC_FAILURE);
    expect(api.PUT).toHaveBeenCalledWith('/quote/results/{type}/{quote}', expect.objectContaining({ params: { path: { type: 'aircon', quote: 'QLINK1' } } }));
    expect(api.POST).not.toHaveBeenCalled();
  });

  it('keeps the quote it belongs to when pricing fails, so trying again re-prices the same quote', async () => {
    api.POST.mockReturnValueOnce(answer(200, priced('QEV2', 0)));
    await priceQuestionnaireAnswers('battery', first, GENERIC_FAILURE);
    api.PUT.mockReturnValueOnce(answer(500)).mockReturnValueOnce(answer(200, priced('QEV2', 0)));
    expect(await priceQuestionnaireAnswers('battery', changed, GENERIC_FAILURE)).toMatchObject({ ok: false, status: 500 });
    expect(await priceQuestionnaireAnswers('battery', changed, GENERIC_FAILURE)).toMatchObject({ ok: true });
    expect(api.PUT.mock.calls.map(([, options]) => options.params.path.quote)).toEqual(['QEV2', 'QEV2']);
    expect(api.POST).toHaveBeenCalledOnce();
  });
});
