// The install-date calendar of the checkout and service flows, on react-day-picker's WAI-ARIA grid (decision 002).
import { createContext, memo, useContext, useEffect, useId, useMemo, useRef, type ReactNode } from 'react';
import { DayPicker, type DayButtonProps, type Matcher } from 'react-day-picker';
import { enGB } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { isBefore, startOfDay, startOfMonth } from 'date-fns';
import { calendarDateKey, formatDisplayDate, parseCalendarDateKey } from '@/domain/dates';
import { formatPence, type Pence } from '@/domain/money';
import { ErrorMessage } from './fields';
import './install-calendar.css';

/** GET /calendar's answer: YYYY-MM-DD -> availability and any extra cost in pence. */
export type InstallCalendarMap = Readonly<Record<string, { readonly available: boolean; readonly cost?: Pence | null } | undefined>>;

export interface InstallCalendarProps {
  calendar: InstallCalendarMap;
  /** The earliest allowed date (src/domain/dates earliestInstallDay); days before it are disabled. */
  earliest: Date;
  selected?: Date | undefined;
  onSelect: (date: Date) => void;
  /** The month shown, when the flow controls it; otherwise the selected or earliest date's month. */
  month?: Date;
  /** Called with the first day of the month the customer moves to (flows fetch GET /calendar). */
  onMonthChange?: (month: Date) => void;
  /** The last month the customer may move to. */
  endMonth?: Date;
  /** The question, e.g. "Select install date". */
  label: ReactNode;
  /** What the chosen day is, before it under the calendar: "Install date" unless told ("Preferred day" for a service visit). */
  selectedLabel?: string;
  hint?: ReactNode;
  /** The flow is fetching this month's availability. */
  loading?: boolean;
  /** A validation message, e.g. when the chosen date stopped being available. */
  error?: string | undefined;
  /** Today, for tests; defaults to now. */
  today?: Date;
}

/** "+£25.00": a day's extra cost as shown on the calendar. */
export function formatDayCost(cost: Pence): string {
  return `+${formatPence(cost)}`;
}

/** Whether the customer may choose the day: not before the earliest date and marked available. */
export function isSelectableDay(date: Date, earliest: Date, calendar: InstallCalendarMap): boolean {
  if (isBefore(date, startOfDay(earliest))) return false;
  return calendar[calendarDateKey(date)]?.available === true;
}

/** The days the customer may choose, as local-midnight times: the picker asks about every day on every render. */
function selectableDayTimes(calendar: InstallCalendarMap, earliest: Date): ReadonlySet<number> {
  const times = new Set<number>();
  for (const [key, day] of Object.entries(calendar)) {
    const date = day?.available === true ? parseCalendarDateKey(key) : null;
    if (date && isSelectableDay(date, earliest, calendar)) times.add(date.getTime());
  }
  return times;
}

function dayCost(date: Date, calendar: InstallCalendarMap): Pence | undefined {
  const cost = calendar[calendarDateKey(date)]?.cost;
  return cost ? cost : undefined;
}

// Through context: a new DayButton type per render would remount every day and lose keyboard focus.
const CalendarMapContext = createContext<InstallCalendarMap>({});

/** A day: its number, and its extra cost when it has one. */
function DayButton({ day, modifiers, children, ...buttonProps }: DayButtonProps) {
  const calendar = useContext(CalendarMapContext);
  const ref = useRef<HTMLButtonElement>(null);
  // As react-day-picker's own DayButton: keyboard navigation moves the focus modifier.
  useEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);
  const cost = modifiers.disabled ? undefined : dayCost(day.date, calendar);
  return (
    <button ref={ref} {...buttonProps}>
      <span className="ui-calendar__day-number">{children}</span>
      {cost !== undefined && (
        <span className="ui-calendar__day-cost" aria-hidden="true">
          {formatDayCost(cost)}
        </span>
      )}
    </button>
  );
}

