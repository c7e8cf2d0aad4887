import { describe, expect, it } from 'vitest';
import { pluralOf as pluralNoun } from '@/domain/counts';
import { RESULTS_PAGE_SIZE, showMoreLabel, showingSummary, visibleCount } from './paging';

describe('results paging', () => {
  it('shows a first page, a page more each time, and never more than there are', () => {
    expect(RESULTS_PAGE_SIZE).toBe(12);
    expect(visibleCount(1, 500)).toBe(12);
    expect(visibleCount(2, 500)).toBe(24);
    expect(visibleCount(1, 8)).toBe(8);
    expect(visibleCount(42, 500)).toBe(500);
    expect(visibleCount(0, 500)).toBe(12); // at least the first page
  });

  it('names what is left and what is shown', () => {
    expect(showMoreLabel(488)).toBe('Show more products (488 left)');
    expect(showingSummary(12, 500, 'boiler')).toBe('Showing 12 of 500 boilers');
    expect(showingSummary(8, 8, 'boiler')).toBe('Showing all 8 boilers');
    expect(showingSummary(1, 1, 'battery')).toBe('Showing 1 battery');
    expect(showingSummary(12, 30, 'battery')).toBe('Showing 12 of 30 batteries');
    expect(showingSummary(0, 0, 'boiler')).toBe('');
    expect(pluralNoun('EV charger')).toBe('EV chargers');
  });
});
