// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { rememberSaveQuoteDismissed, shouldOfferSaveQuote } from './save-quote';

describe('shouldOfferSaveQuote', () => {
  beforeEach(() => localStorage.clear());

  it('offers an unsaved quote that was never dismissed', () => {
    expect(shouldOfferSaveQuote({ quote: 'Q1', isSaved: false, forceSave: false, hasProducts: true })).toBe(true);
  });

  it('does not offer a saved quote', () => {
    expect(shouldOfferSaveQuote({ quote: 'Q1', isSaved: true, forceSave: false, hasProducts: true })).toBe(false);
  });

  it('does not offer a quote after it was dismissed, but still offers another quote', () => {
    rememberSaveQuoteDismissed('Q3');
    expect(shouldOfferSaveQuote({ quote: 'Q3', isSaved: false, forceSave: false, hasProducts: true })).toBe(false);
    expect(shouldOfferSaveQuote({ quote: 'Q2', isSaved: false, forceSave: false, hasProducts: true })).toBe(true);
  });

  it('reads a dismissal stored before (the value 1), and stores one the same way', () => {
    localStorage.setItem('save-quote-dismissed:Q-old', '1');
    expect(shouldOfferSaveQuote({ quote: 'Q-old', isSaved: false, forceSave: false, hasProducts: true })).toBe(false);
    rememberSaveQuoteDismissed('Q-new');
    expect(localStorage.getItem('save-quote-dismissed:Q-new')).toBe('1');
  });

  it('does not offer results with no products, even when forced', () => {
    expect(shouldOfferSaveQuote({ quote: 'Q5', isSaved: false, forceSave: false, hasProducts: false })).toBe(false);
    expect(shouldOfferSaveQuote({ quote: 'Q5', isSaved: false, forceSave: true, hasProducts: false })).toBe(false);
  });

  it('force_save offers it even when dismissed or saved', () => {
    rememberSaveQuoteDismissed('Q4');
    expect(shouldOfferSaveQuote({ quote: 'Q4', isSaved: true, forceSave: true, hasProducts: true })).toBe(true);
  });
});
