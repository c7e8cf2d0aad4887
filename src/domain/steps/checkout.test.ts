import type { CheckoutStepKey } from '@/shared/contract-types';
import { describe, expect, it } from 'vitest';
import {
  checkoutReducer,
  checkoutSaveActions,
  checkoutSteps,
  initialCheckoutState,
  type CheckoutEvent,
  type CheckoutState,
} from './checkout';

const keys = (input: Parameters<typeof checkoutSteps>[0]) => checkoutSteps(input).map((s) => s.key);
const run = (state: CheckoutState, ...events: CheckoutEvent[]) => events.reduce(checkoutReducer, state);
const boiler: CheckoutStepKey[] = ['upgrades', 'calendar', 'details', 'payment'];
const day = (date: string, cost = 0) => ({ date, cost });
const loaded = (steps = boiler, date: string | null = null, payLater = false) =>
  run(initialCheckoutState(), { type: 'loaded', steps, installDay: date ? day(date) : null, payLater });
const forward: CheckoutEvent[] = [{ type: 'next' }, { type: 'saved' }, { type: 'checked', fittingDate: 'allowed', sessionValid: true }];

describe('checkout reload', () => {
  const reload = (requested: CheckoutStepKey | null, reached: CheckoutStepKey | null, date: string | null, payLater = false) =>
    run(initialCheckoutState(), { type: 'loaded', steps: boiler, installDay: date ? day(date) : null, payLater, resume: { requested, reached } }).index;
  it('returns to the step the address names, never past the furthest step reached', () => {
    expect(reload('details', 'payment', '2026-12-05')).toBe(2);
    expect(reload('payment', 'details', '2026-12-05')).toBe(2);
    expect(reload(null, 'payment', '2026-12-05')).toBe(0);
  });
  it('falls back to the calendar when a later step is asked for without a date', () => {
    expect(reload('payment', 'payment', null)).toBe(1);
    expect(reload('upgrades', 'payment', null)).toBe(0);
  });
  it('pay later still opens the last step', () => {
    expect(reload(null, null, null, true)).toBe(3);
  });
});

describe('checkout step lists', () => {
  it('aircon, battery, ev: calendar, details, payment; details first swaps the first two', () => {
    for (const type of ['aircon', 'battery', 'ev'] as const) {
      expect(checkoutSteps({ type, landlord: false, hasCertifications: false }).map((s) => s.title)).toEqual([
        'Select install date', 'Contact details', 'Payment',
      ]);
      expect(keys({ type, firstStep: 'details', landlord: true, hasCertifications: true })).toEqual(['details', 'calendar', 'payment']);
      expect(keys({ type, firstStep: 'upgrades', landlord: false, hasCertifications: false })).toEqual(['calendar', 'details', 'payment']);
    }
  });
  it('boiler: gas safety checks only for landlords with certifications', () => {
    expect(checkoutSteps({ type: 'boiler', landlord: true, hasCertifications: true }).map((s) => s.title)).toEqual([
      'Upgrades', 'Select install date', 'Contact details', 'Gas safety checks', 'Payment',
    ]);
    expect(keys({ type: 'boiler', landlord: true, hasCertifications: false })).toEqual(boiler);
    expect(keys({ type: 'boiler', landlord: false, hasCertifications: true })).toEqual(boiler);
  });
  it('boiler: the configured first step moves to the front', () => {
    expect(keys({ type: 'boiler', firstStep: 'calendar', landlord: false, hasCertifications: false })).toEqual(['calendar', 'upgrades', 'details', 'payment']);
    expect(keys({ type: 'boiler', firstStep: 'details', landlord: true, hasCertifications: true })).toEqual(['details', 'upgrades', 'calendar', 'certifications', 'payment']);
  });
  it('names the save actions of each step', () => {
    expect(checkoutSaveActions('calendar', { type: 'boiler', landlord: false })).toEqual(['clearAddOns', 'storeAddOns', 'createOrUpdateOrder']);
    expect(checkoutSaveActions('upgrades', { type: 'boiler', landlord: false })).toEqual(['clearAddOns', 'storeAddOns']);
    expect(checkoutSaveActions('details', { type: 'ev', landlord: true })).toEqual(['updateOrderDetails', 'storeLandlordAddress', 'storeVehicle']);
    expect(checkoutSaveActions('details', { type: 'boiler', landlord: false })).toEqual(['updateOrderDetails']);
    expect(checkoutSaveActions('certifications', { type: 'boiler', landlord: true })).toEqual(['storeLandlordAddOns']);
  });
});

