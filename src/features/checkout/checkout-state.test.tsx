// @vitest-environment jsdom
import type { CheckoutResponse, CheckoutStepKey, Order } from '@/shared/contract-types';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { StateProvider, createStore } from '@/shared/state';
import { checkoutKey, checkoutSessionReducer, discountStatus, sessionFrom, NOTHING_KEPT, useCheckoutSession, type CheckoutAction, type CheckoutSession } from './checkout-state';

const steps: CheckoutStepKey[] = ['calendar', 'details', 'payment'];
const winter = { name: 'WINTER100', description: '£100 off', amount: -10_000 };
const order = { id: 7, quote_id: 'QTEST1', adjustments: [], adjustments_sum: 0 } as unknown as Order;
const data = {
  order: null,
  pay_later: false,
  paid: false,
  warranties: [{ id: 1, name: 'Standard', product_price: 0, product_total: 0 }],
  bundles: [],
  controls: [],
  filters: [],
  system_flushes: [],
  radiator_valves: [],
  certifications: [],
  water: 'Hard',
} as unknown as CheckoutResponse;

const run = (session: CheckoutSession, ...actions: CheckoutAction[]) => actions.reduce(checkoutSessionReducer, session);
const loaded = (answer = data) => run(sessionFrom(NOTHING_KEPT), { type: 'loaded', data: answer, steps });
const saturday = { '2026-12-05': { available: true, cost: 4_900 }, '2026-12-07': { available: true } };

describe('the checkout reducer', () => {
  it('takes a chosen day’s cost from the calendar, so the date and its cost change together', () => {
    const withCalendar = run(loaded(), { type: 'calendarLoaded', calendar: saturday });
    expect(run(withCalendar, { type: 'chooseDate', date: '2026-12-05' }).machine.installDay).toEqual({ date: '2026-12-05', cost: 4_900 });
    expect(run(withCalendar, { type: 'chooseDate', date: '2026-12-05' }, { type: 'chooseDate', date: '2026-12-07' }).machine.installDay).toEqual({ date: '2026-12-07', cost: 0 });
  });

  it('clears a date the check finds too early, returns to the calendar and says why', () => {
    const onDetails = run(loaded(), { type: 'chooseDate', date: '2026-12-07' }, { type: 'next' }, { type: 'saved', order }, { type: 'checked', fittingDate: 'allowed', sessionValid: true, calendar: {} });
    expect(onDetails.machine.index).toBe(1);
    const refused = run(onDetails, { type: 'next' }, { type: 'saved', order }, { type: 'checked', fittingDate: 'too-early', sessionValid: true, calendar: {} });
    expect(refused.machine).toMatchObject({ index: 0, installDay: null, phase: 'idle' });
    expect(refused.dateRejected).toBe(true);
    expect(run(refused, { type: 'chooseDate', date: '2026-12-07' }).dateRejected).toBe(false);
  });

  it('starts from the order’s saved day and cost, else the day kept over a reload', () => {
    const kept = sessionFrom({ ...NOTHING_KEPT, installDay: { date: '2026-12-07', cost: 0 } });
    expect(run(kept, { type: 'loaded', data, steps }).machine.installDay).toEqual({ date: '2026-12-07', cost: 0 });
    const saved = { ...data, order: { ...order, fitting_date: '2026-12-05', fitting_date_cost: 4_900 } };
    expect(run(kept, { type: 'loaded', data: saved, steps }).machine.installDay).toEqual({ date: '2026-12-05', cost: 4_900 });
  });

  it('keeps the applied code while the order carries it, and reports what a later save dropped', () => {
    const withCode = { ...order, adjustments: [winter], adjustments_sum: -10_000 };
    const applied = run(loaded(), { type: 'discountApplied', code: 'WINTER100', answer: { order: withCode, reset_steps: false } });
    expect(discountStatus(applied)).toEqual({ applied: 'WINTER100', removed: [] });
    const dropped = run(applied, { type: 'chooseDate', date: '2026-12-07' }, { type: 'next' }, { type: 'saved', order });
    expect(discountStatus(dropped)).toEqual({ applied: null, removed: [{ adjustment: winter, code: 'WINTER100' }] });
  });

  it('names the code that sent the customer back to the first step until they continue', () => {
    const withCode = { ...order, adjustments: [winter], adjustments_sum: -10_000 };
    const onDetails = run(loaded(), { type: 'chooseDate', date: '2026-12-07' }, { type: 'next' }, { type: 'saved', order }, { type: 'checked', fittingDate: 'allowed', sessionValid: true, calendar: {} });
    expect(run(onDetails, { type: 'discountApplied', code: 'WINTER100', answer: { order: withCode, reset_steps: false } }).stepsResetBy).toBeNull();
    const reset = run(onDetails, { type: 'discountApplied', code: 'WINTER100', answer: { order: withCode, reset_steps: true } });
    expect(reset.machine.index).toBe(0);
    expect(reset.stepsResetBy).toBe('WINTER100');
    expect(run(reset, { type: 'chooseDate', date: '2026-12-07' }).stepsResetBy).toBe('WINTER100');
    expect(run(reset, { type: 'chooseDate', date: '2026-12-07' }, { type: 'next' }).stepsResetBy).toBeNull();
  });

  it('moves the step index only through goToStep backwards (never guarded) and next forwards', () => {
    const onDetails = run(loaded(), { type: 'chooseDate', date: '2026-12-07' }, { type: 'next' }, { type: 'saved', order }, { type: 'checked', fittingDate: 'allowed', sessionValid: true, calendar: {} });
    expect(run(onDetails, { type: 'goToStep', index: 0 }).machine.index).toBe(0);
    expect(run(onDetails, { type: 'goToStep', index: 2 }).machine.index).toBe(1);
  });
});

