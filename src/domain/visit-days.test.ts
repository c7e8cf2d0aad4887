import { describe, expect, it } from 'vitest';
import { isVisitDay } from './visit-days';

describe('visit days without the server’s availability', () => {
  it('no Sunday, Christmas Day, Boxing Day or New Year’s Day; Saturdays and other days are open', () => {
    expect(isVisitDay(new Date(2026, 10, 29))).toBe(false); // Sunday 29th November
    expect(isVisitDay(new Date(2026, 11, 25))).toBe(false); // Friday 25th December
    expect(isVisitDay(new Date(2026, 11, 26))).toBe(false);
    expect(isVisitDay(new Date(2027, 0, 1))).toBe(false);
    expect(isVisitDay(new Date(2026, 10, 28))).toBe(true); // Saturday
    expect(isVisitDay(new Date(2026, 11, 24))).toBe(true);
  });
});
