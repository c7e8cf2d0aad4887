// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InstallCalendar, formatDayCost, isSelectableDay, type InstallCalendarMap } from './install-calendar';

// Sunday 22 November 2026; the earliest allowed date is Wednesday 25th.
const TODAY = new Date(2026, 10, 22);
const EARLIEST = new Date(2026, 10, 25);
const CALENDAR: InstallCalendarMap = {
  '2026-11-24': { available: true }, // before the earliest date: still disabled
  '2026-11-25': { available: true },
  '2026-11-26': { available: false },
  '2026-11-27': { available: true },
  '2026-11-28': { available: true, cost: 2500 },
  // 29th absent: unavailable
  '2026-11-30': { available: true },
  '2026-12-01': { available: true },
  '2026-12-02': { available: true },
  '2026-12-27': { available: true },
};

function day(name: RegExp | string) {
  return screen.getByRole('button', { name });
}

function Harness({ onSelect = () => {}, onMonthChange }: { onSelect?: (date: Date) => void; onMonthChange?: (month: Date) => void }) {
  const [selected, setSelected] = useState<Date | undefined>();
  return (
    <InstallCalendar
      calendar={CALENDAR}
      earliest={EARLIEST}
      selected={selected}
      onSelect={(date) => {
        setSelected(date);
        onSelect(date);
      }}
      {...(onMonthChange ? { onMonthChange } : {})}
      label="Select install date"
      today={TODAY}
    />
  );
}

describe('isSelectableDay', () => {
  it('needs a day on or after the earliest date that the map marks available', () => {
    expect(isSelectableDay(new Date(2026, 10, 25), EARLIEST, CALENDAR)).toBe(true);
    expect(isSelectableDay(new Date(2026, 10, 24), EARLIEST, CALENDAR)).toBe(false);
    expect(isSelectableDay(new Date(2026, 10, 26), EARLIEST, CALENDAR)).toBe(false);
    expect(isSelectableDay(new Date(2026, 10, 29), EARLIEST, CALENDAR)).toBe(false);
  });

  it('a day cost reads "+£25.00"', () => {
    expect(formatDayCost(2500)).toBe('+£25.00');
  });
});

describe('InstallCalendar', { timeout: 20_000 }, () => {
  it('is a labelled group opening on the earliest month, weeks starting on Monday', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Select install date' })).toBeTruthy();
    expect(screen.getByRole('grid', { name: 'November 2026' })).toBeTruthy();
    const weekdays = Array.from(document.querySelectorAll('.rdp-weekday'), (header) => header.getAttribute('aria-label'));
    expect(weekdays[0]).toBe('Monday');
    expect(weekdays).toHaveLength(7);
    expect(screen.getByText('No date chosen yet.')).toBeTruthy();
  });

  it('disables and announces days before the earliest date, marked unavailable or missing from the map', () => {
    render(<Harness />);
    for (const name of [
      'Tuesday 24th November 2026, unavailable',
      'Thursday 26th November 2026, unavailable',
      'Sunday 29th November 2026, unavailable',
      'Today, Sunday 22nd November 2026, unavailable',
    ]) {
      expect((day(name) as HTMLButtonElement).disabled, name).toBe(true);
    }
    expect((day('Wednesday 25th November 2026') as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows and announces a day cost the server gives', () => {
    render(<Harness />);
    const saturday = day('Saturday 28th November 2026, +£25.00 extra');
    expect(saturday.textContent).toBe('28+£25.00');
  });

  it('a click selects the day and writes it below in the spec format, with its cost', async () => {
    const user = userEvent.setup({ delay: null });
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    await user.click(day('Saturday 28th November 2026, +£25.00 extra'));
    expect(onSelect).toHaveBeenCalledWith(new Date(2026, 10, 28));
    expect(screen.getByText('Saturday 28th November 2026').closest('p')?.textContent).toBe('Install date: Saturday 28th November 2026 (+£25.00)');
    expect(day('Saturday 28th November 2026, +£25.00 extra, selected').getAttribute('aria-label')).toMatch(/selected$/);
    // Clicking the chosen day again keeps it chosen (no unselecting a fitting date).
    await user.click(day(/Saturday 28th November 2026/));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Saturday 28th November 2026')).toBeTruthy();
  });

  it('a click on an unavailable day does nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    await user.click(day('Thursday 26th November 2026, unavailable'));
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('keyboard: Tab reaches the first available day, arrows skip unavailable days, Enter selects, PageDown changes month', async () => {
    const user = userEvent.setup({ delay: null });
    const onSelect = vi.fn();
    const onMonthChange = vi.fn();
    render(<Harness onSelect={onSelect} onMonthChange={onMonthChange} />);
    await user.tab(); // previous month (disabled: it is before the earliest month)
    if (document.activeElement?.getAttribute('aria-label') !== 'Wednesday 25th November 2026') await user.tab();
    if (document.activeElement?.getAttribute('aria-label') !== 'Wednesday 25th November 2026') await user.tab();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Wednesday 25th November 2026');
    await user.keyboard('{ArrowRight}'); // 26th is unavailable: skipped
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Friday 27th November 2026');
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(new Date(2026, 10, 27));
    await user.keyboard('{PageDown}');
    await waitFor(() => expect(screen.getByRole('grid', { name: 'December 2026' })).toBeTruthy());
    expect(onMonthChange).toHaveBeenCalledWith(new Date(2026, 11, 1));
    // PageDown lands on the same day next month.
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Sunday 27th December 2026');
  });

  it('the next-month button calls back so the flow can fetch that month', async () => {
    const user = userEvent.setup({ delay: null });
    const onMonthChange = vi.fn();
    render(<Harness onMonthChange={onMonthChange} />);
    await user.click(screen.getByRole('button', { name: /next month/i }));
    expect(onMonthChange).toHaveBeenCalledWith(new Date(2026, 11, 1));
    expect(screen.getByRole('grid', { name: 'December 2026' })).toBeTruthy();
  });

  it('shows an error tied to the group and a loading status', () => {
    render(
      <InstallCalendar calendar={{}} earliest={EARLIEST} onSelect={() => {}} label="Select install date" error="Choose another date" loading today={TODAY} />,
    );
    const group = screen.getByRole('group', { name: 'Select install date' });
    const describedBy = group.getAttribute('aria-describedby') ?? '';
    expect(describedBy.split(' ').some((id) => document.getElementById(id)?.textContent === 'Error: Choose another date')).toBe(true);
    expect(screen.getByText('Checking available dates…').getAttribute('role')).toBe('status');
  });
});
