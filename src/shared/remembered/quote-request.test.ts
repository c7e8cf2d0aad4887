// @vitest-environment jsdom
import type { QuoteAnswers, ResultsResponse } from '@/shared/contract-types';
import { addDays } from 'date-fns';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  HANDOVER_TTL_MS,
  MAX_REMEMBERED_QUOTES,
  QUOTE_ADDRESS_KEY,
  QUOTE_REQUESTS_KEY,
  REMEMBER_FOR_DAYS,
} from './quote-request-rules';

const boilerAnswers = { quoteType: 'boiler', postcode: 'LS6 2AB' } as QuoteAnswers;
const evAnswers = { quoteType: 'ev', postcode: 'M1 1AE' } as QuoteAnswers;
const address = { address_line_1: '1 High Street', address_line_2: 'Headingley', post_town: 'Leeds', postcode: 'LS6 2AB', latitude: 53.8, longitude: -1.58 };
const heatPumpAnswers = { quoteType: 'heat-pump', postcode: 'LS6 2AB', floorArea: 90, customer: address } as QuoteAnswers;
const NOW = new Date('2026-11-22T10:00:00Z');

const answerFor = (quoteId: string) => ({ status: 'quoted', quote: { quote_id: quoteId, postcode: 'LS6 2AB', quote_items: {} }, products: [] }) as unknown as ResultsResponse;

/** The module as a page loads it: its atoms read the browser's storage afresh. */
async function freshPage() {
  vi.resetModules();
  return import('./quote-request');
}

