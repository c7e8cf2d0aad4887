// Select install date (purchase §5): GET /calendar month by month, from the earliest day at the clock of the moment.
import type { Calendar } from '@/shared/contract-types';
import { useCallback } from 'react';
import { addMonths, isBefore, startOfDay, startOfMonth } from 'date-fns';
import { parseCalendarDateKey } from '@/domain/dates';
import type { InstallDay } from '@/domain/steps/checkout';
import { InstallCalendar } from '@/ui/install-calendar';
import { StepActions, type StepNav } from './step-actions';

export const DATE_NO_LONGER_AVAILABLE = 'The date you chose is no longer available. Please choose another date.';
const UNAVAILABLE_HINT = 'Days we cannot fit are greyed out.';
const PRICED_DAYS_HINT = 'Some days cost extra; the price is shown on the day.';

/** How far ahead a customer can book online. */
export const BOOKING_MONTHS_AHEAD = 3;

export interface CalendarStepProps {
  readonly calendar: Calendar;
  readonly earliest: Date;
  readonly installDay: InstallDay | null;
  readonly onChoose: (date: Date) => void;
  readonly month: Date;
  readonly onMonthChange: (month: Date) => void;
  readonly loading: boolean;
  /** The last check refused the chosen date. */
  readonly rejected: boolean;
  readonly nav: StepNav;
}

/** Whether a day the customer can choose costs extra: only then does the hint promise a price on the day. */
function offersPricedDay(calendar: Calendar, earliest: Date): boolean {
  return Object.entries(calendar).some(([key, day]) => {
    const date = parseCalendarDateKey(key);
    return day?.available === true && (day.cost ?? 0) > 0 && date !== null && !isBefore(date, startOfDay(earliest));
  });
}

export default function CalendarStep({ calendar, earliest, installDay, onChoose, month, onMonthChange, loading, rejected, nav }: CalendarStepProps) {
  const selected = parseCalendarDateKey(installDay?.date ?? '') ?? undefined;
  // The same function from render to render, so a render of the checkout alone does not draw the calendar again.
  const changeMonth = useCallback((next: Date) => onMonthChange(startOfMonth(next)), [onMonthChange]);
  return (
    <div>
      <InstallCalendar
        calendar={calendar}
        earliest={earliest}
        selected={selected}
        onSelect={onChoose}
        month={month}
        onMonthChange={changeMonth}
        endMonth={addMonths(startOfMonth(earliest), BOOKING_MONTHS_AHEAD)}
        label="Choose a day for your installation"
        hint={offersPricedDay(calendar, earliest) ? `${UNAVAILABLE_HINT} ${PRICED_DAYS_HINT}` : UNAVAILABLE_HINT}
        loading={loading}
        error={rejected && !selected ? DATE_NO_LONGER_AVAILABLE : undefined}
      />
      <StepActions nav={nav} disabledHint="Choose an install date to continue." />
    </div>
  );
}
