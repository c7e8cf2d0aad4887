import fc from 'fast-check';
import { addDays, differenceInCalendarDays, getDay, getHours, isSameDay, startOfDay } from 'date-fns';
import { describe, it } from 'vitest';
import {
  calendarDateKey,
  checkFittingDate,
  earliestAllowedDate,
  earliestFittingDate,
  formatDisplayDate,
  minimumLeadDays,
  parseCalendarDateKey,
} from '../src/domain/dates';
import { simCheck } from './check';
import { moment } from './arbitraries';

const leadInput = fc.record({
  context: fc.constantFrom('results' as const, 'checkout' as const),
  productDelayDays: fc.option(fc.integer({ min: 0, max: 30 }), { nil: null }),
  nextAvailableDays: fc.option(fc.integer({ min: 0, max: 30 }), { nil: null }),
});
const laterMoment = fc.tuple(moment, fc.integer({ min: 0, max: 10 * 24 * 60 })).map(([now, minutes]) => ({
  earlier: now,
  later: new Date(now.getTime() + minutes * 60_000),
}));
const daysFromToday = (now: Date, date: Date) => differenceInCalendarDays(date, startOfDay(now));
const isSaturdayAfterCutoffThenSunday = (earlier: Date, later: Date) =>
  getDay(earlier) === 6 && getHours(earlier) >= 15 && getDay(later) === 0 && isSameDay(later, addDays(earlier, 1));

describe('earliest fitting date', () => {
  it('is always after today, at most 4 days on, at midnight', () => {
    simCheck(fc.property(moment, fc.boolean(), (now, conversion) => {
      const lead = daysFromToday(now, earliestFittingDate(now, conversion));
      return lead >= 1 && lead <= 4 && earliestFittingDate(now, conversion).getHours() === 0;
    }));
  });

  it('never falls on a Sunday; a combi conversion never on a weekend', () => {
    simCheck(fc.property(moment, fc.boolean(), (now, conversion) => {
      const weekday = getDay(earliestFittingDate(now, conversion));
      return weekday !== 0 && (!conversion || weekday !== 6);
    }));
  });

  it('never gets earlier when now moves later, except from Saturday after 15:00 into Sunday (decision 050)', () => {
    simCheck(fc.property(laterMoment, fc.boolean(), ({ earlier, later }, conversion) => {
      const movedBack = earliestFittingDate(later, conversion) < earliestFittingDate(earlier, conversion);
      return !movedBack || isSaturdayAfterCutoffThenSunday(earlier, later);
    }));
  });

  it('gets earlier in that one window only by a day (Tuesday to Monday)', () => {
    simCheck(fc.property(laterMoment, fc.boolean(), ({ earlier, later }, conversion) => {
      const gap = daysFromToday(earliestFittingDate(later, conversion), earliestFittingDate(earlier, conversion));
      return gap <= 1;
    }));
  });

  it('is never made earlier by a combi conversion', () => {
    simCheck(fc.property(moment, (now) => earliestFittingDate(now, true) >= earliestFittingDate(now, false)));
  });
});

describe('earliest allowed date (weekday rules and lead delay)', () => {
  it('is at least the weekday rule and at least today + the minimum lead', () => {
    simCheck(fc.property(moment, fc.boolean(), leadInput, (now, conversion, lead) => {
      const allowed = earliestAllowedDate(now, conversion, lead);
      return allowed >= earliestFittingDate(now, conversion) && daysFromToday(now, allowed) >= minimumLeadDays(lead);
    }));
  });

  it('never gets earlier when now moves later with a lead of 2 days or more (every default)', () => {
    simCheck(fc.property(laterMoment, fc.boolean(), leadInput, ({ earlier, later }, conversion, lead) => {
      fc.pre(minimumLeadDays(lead) >= 2);
      return earliestAllowedDate(later, conversion, lead) >= earliestAllowedDate(earlier, conversion, lead);
    }));
  });

  it('uses the default next available (2 results, 10 checkout) only when none is given, and never less than the product delay', () => {
    simCheck(fc.property(leadInput, (lead) => {
      const days = minimumLeadDays(lead);
      const fallback = lead.context === 'results' ? 2 : 10;
      return days >= (lead.productDelayDays ?? 0) && days >= (lead.nextAvailableDays ?? fallback);
    }));
  });
});

describe('checking a chosen date', () => {
  it('rejects every date before the earliest and every date the calendar marks unavailable', () => {
    simCheck(fc.property(moment, fc.integer({ min: -10, max: 40 }), fc.boolean(), (earliest, offset, available) => {
      const chosen = calendarDateKey(addDays(earliest, offset));
      const verdict = checkFittingDate(chosen, earliest, { [chosen]: { available } });
      if (offset < 0) return verdict === 'too-early';
      return verdict === (available ? 'allowed' : 'unavailable');
    }));
  });

  it('displays every date like "Monday 1st January 2024" and round-trips its calendar key', () => {
    const shape = /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday) ([1-9]|[12]\d|3[01])(st|nd|rd|th) (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/;
    simCheck(fc.property(moment, (now) => {
      const key = calendarDateKey(now);
      return shape.test(formatDisplayDate(now)) && calendarDateKey(parseCalendarDateKey(key)!) === key;
    }));
  });
});