const storedList = () => JSON.parse(localStorage.getItem(QUOTE_REQUESTS_KEY) ?? 'null') as unknown[] | null;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('remembered quote answers (localStorage, per reference)', () => {
  it('finds the answers by type and reference, and the latest quote of a type without a reference', async () => {
    const { rememberQuoteRequest, rememberedQuoteRequest } = await freshPage();
    rememberQuoteRequest('boiler', boilerAnswers, 'Q1', NOW);
    rememberQuoteRequest('boiler', { quoteType: 'boiler', postcode: 'LS1 1AA' } as QuoteAnswers, 'Q2', addDays(NOW, 1));
    rememberQuoteRequest('ev', evAnswers, 'Q3', addDays(NOW, 2));
    const later = addDays(NOW, 3);
    expect(rememberedQuoteRequest('boiler', 'Q1', later)?.body).toEqual(boilerAnswers);
    expect(rememberedQuoteRequest('boiler', undefined, later)?.quoteId).toBe('Q2');
    expect(rememberedQuoteRequest('ev', 'Q1', later)).toBeNull(); // another type's reference
    expect(rememberedQuoteRequest('boiler', 'Q9', later)).toBeNull();
    // A later visit (a fresh page) reads them from storage.
    expect((await freshPage()).rememberedQuoteRequest('ev', 'Q3', later)?.body).toEqual(evAnswers);
  });

  it('keeps only the last few quotes, and pricing one again makes it the latest', async () => {
    const { rememberQuoteRequest, rememberedQuoteRequest } = await freshPage();
    for (let i = 1; i <= MAX_REMEMBERED_QUOTES; i++) rememberQuoteRequest('boiler', boilerAnswers, `Q${i}`, addDays(NOW, i));
    rememberQuoteRequest('boiler', boilerAnswers, 'Q1', addDays(NOW, 10)); // Q1 priced again
    rememberQuoteRequest('boiler', boilerAnswers, 'Q6', addDays(NOW, 11));
    const later = addDays(NOW, 12);
    expect(rememberedQuoteRequest('boiler', 'Q1', later)).not.toBeNull();
    expect(rememberedQuoteRequest('boiler', 'Q2', later)).toBeNull(); // the oldest went
    expect(storedList()).toHaveLength(MAX_REMEMBERED_QUOTES);
  });

  it(`forgets answers ${REMEMBER_FOR_DAYS} days after they were last priced, and removes them from storage`, async () => {
    const { rememberQuoteRequest, rememberedQuoteRequest } = await freshPage();
    rememberQuoteRequest('boiler', boilerAnswers, 'Q1', NOW);
    expect(rememberedQuoteRequest('boiler', 'Q1', addDays(NOW, REMEMBER_FOR_DAYS - 1))).not.toBeNull();
    expect(rememberedQuoteRequest('boiler', 'Q1', addDays(NOW, REMEMBER_FOR_DAYS))).toBeNull();
    expect(localStorage.getItem(QUOTE_REQUESTS_KEY)).toBeNull();
  });

  it('ignores stored values that are not remembered answers', async () => {
    localStorage.setItem(QUOTE_REQUESTS_KEY, '{not json');
    expect((await freshPage()).rememberedQuoteRequest('boiler', 'Q1', NOW)).toBeNull();
    localStorage.setItem(QUOTE_REQUESTS_KEY, JSON.stringify([{ type: 'boiler', quoteId: 'Q1', body: evAnswers, savedAt: NOW.getTime() }, 'x', null]));
    expect((await freshPage()).rememberedQuoteRequest('boiler', 'Q1', NOW)).toBeNull(); // the body is another type's
  });

  it('remembers with blocked storage for the life of the page', async () => {
    vi.spyOn(globalThis, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    try {
      const { rememberQuoteRequest, rememberedQuoteRequest } = await freshPage();
      rememberQuoteRequest('boiler', boilerAnswers, 'Q1', NOW);
      expect(rememberedQuoteRequest('boiler', 'Q1', NOW)?.body).toEqual(boilerAnswers);
    } finally {
      vi.restoreAllMocks();
    }
  });
});

describe('the address of a remembered quote stays in the tab (decision 955)', () => {
  it('keeps no address lines in localStorage: the address is kept in this tab’s sessionStorage, and re-posted from there', async () => {
    const { rememberQuoteRequest } = await freshPage();
    rememberQuoteRequest('heat-pump', heatPumpAnswers, 'Q1', NOW);
    const stored = JSON.stringify(storedList());
    for (const line of ['1 High Street', 'Headingley', 'Leeds', 'address_line', 'customer']) expect(stored).not.toContain(line);
    expect(JSON.parse(sessionStorage.getItem(`${QUOTE_ADDRESS_KEY}:heat-pump/Q1`)!)).toEqual(address);
    // A reload of the tab re-posts the answers as they were first posted.
    expect((await freshPage()).rememberedQuoteRequest('heat-pump', 'Q1', NOW)?.body).toEqual(heatPumpAnswers);
  });

  it('in another tab (no address), re-prices a boiler without it, but not a type priced only with the address', async () => {
    const { rememberQuoteRequest } = await freshPage();
    rememberQuoteRequest('heat-pump', heatPumpAnswers, 'Q1', NOW);
    rememberQuoteRequest('boiler', { ...boilerAnswers, customer: address } as QuoteAnswers, 'Q2', NOW);
    sessionStorage.clear(); // another tab
    const { rememberedQuoteRequest } = await freshPage();
    expect(rememberedQuoteRequest('heat-pump', 'Q1', NOW)).toBeNull();
    expect(rememberedQuoteRequest('heat-pump', undefined, NOW)).toBeNull();
    expect(rememberedQuoteRequest('boiler', 'Q2', NOW)?.body).toEqual(boilerAnswers);
  });

  it('moves the address lines an older version kept in localStorage into this tab', async () => {
    localStorage.setItem(QUOTE_REQUESTS_KEY, JSON.stringify([{ type: 'heat-pump', quoteId: 'Q1', body: heatPumpAnswers, savedAt: NOW.getTime() }]));
    const { rememberedQuoteRequest } = await freshPage();
    expect(rememberedQuoteRequest('heat-pump', 'Q1', NOW)?.body).toEqual(heatPumpAnswers);
    expect(localStorage.getItem(QUOTE_REQUESTS_KEY)).not.toContain('1 High Street');
    expect(JSON.parse(sessionStorage.getItem(`${QUOTE_ADDRESS_KEY}:heat-pump/Q1`)!)).toEqual(address);
  });
});

describe('the address given in the questionnaire, for the forms that follow (decision 540)', () => {
  it('is the tab’s address lines with their postcode, or the answers’ postcode alone; another quote or tab knows no address lines', async () => {
    const { rememberQuoteRequest } = await freshPage();
    rememberQuoteRequest('heat-pump', heatPumpAnswers, 'Q1', NOW);
    rememberQuoteRequest('boiler', boilerAnswers, 'Q2', NOW);
    const { givenQuoteAddress } = await freshPage();
    expect(givenQuoteAddress('heat-pump', 'Q1', NOW)).toMatchObject({ address_line_1: '1 High Street', post_town: 'Leeds', postcode: 'LS6 2AB' });
    expect(givenQuoteAddress('boiler', 'Q2', NOW)).toEqual({ postcode: 'LS6 2AB' });
    expect(givenQuoteAddress('boiler', 'Q9', NOW)).toBeNull();
    sessionStorage.clear(); // another tab
    expect((await freshPage()).givenQuoteAddress('heat-pump', 'Q1', NOW)).toEqual({ postcode: 'LS6 2AB' });
  });
});

describe('the questionnaire hands its answer to the results page', () => {
  it('hands the answer over once, for that type and reference, and remembers the answers', async () => {
    const { handOverQuoteResults, rememberedQuoteRequest, takeHandedOverResults } = await freshPage();
    const answer = answerFor('Q7');
    handOverQuoteResults('boiler', boilerAnswers, answer, NOW);
    expect(rememberedQuoteRequest('boiler', 'Q7', NOW)?.body).toEqual(boilerAnswers);
    expect(takeHandedOverResults('ev', 'Q7', NOW)).toBeNull();
    expect(takeHandedOverResults('boiler', 'Q8', NOW)).toBeNull();
    expect(takeHandedOverResults('boiler', 'Q7', NOW)).toBe(answer);
    expect(takeHandedOverResults('boiler', 'Q7', NOW)).toBeNull(); // consumed
  });

  it('is no longer fresh after a short while', async () => {
    const { handOverQuoteResults, takeHandedOverResults } = await freshPage();
    handOverQuoteResults('boiler', boilerAnswers, answerFor('Q7'), NOW);
    expect(takeHandedOverResults('boiler', 'Q7', new Date(NOW.getTime() + HANDOVER_TTL_MS))).toBeNull();
  });
});
