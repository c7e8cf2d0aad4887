// The preferred and alternative date steps: one calendar each, from GET /calendar for boiler
// servicing. The alternative date cannot be the preferred day. Lazy: react-day-picker loads here.
import { useState } from 'react';
import { addMonths, eachDayOfInterval, endOfMonth, startOfMonth } from 'date-fns';
import { useLoad } from '@/api/use-load';
import { calendarDateKey, parseCalendarDateKey } from '@/domain/dates';
import { isVisitDay } from '@/domain/visit-days';
import { InstallCalendar, type InstallCalendarMap } from '@/ui/install-calendar';
import { loadServiceCalendar } from './service-gateway';

/** Without a postcode there is no availability to ask for: the month's visit days are offered (decision 542). */
export function openMonth(month: Date): InstallCalendarMap {
  const days = eachDayOfInterval({ start: startOfMonth(month), end: endOfMonth(month) });
  return Object.fromEntries(days.map((day) => [calendarDateKey(day), { available: isVisitDay(day) }]));
}

/** How far ahead a service can be booked online. */
export const BOOKING_MONTHS_AHEAD = 3;

export interface DateStepProps {
  which: 'preferred' | 'alternative';
  earliest: Date;
  /** The installation postcode; without one the visit days from the earliest are offered (decision 542). */
  postcode: string | null;
  selected: string | null;
  /** The preferred day, excluded from the alternative calendar. */
  excluded: string | null;
  onSelect: (date: string, cost: number) => void;
}

export default function DateStep({ which, earliest, postcode, selected, excluded, onSelect }: DateStepProps) {
  const selectedDate = parseCalendarDateKey(selected ?? '') ?? undefined;
  const [month, setMonth] = useState(() => startOfMonth(selectedDate ?? earliest));
  const monthKey = calendarDateKey(month);
  const result = useLoad(postcode ? `service-calendar:${postcode}:${monthKey}` : null, (signal) => loadServiceCalendar(monthKey, postcode ?? '', signal));
  const loading = Boolean(postcode) && result === null;
  // Without the availability the server still checks the days when they are saved.
  const calendar: InstallCalendarMap = !postcode ? openMonth(month) : result?.ok ? result.data : {};

  // The price follows the preferred day alone (its cost is what the booking saves): the second
  // calendar shows no day's extra cost, which would never be charged (decision 932).
  const priced = which === 'preferred' ? calendar : withoutCosts(calendar);
  const shown: InstallCalendarMap = excluded ? { ...priced, [excluded]: { available: false } } : priced;
  return (
    <InstallCalendar
      calendar={shown}
      earliest={earliest}
      selected={selectedDate}
      onSelect={(date) => {
        const key = calendarDateKey(date);
        onSelect(key, shown[key]?.cost ?? 0);
      }}
      month={month}
      onMonthChange={(next) => setMonth(startOfMonth(next))}
      endMonth={addMonths(startOfMonth(earliest), BOOKING_MONTHS_AHEAD)}
      label={which === 'preferred' ? 'Choose your preferred day for the service' : 'Choose a second day, in case your preferred day is taken'}
      selectedLabel={which === 'preferred' ? 'Preferred day' : 'Alternative day'}
      hint={
        which === 'preferred'
          ? 'Days we cannot visit are greyed out. Some days cost extra; the price is shown on the day.'
          : 'Pick a different day from your preferred one. We only use it if we cannot come on your preferred day, and your price stays the same.'
      }
      loading={loading}
    />
  );
}

/** The days' availability alone. */
export function withoutCosts(calendar: InstallCalendarMap): InstallCalendarMap {
  return Object.fromEntries(Object.entries(calendar).map(([date, day]) => [date, day && { available: day.available }]));
}
