// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import CalendarStep from './calendar-step';
import type { StepNav } from './step-actions';

const nav: StepNav = { saving: false, canContinue: false, isFirst: true, next: () => {}, back: () => {} };
const EARLIEST = new Date(2026, 11, 7);

function renderStep(calendar: Record<string, { available: boolean; cost?: number }>) {
  render(
    <CalendarStep calendar={calendar} earliest={EARLIEST} installDay={null} onChoose={() => {}} month={new Date(2026, 11, 1)} onMonthChange={() => {}} loading={false} rejected={false} nav={nav} />,
  );
}

describe('the install date step', () => {
  it('says some days cost extra when a day the customer can choose has a price, and shows it on the day', () => {
    renderStep({ '2026-12-07': { available: true }, '2026-12-12': { available: true, cost: 4_900 } });
    expect(screen.getByText(/Some days cost extra; the price is shown on the day\./)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Saturday 12th December 2026, \+£49\.00 extra/ })).toBeTruthy();
  });

  it('promises no price when the only priced day is before the earliest day or booked', () => {
    renderStep({ '2026-12-05': { available: true, cost: 4_900 }, '2026-12-07': { available: true }, '2026-12-12': { available: false, cost: 4_900 } });
    expect(screen.getByText('Days we cannot fit are greyed out.')).toBeTruthy();
    expect(screen.queryByText(/Some days cost extra/)).toBeNull();
  });
});
