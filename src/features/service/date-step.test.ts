import { describe, expect, it } from 'vitest';
import { openMonth, withoutCosts } from './date-step';

describe('the service calendar without a postcode', () => {
  it('offers December’s weekdays and Saturdays, not its Sundays, Christmas Day or Boxing Day', () => {
    const december = openMonth(new Date(2026, 11, 1));
    expect(Object.keys(december)).toHaveLength(31);
    expect(december['2026-12-24']?.available).toBe(true);
    expect(december['2026-12-19']?.available).toBe(true); // Saturday
    expect(december['2026-12-20']?.available).toBe(false); // Sunday
    expect(december['2026-12-25']?.available).toBe(false);
    expect(december['2026-12-26']?.available).toBe(false);
  });
});

describe('the alternative day’s calendar', () => {
  it('keeps each day’s availability and drops its extra cost, which the booking never charges', () => {
    expect(withoutCosts({ '2026-12-19': { available: true, cost: 4900 }, '2026-12-20': { available: false } })).toEqual({
      '2026-12-19': { available: true },
      '2026-12-20': { available: false },
    });
  });
});
