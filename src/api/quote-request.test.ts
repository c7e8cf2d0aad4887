// @vitest-environment jsdom
import type { QuoteAnswers, ResultsResponse } from './contract-types';
import { addDays } from 'date-fns';
import { beforeEach, describe, expect, it } from 'vitest';
import { HANDOVER_TTL_MS, MAX_REMEMBERED_QUOTES, QUOTE_REQUESTS_KEY, REMEMBER_FOR_DAYS, handOverQuoteResults, rememberQuoteRequest, rememberedQuoteRequest, takeHandedOverResults } from './quote-request';

const boilerAnswers = { quoteType: 'boiler', postcode: 'LS6 2AB' } as QuoteAnswers;
const evAnswers = { quoteType: 'ev', postcode: 'M1 1AE' } as QuoteAnswers;
const NOW = new Date('2026-11-22T10:00:00Z');

const answerFor = (quoteId: string) => ({ status: 'quoted', quote: { quote_id: quoteId, postcode: 'LS6 2AB', quote_items: {} }, products: [] }) as unknown as ResultsResponse;

describe('remembered quote answers (localStorage, per reference)', () => {
  beforeEach(() => localStorage.clear());

  it('finds the answers by type and reference, and the latest quote of a type without a reference', () => {
    rememberQuoteRequest('boiler', boilerAnswers, 'Q1', NOW);
    rememberQuoteRequest('boiler', { quoteType: 'boiler', postcode: 'LS1 1AA' } as QuoteAnswers, 'Q2', addDays(NOW, 1));
    rememberQuoteRequest('ev', evAnswers, 'Q3', addDays(NOW, 2));
    const later = addDays(NOW, 3);
    expect(rememberedQuoteRequest('boiler', 'Q1', later)?.body).toEqual(boilerAnswers);
    expect(rememberedQuoteRequest('boiler', undefined, later)?.quoteId).toBe('Q2');
    expect(rememberedQuoteRequest('ev', 'Q1', later)).toBeNull(); // another type's reference
    expect(rememberedQuoteRequest('boiler', 'Q9', later)).toBeNull();
  });

  it('keeps only the last few quotes, and pricing one again makes it the latest', () => {
    for (let i = 1; i <= MAX_REMEMBERED_QUOTES; i++) rememberQuoteRequest('boiler', boilerAnswers, `Q${i}`, addDays(NOW, i));
    rememberQuoteRequest('boiler', boilerAnswers, 'Q1', addDays(NOW, 10)); // Q1 priced again
    rememberQuoteRequest('boiler', boilerAnswers, 'Q6', addDays(NOW, 11));
    const later = addDays(NOW, 12);
    expect(rememberedQuoteRequest('boiler', 'Q1', later)).not.toBeNull();
    expect(rememberedQuoteRequest('boiler', 'Q2', later)).toBeNull(); // the oldest went
    expect(JSON.parse(localStorage.getItem(QUOTE_REQUESTS_KEY)!)).toHaveLength(MAX_REMEMBERED_QUOTES);
  });

  it(`forgets answers ${REMEMBER_FOR_DAYS} days after they were last priced`, () => {
    rememberQuoteRequest('boiler', boilerAnswers, 'Q1', NOW);
    expect(rememberedQuoteRequest('boiler', 'Q1', addDays(NOW, REMEMBER_FOR_DAYS - 1))).not.toBeNull();
    expect(rememberedQuoteRequest('boiler', 'Q1', addDays(NOW, REMEMBER_FOR_DAYS))).toBeNull();
  });

  it('ignores stored values that are not remembered answers', () => {
    localStorage.setItem(QUOTE_REQUESTS_KEY, '{not json');
    expect(rememberedQuoteRequest('boiler', 'Q1', NOW)).toBeNull();
    localStorage.setItem(QUOTE_REQUESTS_KEY, JSON.stringify([{ type: 'boiler', quoteId: 'Q1', body: evAnswers, savedAt: NOW.getTime() }, 'x', null]));
    expect(rememberedQuoteRequest('boiler', 'Q1', NOW)).toBeNull(); // the body is another type's
  });
});

describe('the questionnaire hands its answer to the results page', () => {
  beforeEach(() => localStorage.clear());

  it('hands the answer over once, for that type and reference, and remembers the answers', () => {
    const answer = answerFor('Q7');
    handOverQuoteResults('boiler', boilerAnswers, answer, NOW);
    expect(rememberedQuoteRequest('boiler', 'Q7', NOW)?.body).toEqual(boilerAnswers);
    expect(takeHandedOverResults('ev', 'Q7', NOW)).toBeNull();
    expect(takeHandedOverResults('boiler', 'Q8', NOW)).toBeNull();
    expect(takeHandedOverResults('boiler', 'Q7', NOW)).toBe(answer);
    expect(takeHandedOverResults('boiler', 'Q7', NOW)).toBeNull(); // consumed
  });

  it('is no longer fresh after a short while', () => {
    handOverQuoteResults('boiler', boilerAnswers, answerFor('Q7'), NOW);
    expect(takeHandedOverResults('boiler', 'Q7', new Date(NOW.getTime() + HANDOVER_TTL_MS))).toBeNull();
  });
});
