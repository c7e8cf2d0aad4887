// Select install date: GET /calendar month by month, the earliest date from src/domain, unavailable
// days disabled, per-day costs shown, Continue disabled until a date is chosen (purchase §5).
import { addMonths, startOfMonth } from 'date-fns';
import { parseCalendarDateKey } from '@/domain/dates';
import { InstallCalendar } from '@/ui/install-calendar';
import { StepActions } from './step-actions';
import { DATE_NO_LONGER_AVAILABLE, type CheckoutController } from './use-checkout';

/** How far ahead a customer can book online. */
export const BOOKING_MONTHS_AHEAD = 3;

export default function CalendarStep({ checkout }: { checkout: CheckoutController }) {
  const { calendar, earliest, state, chooseDate, month, setMonth, calendarLoading, dateRejected } = checkout;
  const selected = parseCalendarDateKey(state.fittingDate ?? '') ?? undefined;
  return (
    <div>
      <InstallCalendar
        calendar={calendar}
        earliest={earliest}
        selected={selected}
        onSelect={chooseDate}
        month={month}
        onMonthChange={(next) => setMonth(startOfMonth(next))}
        endMonth={addMonths(startOfMonth(earliest), BOOKING_MONTHS_AHEAD)}
        label="Choose a day for your installation"
        hint="Days we cannot fit are greyed out. Some days cost extra; the price is shown on the day."
        loading={calendarLoading}
        error={dateRejected && !selected ? DATE_NO_LONGER_AVAILABLE : undefined}
      />
      <StepActions checkout={checkout} disabledHint="Choose an install date to continue." />
    </div>
  );
}
