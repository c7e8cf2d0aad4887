import fc from 'fast-check';
import { addDays, differenceInCalendarDays, getDay, getHours, isSameDay, startOfDay } from 'date-fns';
import { describe, it } from 'vitest';
import {
  calendarDateKey,
  checkFittingDate,
  earliestFittingDate,
  earliestInstallDay,
  formatDisplayDate,
  isInstallDay,
  isNextDayInstall,
  minimumLeadDays,
  parseCalendarDateKey,
  type InstallDayInput,
} from '../src/domain/dates';
import { simCheck } from './check';
import { moment } from './arbitraries';

const installInput: fc.Arbitrary<InstallDayInput> = fc.record({
  combiConversion: fc.boolean(),
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

describe('earliest install day (weekday rules, lead delay, closed days; decision 500)', () => {
  it('is at least the weekday rule and today + the minimum lead, on an install day, and the first such day', () => {
    simCheck(fc.property(moment, installInput, (now, input) => {
      const day = earliestInstallDay(now, input);
      const floor = Math.max(daysFromToday(now, earliestFittingDate(now, input.combiConversion)), minimumLeadDays(input));
      const lead = daysFromToday(now, day);
      if (lead < floor || !isInstallDay(day) || day.getHours() !== 0) return false;
      for (let skipped = floor; skipped < lead; skipped += 1) if (isInstallDay(addDays(startOfDay(now), skipped))) return false;
      return true;
    }));
  });

  it('never gets earlier when now moves later with a lead of 2 days or more (the default is 10)', () => {
    simCheck(fc.property(laterMoment, installInput, ({ earlier, later }, input) => {
      fc.pre(minimumLeadDays(input) >= 2);
      return earliestInstallDay(later, input) >= earliestInstallDay(earlier, input);
    }));
  });

  it('uses the default next available (10 days, every page) only when none is given, and never less than the product delay', () => {
    simCheck(fc.property(installInput, (input) => {
      const days = minimumLeadDays(input);
      return days >= (input.productDelayDays ?? 0) && days >= (input.nextAvailableDays ?? 10);
    }));
  });

  it('is next-day only when it is tomorrow, which needs a lead of at most a day and no conversion weekend', () => {
    simCheck(fc.property(moment, installInput, (now, input) => {
      const nextDay = isNextDayInstall(now, input);
      const tomorrow = daysFromToday(now, earliestInstallDay(now, input)) === 1;
      return nextDay === tomorrow && (!nextDay || minimumLeadDays(input) <= 1);
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
