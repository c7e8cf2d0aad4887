import { describe, expect, it } from 'vitest';
import { addDays, format, parseISO } from 'date-fns';
import { CALENDAR_DATE_KEY_FORMAT, DISPLAY_DATE_FORMAT } from './constants';
import {
  calendarDateKey,
  checkFittingDate,
  earliestFittingDate,
  earliestInstallDay,
  fittingLeadDays,
  formatDisplayDate,
  installDayInput,
  isCombiConversion,
  isInstallDay,
  isNextDayInstall,
  minimumLeadDays,
  parseCalendarDateKey,
  startsInsideCancellationPeriod,
} from './dates';

// 2026-11-23 is a Monday. Local-time constructors keep the tests independent of the TZ.
const at = (day: number, hour: number, minute = 0) => new Date(2026, 10, day, hour, minute);
const key = (date: Date) => calendarDateKey(date);

describe('display format', () => {
  it('shows dates like "Monday 1st January 2024"', () => {
    expect(formatDisplayDate(new Date(2024, 0, 1))).toBe('Monday 1st January 2024');
    expect(formatDisplayDate(new Date(2026, 10, 22))).toBe('Sunday 22nd November 2026');
    expect(formatDisplayDate(new Date(2026, 10, 23))).toBe('Monday 23rd November 2026');
  });
  it('keys the calendar by YYYY-MM-DD and rejects impossible dates', () => {
    expect(calendarDateKey(new Date(2026, 0, 5))).toBe('2026-01-05');
    expect(parseCalendarDateKey('2026-02-30')).toBeNull();
    expect(parseCalendarDateKey('26-2-3')).toBeNull();
    expect(parseCalendarDateKey('2026-02-28')?.getDate()).toBe(28);
  });
  it('writes every day of four years, a leap year among them, as date-fns format() writes the patterns, and reads each key back', () => {
    for (let date = new Date(2026, 0, 1); date.getFullYear() < 2030; date = addDays(date, 1)) {
      expect(formatDisplayDate(date)).toBe(format(date, DISPLAY_DATE_FORMAT));
      const dateKey = format(date, CALENDAR_DATE_KEY_FORMAT);
      expect(calendarDateKey(date)).toBe(dateKey);
      expect(parseCalendarDateKey(dateKey)?.getTime()).toBe(parseISO(dateKey).getTime());
    }
    expect(parseCalendarDateKey('0050-03-01')?.getTime()).toBe(parseISO('0050-03-01').getTime());
    expect(() => formatDisplayDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('earliest fitting date (decision 050 table)', () => {
  // [day of Nov 2026, weekday, before cutoff, after cutoff, conversion before, conversion after]
  const table: [number, string, string, string, string, string][] = [
    [23, 'Mon', '2026-11-24', '2026-11-25', '2026-11-24', '2026-11-25'],
    [24, 'Tue', '2026-11-25', '2026-11-26', '2026-11-25', '2026-11-26'],
    [25, 'Wed', '2026-11-26', '2026-11-27', '2026-11-26', '2026-11-27'],
    [26, 'Thu', '2026-11-27', '2026-11-28', '2026-11-27', '2026-11-30'],
    [27, 'Fri', '2026-11-28', '2026-11-30', '2026-11-30', '2026-11-30'],
    [28, 'Sat', '2026-11-30', '2026-12-01', '2026-11-30', '2026-12-01'],
    [29, 'Sun', '2026-11-30', '2026-12-01', '2026-11-30', '2026-12-01'],
  ];
  it.each(table)('Nov %i (%s)', (day, _weekday, before, after, conversionBefore, conversionAfter) => {
    expect(key(earliestFittingDate(at(day, 14, 59), false))).toBe(before);
    expect(key(earliestFittingDate(at(day, 15, 0), false))).toBe(after);
    expect(key(earliestFittingDate(at(day, 14, 59), true))).toBe(conversionBefore);
    expect(key(earliestFittingDate(at(day, 15, 0), true))).toBe(conversionAfter);
  });

  it('uses the spec numbers: tomorrow Sunday +2, Saturday after 15:00 +3, conversion Thursday +4, Friday +3', () => {
    expect(fittingLeadDays(at(28, 9), false)).toBe(2);
    expect(fittingLeadDays(at(28, 16), false)).toBe(3);
    expect(fittingLeadDays(at(26, 15), true)).toBe(4);
    expect(fittingLeadDays(at(27, 8), true)).toBe(3);
    expect(fittingLeadDays(at(23, 8), false)).toBe(1);
  });

  it('counts only non-combi boilers being converted', () => {
    expect(isCombiConversion({ systemType: 'System', convertToCombi: 'Yes' })).toBe(true);
    expect(isCombiConversion({ systemType: 'Combi', convertToCombi: 'Yes' })).toBe(false);
    expect(isCombiConversion({ systemType: 'Regular', convertToCombi: 'No' })).toBe(false);
    expect(isCombiConversion({ systemType: null, convertToCombi: undefined })).toBe(false);
  });
});

describe('minimum lead delay', () => {
  it('defaults next available to 10 days on every page, results and checkout alike (decision 500)', () => {
    expect(minimumLeadDays({})).toBe(10);
    expect(minimumLeadDays({ nextAvailableDays: null })).toBe(10);
    expect(minimumLeadDays({ nextAvailableDays: 2 })).toBe(2);
  });
  it('takes the larger of the product delay and next available', () => {
    expect(minimumLeadDays({ nextAvailableDays: 3, productDelayDays: 7 })).toBe(7);
    expect(minimumLeadDays({ nextAvailableDays: 5, productDelayDays: 1 })).toBe(5);
    expect(minimumLeadDays({ productDelayDays: 14 })).toBe(14);
  });
});

describe('the earliest install day (one rule for results, the next-day filter and checkout)', () => {
  const noLead = { combiConversion: false, nextAvailableDays: 0 };
  it('combines the weekday rules with the lead delay', () => {
    // Sunday 22 Nov 2026, 10:00, the default 10 days: Wednesday 2 December.
    expect(key(earliestInstallDay(at(22, 10), { combiConversion: false }))).toBe('2026-12-02');
    // Saturday after 15:00: the weekday rule (Tue 1 Dec) beats a 1-day lead.
    expect(key(earliestInstallDay(at(28, 16), { combiConversion: false, nextAvailableDays: 1 }))).toBe('2026-12-01');
    // Thursday after 15:00, converting to a combi: Monday, whatever the product's 1-day delay.
    expect(key(earliestInstallDay(at(26, 15), { combiConversion: true, nextAvailableDays: 0, productDelayDays: 1 }))).toBe('2026-11-30');
  });
  it('never lands on a Sunday or a bank holiday, however the lead delay falls', () => {
    // Monday 23 Nov + 6 days is Sunday 29th: Monday 30th.
    expect(key(earliestInstallDay(at(23, 9), { ...noLead, productDelayDays: 6 }))).toBe('2026-11-30');
    // Tuesday 15 Dec + 10 days is Christmas Day (Friday): Saturday 26th. Thursday 17th + 10 is Sunday 27th,
    // then the bank holiday on the 28th: Tuesday 29th.
    expect(key(earliestInstallDay(new Date(2026, 11, 15, 9), { combiConversion: false }))).toBe('2026-12-26');
    expect(key(earliestInstallDay(new Date(2026, 11, 17, 9), { combiConversion: false }))).toBe('2026-12-29');
    expect(isInstallDay(new Date(2026, 11, 25))).toBe(false);
    expect(isInstallDay(new Date(2026, 11, 26))).toBe(true);
  });
  it('is next-day exactly when the earliest day is tomorrow', () => {
    expect(isNextDayInstall(at(23, 14, 59), noLead)).toBe(true);
    expect(isNextDayInstall(at(23, 15), noLead)).toBe(false);
    expect(isNextDayInstall(at(23, 10), { ...noLead, productDelayDays: 2 })).toBe(false);
    expect(isNextDayInstall(at(28, 10), noLead)).toBe(false);
  });
  it('builds its inputs from the quote items, next_available and the product the same way on every page', () => {
    const input = installDayInput({ quoteItems: { system_type: 'Regular', convert_to_combi: 'Yes' }, nextAvailableDays: 3 }, { delay_days: 5 });
    expect(input).toEqual({ combiConversion: true, nextAvailableDays: 3, productDelayDays: 5 });
  });
});

describe('checking a chosen date', () => {
  const earliest = new Date(2026, 11, 2);
  it('rejects dates before the earliest allowed date', () => {
    expect(checkFittingDate('2026-12-01', earliest, {})).toBe('too-early');
  });
  it('rejects dates the calendar marks unavailable', () => {
    expect(checkFittingDate('2026-12-03', earliest, { '2026-12-03': { available: false } })).toBe('unavailable');
  });
  it('accepts the earliest date and dates the calendar does not mark', () => {
    expect(checkFittingDate('2026-12-02', earliest, { '2026-12-02': { available: true } })).toBe('allowed');
    expect(checkFittingDate('2026-12-09', earliest, {})).toBe('allowed');
  });
  it('reports a missing or malformed date', () => {
    expect(checkFittingDate(null, earliest, {})).toBe('missing');
    expect(checkFittingDate('2026-13-01', earliest, {})).toBe('missing');
  });
});

describe('the 14-day cancellation period', () => {
  it('work 13 days away starts inside it, 14 days away does not, whatever the hour', () => {
    expect(startsInsideCancellationPeriod(new Date(2026, 11, 6), at(23, 23, 59))).toBe(true);
    expect(startsInsideCancellationPeriod(new Date(2026, 11, 7), at(23, 0, 1))).toBe(false);
    expect(startsInsideCancellationPeriod(new Date(2026, 11, 7), at(23, 23, 59))).toBe(false);
  });
  it('work today starts inside it', () => {
    expect(startsInsideCancellationPeriod(at(23, 0), at(23, 12))).toBe(true);
  });
});
