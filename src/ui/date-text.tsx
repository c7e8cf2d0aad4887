import { calendarDateKey, formatDisplayDate, parseCalendarDateKey } from '@/domain/dates';

/** A Date or YYYY-MM-DD key shown as "Monday 1st January 2024", inside <time> with the machine-readable day. */
export function DateText({ date }: { date: Date | string }) {
  const value = typeof date === 'string' ? parseCalendarDateKey(date.slice(0, 10)) : date;
  if (!value) return <span>{typeof date === 'string' ? date : ''}</span>;
  return <time dateTime={calendarDateKey(value)}>{formatDisplayDate(value)}</time>;
}
