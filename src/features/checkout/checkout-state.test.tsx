// @vitest-environment jsdom
import type { CheckoutResponse, Order } from '@/shared/contract-types';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { StateProvider, createStore } from '@/shared/state';
import { checkoutKey, checkoutSessionReducer, discountStatus, sessionFrom, NOTHING_KEPT, useCheckoutSession, type CheckoutAction, type CheckoutSession } from './checkout-state';

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
const loaded = (answer = data) => run(sessionFrom(NOTHING_KEPT), { type: 'loaded', data: answer });
const saturday = { '2026-12-05': { available: true, cost: 4_900 }, '2026-12-07': { available: true } };

describe('the checkout reducer', () => {
  it('takes a chosen day’s cost from the calendar, so the date and its cost change together', () => {
    const withCalendar = run(loaded(), { type: 'calendarLoaded', calendar: saturday });
    expect(run(withCalendar, { type: 'chooseDate', date: '2026-12-05' }).installDay).toEqual({ date: '2026-12-05', cost: 4_900 });
    expect(run(withCalendar, { type: 'chooseDate', date: '2026-12-05' }, { type: 'chooseDate', date: '2026-12-07' }).installDay).toEqual({ date: '2026-12-07', cost: 0 });
  });

  it('clears a date the check finds too early and says why; a passed check records the step reached', () => {
    const onDetails = run(loaded(), { type: 'chooseDate', date: '2026-12-07' }, { type: 'saved', order }, { type: 'checked', fittingDate: 'allowed', reached: 'details', calendar: {} });
    expect(onDetails).toMatchObject({ reachedStep: 'details', installDay: { date: '2026-12-07', cost: 0 } });
    const refused = run(onDetails, { type: 'saved', order }, { type: 'checked', fittingDate: 'too-early', reached: null, calendar: {} });
    expect(refused).toMatchObject({ installDay: null, reachedStep: 'details', dateRejected: true });
    expect(run(refused, { type: 'chooseDate', date: '2026-12-07' }).dateRejected).toBe(false);
  });

  it('starts from the order’s saved day and cost, else the day kept over a reload', () => {
    const kept = sessionFrom({ ...NOTHING_KEPT, installDay: { date: '2026-12-07', cost: 0 } });
    expect(run(kept, { type: 'loaded', data }).installDay).toEqual({ date: '2026-12-07', cost: 0 });
    const saved = { ...data, order: { ...order, fitting_date: '2026-12-05', fitting_date_cost: 4_900 } };
    expect(run(kept, { type: 'loaded', data: saved }).installDay).toEqual({ date: '2026-12-05', cost: 4_900 });
  });

  it('keeps the applied code while the order carries it, and reports what a later save dropped', () => {
    const withCode = { ...order, adjustments: [winter], adjustments_sum: -10_000 };
    const applied = run(loaded(), { type: 'discountApplied', code: 'WINTER100', answer: { order: withCode, reset_steps: false } });
    expect(discountStatus(applied)).toEqual({ applied: 'WINTER100', removed: [] });
    const dropped = run(applied, { type: 'chooseDate', date: '2026-12-07' }, { type: 'saved', order });
    expect(discountStatus(dropped)).toEqual({ applied: null, removed: [{ adjustment: winter, code: 'WINTER100' }] });
  });

  it('a code that resets the steps forgets the steps reached and is named until the next save', () => {
    const withCode = { ...order, adjustments: [winter], adjustments_sum: -10_000 };
    const onDetails = run(loaded(), { type: 'chooseDate', date: '2026-12-07' }, { type: 'saved', order }, { type: 'checked', fittingDate: 'allowed', reached: 'details', calendar: {} });
    expect(run(onDetails, { type: 'discountApplied', code: 'WINTER100', answer: { order: withCode, reset_steps: false } })).toMatchObject({ stepsResetBy: null, reachedStep: 'details' });
    const reset = run(onDetails, { type: 'discountApplied', code: 'WINTER100', answer: { order: withCode, reset_steps: true } });
    expect(reset).toMatchObject({ stepsResetBy: 'WINTER100', reachedStep: null });
    expect(run(reset, { type: 'chooseDate', date: '2026-12-07' }).stepsResetBy).toBe('WINTER100');
    expect(run(reset, { type: 'saved', order }).stepsResetBy).toBeNull();
  });

  it('keeps the details a save sent for the payment step, and a later save without details keeps them', () => {
    const details = { customer: { first_name: 'Ada' } } as never;
    const sent = run(loaded(), { type: 'saved', order, details });
    expect(sent.submittedDetails).toBe(details);
    expect(run(sent, { type: 'saved', order }).submittedDetails).toBe(details);
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
    act(() => page.result.current[1]({ type: 'loaded', data }));
    act(() => page.result.current[1]({ type: 'calendarLoaded', calendar: saturday }));
    act(() => page.result.current[1]({ type: 'chooseDate', date: '2026-12-05' }));
    act(() => page.result.current[1]({ type: 'detailsTyped', values: { first_name: 'Ada' } as never }));
    const stored = JSON.parse(sessionStorage.getItem(`checkout-draft:${key}`)!);
    expect(stored).toMatchObject({ installDay: { date: '2026-12-05', cost: 4_900 }, details: { first_name: 'Ada' } });
    expect(stored).not.toHaveProperty('data');

    const afterReload = renderHook(() => useCheckoutSession(key), { wrapper: inStore() });
    expect(afterReload.result.current[0].data).toBeNull();
    act(() => afterReload.result.current[1]({ type: 'loaded', data }));
    expect(afterReload.result.current[0].installDay).toEqual({ date: '2026-12-05', cost: 4_900 });
    expect(afterReload.result.current[0].details).toEqual({ first_name: 'Ada' });
  });

  it('keeps the step reached over a reload', () => {
    const page = renderHook(() => useCheckoutSession(key), { wrapper: inStore() });
    act(() => page.result.current[1]({ type: 'loaded', data }));
    act(() => page.result.current[1]({ type: 'chooseDate', date: '2026-12-05' }));
    act(() => page.result.current[1]({ type: 'checked', fittingDate: 'allowed', reached: 'details', calendar: {} }));
    const reloaded = renderHook(() => useCheckoutSession(key), { wrapper: inStore() });
    expect(reloaded.result.current[0].reachedStep).toBe('details');
  });

  it('keeps the express request ticked over a reload', () => {
    const page = renderHook(() => useCheckoutSession(key), { wrapper: inStore() });
    act(() => page.result.current[1]({ type: 'loaded', data }));
    act(() => page.result.current[1]({ type: 'expressRequest', checked: true }));
    const reloaded = renderHook(() => useCheckoutSession(key), { wrapper: inStore() });
    expect(reloaded.result.current[0].expressRequest).toBe(true);
  });

  it('reads an older stored shape as nothing kept, and paying leaves nothing of the customer behind and marks the checkout paid', () => {
    sessionStorage.setItem(`checkout-draft:${key}`, JSON.stringify({ choices: null, fittingDate: '2026-12-03', details: null }));
    const page = renderHook(() => useCheckoutSession(key), { wrapper: inStore() });
    expect(page.result.current[0].installDay).toBeNull();
    act(() => page.result.current[1]({ type: 'loaded', data }));
    act(() => page.result.current[1]({ type: 'chooseDate', date: '2026-12-07' }));
    act(() => page.result.current[1]({ type: 'detailsTyped', values: { first_name: 'Ada' } as never }));
    act(() => page.result.current[1]({ type: 'paid' }));
    expect(JSON.parse(sessionStorage.getItem(`checkout-draft:${key}`)!)).toEqual(NOTHING_KEPT);
    // Paid is final (decision 860): the checkout's answer now says so, and the page gives way to the order.
    expect(page.result.current[0].data?.paid).toBe(true);
  });
});
