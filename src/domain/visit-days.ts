// The days an engineer can visit when the server gives no availability (no postcode to ask with):
// never a Sunday (the spec's earliest-date rule skips Sundays), nor the fixed bank holidays every
// UK nation keeps: Christmas Day, Boxing Day and New Year's Day (decision 542).
import { getDate, getMonth, isSunday } from 'date-fns';

const CLOSED_DATES: ReadonlyArray<readonly [month: number, day: number]> = [[11, 25], [11, 26], [0, 1]];

export function isVisitDay(day: Date): boolean {
  return !isSunday(day) && !CLOSED_DATES.some(([month, date]) => getMonth(day) === month && getDate(day) === date);
}
