// Fitting-date rules (purchase §9 "Earliest fitting date", decision 050) and the date display format.
// "now" is always a parameter, read on the device's local clock (the site is UK only).
import { addDays, differenceInCalendarDays, getDate, getDay, getHours, getMonth, getYear, isBefore, isValid, max, startOfDay } from 'date-fns';
import {
  COMBI_CONVERSION_LEAD_DAYS_FRIDAY,
  COMBI_CONVERSION_LEAD_DAYS_THURSDAY_AFTER_CUTOFF,
  BANK_HOLIDAYS_ENGLAND_AND_WALES,
  DEFAULT_NEXT_AVAILABLE_DAYS,
  FITTING_CUTOFF_HOUR,
  LEAD_DAYS_SATURDAY_AFTER_CUTOFF,
  LEAD_DAYS_TOMORROW,
  LEAD_DAYS_WHEN_TOMORROW_IS_SUNDAY,
} from './constants';

const SUNDAY = 0;
const THURSDAY = 4;
const FRIDAY = 5;
const SATURDAY = 6;

// Written out rather than date-fns' format(), 6.5 KB gzip on every page with a date (decision 631).
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** 1st, 2nd, 3rd, 4th ... 11th, 12th, 13th ... 21st. */
function ordinal(day: number): string {
  if (day % 100 >= 11 && day % 100 <= 13) return `${day}th`;
  return `${day}${['th', 'st', 'nd', 'rd'][day % 10] ?? 'th'}`;
}

/** An invalid date is an error, as in format(). */
function validDate(date: Date): Date {
  if (!isValid(date)) throw new RangeError('Invalid time value');
  return date;
}

const padded = (value: number, digits: number) => String(value).padStart(digits, '0');

/** "Monday 1st January 2024" (purchase §1). */
export function formatDisplayDate(date: Date): string {
  validDate(date);
  return `${WEEKDAYS[getDay(date)]} ${ordinal(getDate(date))} ${MONTHS[getMonth(date)]} ${padded(getYear(date), 4)}`;
}

/** The calendar map key, YYYY-MM-DD. */
export function calendarDateKey(date: Date): string {
  validDate(date);
  return `${padded(getYear(date), 4)}-${padded(getMonth(date) + 1, 2)}-${padded(getDate(date), 2)}`;
}

/** A YYYY-MM-DD key as a local midnight Date, or null when it is not a real date. */
export function parseCalendarDateKey(key: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(key)) return null;
  const [year = 0, month = 0, day = 0] = key.split('-').map(Number);
  const date = new Date(year, month - 1, day);
  // Years 0 to 99 would otherwise be read as 1900 to 1999.
  date.setFullYear(year);
  return calendarDateKey(date) === key ? date : null;
}

/** quote_items.system_type and convert_to_combi. */
export interface BoilerConversion {
  readonly systemType: string | null | undefined;
  readonly convertToCombi: string | null | undefined;
}

/** A non-combi boiler being converted to a combi (purchase §9). */
export function isCombiConversion({ systemType, convertToCombi }: BoilerConversion): boolean {
  return convertToCombi === 'Yes' && (systemType ?? '').toLowerCase() !== 'combi';
}

/** Days to the earliest fitting date by the weekday rules alone (purchase §9, table in decision 050). */
export function fittingLeadDays(now: Date, combiConversion: boolean): number {
  const weekday = getDay(now);
  const afterCutoff = getHours(now) >= FITTING_CUTOFF_HOUR;

  if (combiConversion) {
    if (weekday === THURSDAY && afterCutoff) return COMBI_CONVERSION_LEAD_DAYS_THURSDAY_AFTER_CUTOFF;
    if (weekday === FRIDAY) return COMBI_CONVERSION_LEAD_DAYS_FRIDAY;
  }
  if (weekday === SATURDAY && afterCutoff) return LEAD_DAYS_SATURDAY_AFTER_CUTOFF;
  if (weekday === SATURDAY) return LEAD_DAYS_WHEN_TOMORROW_IS_SUNDAY;
  if (!afterCutoff) return LEAD_DAYS_TOMORROW;
  // After the cutoff one day later, and past a Sunday as "tomorrow is Sunday" does (decision 050).
  const pushed = LEAD_DAYS_TOMORROW + 1;
  return getDay(addDays(now, pushed)) === SUNDAY ? pushed + 1 : pushed;
}

