// @vitest-environment jsdom
// A landing on a results page sends its calls ahead of the page's first render (decision 760); the
// page's identical calls take them in the network policy (src/app/landing-call.test.ts).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sendAhead } from '@/api/client';
import { rememberQuoteRequest, type RememberedQuoteRequest } from '@/api/quote-request';
import { startLandingCalls } from './results-calls';

const api = vi.hoisted(() => ({
  POST: vi.fn((_path: string, _options: object) => Promise.resolve({ data: { products: [] }, error: undefined, response: new Response() })),
  GET: vi.fn((_path: string, _options: { fetch?: unknown }) => Promise.resolve({ data: [], error: undefined, response: new Response() })),
}));
vi.mock('@/api/client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/api/client')>()), api }));

const answers = { quoteType: 'boiler', postcode: 'LS6 2AB' } as RememberedQuoteRequest['body'];

beforeEach(() => {
  localStorage.clear();
  api.POST.mockClear();
  api.GET.mockClear();
});

describe('startLandingCalls', () => {
  it('sends ahead the remembered answers, with an Idempotency-Key, and both lenders’ lists', () => {
    rememberQuoteRequest('boiler', answers, 'Q1');
    startLandingCalls('boiler', 'Q1');
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
    startLandingCalls('boiler', 'Q-unknown');
    expect(api.POST).not.toHaveBeenCalled();
    expect(api.GET).toHaveBeenCalledWith('/quote/results/{type}/{quote}', { params: { path: { type: 'boiler', quote: 'Q-unknown' } }, signal: undefined, fetch: sendAhead });
  });
});