/** A month of install dates: unavailable days disabled, extra costs shown, the chosen date written out below. */
function InstallCalendarView({
  calendar,
  earliest,
  selected,
  onSelect,
  month,
  onMonthChange,
  endMonth,
  label,
  selectedLabel = 'Install date',
  hint,
  loading = false,
  error,
  today,
}: InstallCalendarProps) {
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  const selectedId = useId();
  const earliestTime = earliest.getTime();
  const selectable = useMemo(() => selectableDayTimes(calendar, new Date(earliestTime)), [calendar, earliestTime]);
  const unavailable: Matcher = (date: Date) => !selectable.has(startOfDay(date).getTime());
  // A day's name depends on the day alone: written once per day the calendar shows.
  const dayNames = useMemo(() => new Map<number, string>(), []);
  const dayName = (date: Date) => {
    const time = date.getTime();
    let name = dayNames.get(time);
    if (name === undefined) {
      name = formatDisplayDate(date);
      dayNames.set(time, name);
    }
    return name;
  };
  const selectedCost = selected ? dayCost(selected, calendar) : undefined;
  const describedBy = [hint ? hintId : '', error ? errorId : '', selectedId].filter(Boolean).join(' ');

  return (
    <div className={`ui-calendar${error ? ' ui-calendar--error' : ''}`} role="group" aria-labelledby={labelId} aria-describedby={describedBy || undefined}>
      <h2 id={labelId} className="ui-calendar__label">
        {label}
      </h2>
      {hint && (
        <p id={hintId} className="ui-hint">
          {hint}
        </p>
      )}
      {error && <ErrorMessage id={errorId}>{error}</ErrorMessage>}
      <div className="ui-calendar__grid" aria-busy={loading || undefined}>
        <CalendarMapContext.Provider value={calendar}>
          <DayPicker
            mode="single"
            locale={enGB}
            weekStartsOn={1}
            selected={selected}
            onSelect={(date) => {
              // A second click on the chosen day would unselect it; a fitting date stays chosen.
              if (date) onSelect(date);
            }}
            disabled={unavailable}
            {...(month ? { month } : { defaultMonth: selected ?? earliest })}
            onMonthChange={onMonthChange}
            startMonth={startOfMonth(earliest)}
            {...(endMonth ? { endMonth } : {})}
            {...(today ? { today } : {})}
            components={{ DayButton }}
            labels={{
              labelDayButton: (date, modifiers) => {
                const parts = [dayName(date)];
                if (modifiers.today) parts.unshift('Today');
                const cost = dayCost(date, calendar);
                if (modifiers.disabled) parts.push('unavailable');
                else if (cost !== undefined) parts.push(`${formatDayCost(cost)} extra`);
                if (modifiers.selected) parts.push('selected');
                return parts.join(', ');
              },
            }}
          />
        </CalendarMapContext.Provider>
        {loading && (
          <p className="ui-calendar__loading" role="status">
            Checking available dates…
          </p>
        )}
      </div>
      <p id={selectedId} className="ui-calendar__selected" aria-live="polite">
        {selected ? (
          <>
            <span className="ui-calendar__selected-label">{selectedLabel}: </span>
            <strong>{formatDisplayDate(selected)}</strong>
            {selectedCost !== undefined && <> ({formatDayCost(selectedCost)})</>}
          </>
        ) : (
          'No date chosen yet.'
        )}
      </p>
    </div>
  );
}

const sameProp = (a: unknown, b: unknown) => Object.is(a, b) || (a instanceof Date && b instanceof Date && a.getTime() === b.getTime());

/** InstallCalendarView, drawn again only when what it shows changes (dates compared by moment): its dozens of days are costly. */
export const InstallCalendar = memo(InstallCalendarView, (before, after) => {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]) as Set<keyof InstallCalendarProps>;
  return [...keys].every((key) => sameProp(before[key], after[key]));
});
