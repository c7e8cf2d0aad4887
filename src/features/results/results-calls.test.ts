// @vitest-environment jsdom
// A landing on a results page starts its calls before the page renders (decision 290); the page takes
// each one once, and posts afresh for anything else.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberQuoteRequest, type RememberedQuoteRequest } from '@/api/quote-request';
import { startLandingCalls, takeStartedLenderLists, takeStartedResults } from './results-calls';

const api = vi.hoisted(() => ({
  POST: vi.fn((_path: string, _options: unknown) => Promise.resolve({ data: { products: [] }, error: undefined, response: new Response() })),
  GET: vi.fn((_path: string) => Promise.resolve({ data: [], error: undefined, response: new Response() })),
}));
vi.mock('@/api/client', () => ({ api }));

const answers = { quoteType: 'boiler', postcode: 'LS6 2AB' } as RememberedQuoteRequest['body'];

beforeEach(() => {
  localStorage.clear();
  api.POST.mockClear();
  api.GET.mockClear();
  takeStartedResults('boiler', 'Q1');
  takeStartedLenderLists();
});

describe('startLandingCalls', () => {
  it('posts the remembered answers and asks for both lists at once; the page takes each call once', async () => {
    rememberQuoteRequest('boiler', answers, 'Q1');
    startLandingCalls('boiler', 'Q1');
    expect(api.POST).toHaveBeenCalledExactlyOnceWith('/quote/results/{type}', { params: { path: { type: 'boiler' } }, body: answers });
    expect(api.GET.mock.calls.map(([path]) => path).sort()).toEqual(['/finance/novuna', '/finance/v12']);
    expect(takeStartedResults('boiler', 'Q2')).toBeNull(); // another quote's page posts its own
    const started = takeStartedResults('boiler', 'Q1');
    expect(started).not.toBeNull();
    await expect(started).resolves.toMatchObject({ data: { products: [] } });
    expect(takeStartedResults('boiler', 'Q1')).toBeNull();
    await expect(takeStartedLenderLists()).resolves.toEqual({ v12: [], novuna: [] });
    expect(takeStartedLenderLists()).toBeNull();
  });

  it('sends no results call when this browser has no answers for the quote', () => {
    startLandingCalls('boiler', 'Q1');
    expect(api.POST).not.toHaveBeenCalled();
    expect(takeStartedResults('boiler', 'Q1')).toBeNull();
  });
});