describe('checkout transitions', () => {
  it('starts at step 0 on load, or on the last step for pay later', () => {
    expect(loaded().index).toBe(0);
    expect(loaded(boiler, '2026-12-10', true).index).toBe(3);
  });
  it('moves forward only after the save and both checks pass', () => {
    const saving = run(loaded(), { type: 'next' });
    expect(saving).toMatchObject({ phase: 'saving', index: 0 });
    const checking = run(saving, { type: 'saved' });
    expect(checking).toMatchObject({ phase: 'checking', index: 0 });
    expect(run(checking, { type: 'checked', fittingDate: 'missing', sessionValid: true })).toMatchObject({ phase: 'idle', index: 1 });
  });
  it('keeps the step and shows the problem when the save fails', () => {
    expect(run(loaded(), { type: 'next' }, { type: 'saveFailed', message: 'Order not saved' })).toMatchObject({ index: 0, phase: 'idle', error: 'Order not saved' });
  });
  it('does not leave the calendar without a date', () => {
    const onCalendar = run(loaded(), ...forward);
    expect(run(onCalendar, { type: 'next' }).phase).toBe('idle');
    expect(run(onCalendar, { type: 'chooseDate', day: day('2026-12-10', 4_900) }, ...forward).index).toBe(2);
  });
  it('clears a rejected date and falls back to the calendar step', () => {
    const onDetails = run(loaded(boiler, '2026-12-10'), ...forward, ...forward);
    expect(onDetails.index).toBe(2);
    for (const verdict of ['too-early', 'unavailable'] as const) {
      expect(run(onDetails, { type: 'next' }, { type: 'saved' }, { type: 'checked', fittingDate: verdict, sessionValid: true }))
        .toMatchObject({ index: 1, installDay: null, phase: 'idle' });
    }
    expect(run(onDetails, { type: 'invalidDate' })).toMatchObject({ index: 1, installDay: null });
  });
  it('reloads when the session check fails, and ignores everything until loaded again', () => {
    const reloading = run(loaded(), { type: 'next' }, { type: 'saved' }, { type: 'checked', fittingDate: 'allowed', sessionValid: false });
    expect(reloading.phase).toBe('reloading');
    expect(run(reloading, { type: 'goToStep', index: 0 }, { type: 'next' })).toBe(reloading);
    expect(run(reloading, { type: 'loaded', steps: boiler, installDay: null, payLater: false })).toMatchObject({ phase: 'idle', index: 0 });
  });
  it('goes back without guards, never below 0', () => {
    const onDetails = run(loaded(boiler, '2026-12-10'), ...forward, ...forward);
    expect(run(onDetails, { type: 'goToStep', index: 1 }).index).toBe(1);
    expect(run(onDetails, { type: 'goToStep', index: 0 }).index).toBe(0);
    expect(run(onDetails, { type: 'goToStep', index: 3 }).index).toBe(2);
    expect(run(loaded(), { type: 'goToStep', index: -1 }).index).toBe(0);
  });
  it('resets to step 0 when a discount asks for it', () => {
    const onDetails = run(loaded(boiler, '2026-12-10'), ...forward, ...forward);
    expect(run(onDetails, { type: 'discountApplied', resetSteps: true }).index).toBe(0);
    expect(run(onDetails, { type: 'discountApplied', resetSteps: false }).index).toBe(2);
  });
  it('keeps the current step when the list changes', () => {
    const onDetails = run(loaded(boiler, '2026-12-10'), ...forward, ...forward);
    const landlordSteps: CheckoutStepKey[] = ['upgrades', 'calendar', 'details', 'certifications', 'payment'];
    expect(run(onDetails, { type: 'stepsChanged', steps: landlordSteps })).toMatchObject({ index: 2, steps: landlordSteps });
  });
});
