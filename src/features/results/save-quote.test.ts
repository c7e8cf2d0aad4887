// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { rememberSaveQuoteDismissed, shouldOfferSaveQuote } from './save-quote';

describe('shouldOfferSaveQuote', () => {
  beforeEach(() => localStorage.clear());

  it('offers an unsaved quote that was never dismissed', () => {
    expect(shouldOfferSaveQuote({ quote: 'Q1', isSaved: false, forceSave: false })).toBe(true);
  });

  it('does not offer a saved quote', () => {
    expect(shouldOfferSaveQuote({ quote: 'Q1', isSaved: true, forceSave: false })).toBe(false);
  });

  it('does not offer a quote after it was dismissed, but still offers another quote', () => {
    rememberSaveQuoteDismissed('Q1');
    expect(shouldOfferSaveQuote({ quote: 'Q1', isSaved: false, forceSave: false })).toBe(false);
    expect(shouldOfferSaveQuote({ quote: 'Q2', isSaved: false, forceSave: false })).toBe(true);
  });

  it('force_save offers it even when dismissed or saved', () => {
    rememberSaveQuoteDismissed('Q1');
    expect(shouldOfferSaveQuote({ quote: 'Q1', isSaved: true, forceSave: true })).toBe(true);
  });
});