/** The earliest fitting date by the weekday rules (local midnight). */
export function earliestFittingDate(now: Date, combiConversion: boolean): Date {
  return addDays(startOfDay(now), fittingLeadDays(now, combiConversion));
}

/** Everything the earliest install day depends on besides the clock: the product's delay_days and the server's next_available. */
export interface InstallDayInput {
  readonly combiConversion: boolean;
  readonly productDelayDays?: number | null;
  readonly nextAvailableDays?: number | null;
}

/** The larger of the product delay and next available, one default everywhere (decision 500). */
export function minimumLeadDays({ productDelayDays, nextAvailableDays }: Omit<InstallDayInput, 'combiConversion'>): number {
  return Math.max(productDelayDays ?? 0, nextAvailableDays ?? DEFAULT_NEXT_AVAILABLE_DAYS);
}

/** A day an installer works: not a Sunday (the spec's weekend rule) nor a bank holiday (decision 500). */
export function isInstallDay(date: Date): boolean {
  return getDay(date) !== SUNDAY && !BANK_HOLIDAYS_ENGLAND_AND_WALES.has(calendarDateKey(date));
}

/** The first install day both the weekday rules and the lead delay allow: every page asks this (decision 500). */
export function earliestInstallDay(now: Date, input: InstallDayInput): Date {
  let day = max([earliestFittingDate(now, input.combiConversion), addDays(startOfDay(now), minimumLeadDays(input))]);
  while (!isInstallDay(day)) day = addDays(day, 1);
  return day;
}

/** The quote's items and next_available of the results or checkout answer. */
export interface QuoteInstallFacts {
  readonly quoteItems: { readonly system_type?: string | null; readonly convert_to_combi?: string | null };
  readonly nextAvailableDays?: number | null;
}

/** The inputs of earliestInstallDay for one product, built the same way on every page. */
export function installDayInput({ quoteItems, nextAvailableDays }: QuoteInstallFacts, product: { readonly delay_days?: number | null }): InstallDayInput {
  return {
    combiConversion: isCombiConversion({ systemType: quoteItems.system_type, convertToCombi: quoteItems.convert_to_combi }),
    nextAvailableDays,
    productDelayDays: product.delay_days,
  };
}

/** Next-day installation (the results filter): the earliest install day is tomorrow. */
export function isNextDayInstall(now: Date, input: InstallDayInput): boolean {
  return differenceInCalendarDays(earliestInstallDay(now, input), now) === 1;
}

/** purchase §3 Calendar: "Map from date (YYYY-MM-DD) to an object with an available flag". */
export type CalendarMap = Readonly<Record<string, { readonly available: boolean } | undefined>>;

export type FittingDateCheck = 'allowed' | 'missing' | 'too-early' | 'unavailable';

/** Whether a chosen fitting date may stand (purchase §4); one the calendar does not mention stands, the server checks it again. */
export function checkFittingDate(fittingDate: string | null | undefined, earliest: Date, calendar: CalendarMap): FittingDateCheck {
  if (!fittingDate) return 'missing';
  const date = parseCalendarDateKey(fittingDate);
  if (!date) return 'missing';
  if (isBefore(date, startOfDay(earliest))) return 'too-early';
  if (calendar[fittingDate]?.available === false) return 'unavailable';
  return 'allowed';
}

/** Consumer Contracts Regulations 2013: a distance contract may be cancelled within 14 days. */
export const CANCELLATION_PERIOD_DAYS = 14;

/** Work inside the cancellation period needs the customer's express request first (reg. 36, decision 165). */
export function startsInsideCancellationPeriod(start: Date, today: Date): boolean {
  return differenceInCalendarDays(start, today) < CANCELLATION_PERIOD_DAYS;
}