const inStore = (store = createStore()) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <StateProvider store={store}>{children}</StateProvider>;
  };

describe('the checkout kept over a reload (src/shared/state.ts)', () => {
  afterEach(() => sessionStorage.clear());
  const key = checkoutKey('aircon', 'QTEST1');

  it('writes the date and its cost, the choices, the details and the code on every dispatch; a fresh page reads them back', () => {
    const page = renderHook(() => useCheckoutSession(key), { wrapper: inStore() });
    act(() => page.result.current[1]({ type: 'loaded', data, steps }));
    act(() => page.result.current[1]({ type: 'calendarLoaded', calendar: saturday }));
    act(() => page.result.current[1]({ type: 'chooseDate', date: '2026-12-05' }));
    act(() => page.result.current[1]({ type: 'detailsTyped', values: { first_name: 'Ada' } as never }));
    const stored = JSON.parse(sessionStorage.getItem(`checkout-draft:${key}`)!);
    expect(stored).toMatchObject({ installDay: { date: '2026-12-05', cost: 4_900 }, details: { first_name: 'Ada' } });
    expect(stored).not.toHaveProperty('data');

    const afterReload = renderHook(() => useCheckoutSession(key), { wrapper: inStore() });
    expect(afterReload.result.current[0].data).toBeNull();
    act(() => afterReload.result.current[1]({ type: 'loaded', data, steps }));
    expect(afterReload.result.current[0].machine).toMatchObject({ index: 0, installDay: { date: '2026-12-05', cost: 4_900 } });
    expect(afterReload.result.current[0].details).toEqual({ first_name: 'Ada' });
  });

  it('a reload returns to the step the address names once the steps before it are done, never past the calendar without a date', () => {
    const page = renderHook(() => useCheckoutSession(key), { wrapper: inStore() });
    const forward: CheckoutAction[] = [{ type: 'next' }, { type: 'saved', order }, { type: 'checked', fittingDate: 'allowed', sessionValid: true, calendar: {} }];
    act(() => page.result.current[1]({ type: 'loaded', data, steps }));
    act(() => page.result.current[1]({ type: 'calendarLoaded', calendar: saturday }));
    act(() => page.result.current[1]({ type: 'chooseDate', date: '2026-12-05' }));
    for (const action of forward) act(() => page.result.current[1](action));
    expect(page.result.current[0].machine.index).toBe(1);
    act(() => page.result.current[1]({ type: 'goToStep', index: 0 }));
    expect(JSON.parse(sessionStorage.getItem(`checkout-draft:${key}`)!)).toMatchObject({ reachedStep: 'details' });

    const reloadAt = (requested: CheckoutStepKey | null) => {
      const reloaded = renderHook(() => useCheckoutSession(key), { wrapper: inStore() });
      act(() => reloaded.result.current[1]({ type: 'loaded', data, steps, requested }));
      return reloaded.result.current[0].machine.index;
    };
    expect(reloadAt('details')).toBe(1);
    // Payment was never reached: the furthest step done is as far as a reload goes.
    expect(reloadAt('payment')).toBe(1);
    // A new visit (no step asked for) starts at 0 as the spec says.
    expect(reloadAt(null)).toBe(0);
    act(() => page.result.current[1]({ type: 'chooseDate', date: '2026-12-05' }));
    sessionStorage.setItem(`checkout-draft:${key}`, JSON.stringify({ ...JSON.parse(sessionStorage.getItem(`checkout-draft:${key}`)!), installDay: null }));
    expect(reloadAt('details')).toBe(0);
  });

  it('reads an older stored shape as nothing kept, and paying leaves nothing of the customer behind and marks the checkout paid', () => {
    sessionStorage.setItem(`checkout-draft:${key}`, JSON.stringify({ choices: null, fittingDate: '2026-12-03', details: null }));
    const page = renderHook(() => useCheckoutSession(key), { wrapper: inStore() });
    expect(page.result.current[0].machine.installDay).toBeNull();
    act(() => page.result.current[1]({ type: 'loaded', data, steps }));
    act(() => page.result.current[1]({ type: 'chooseDate', date: '2026-12-07' }));
    act(() => page.result.current[1]({ type: 'detailsTyped', values: { first_name: 'Ada' } as never }));
    act(() => page.result.current[1]({ type: 'paid' }));
    expect(JSON.parse(sessionStorage.getItem(`checkout-draft:${key}`)!)).toEqual(NOTHING_KEPT);
    // Paid is final (decision 860): the checkout's answer now says so, and the page gives way to the order.
    expect(page.result.current[0].data?.paid).toBe(true);
  });
});
