import type { CheckoutStepKey } from '@/shared/contract-types';
import { describe, expect, it } from 'vitest';
import { afterChecks, checkoutReach, checkoutSaveActions, checkoutStepReady, checkoutSteps } from './checkout';
import { shownIndex } from './step-list';

const keys = (input: Parameters<typeof checkoutSteps>[0]) => checkoutSteps(input).map((s) => s.key);
const boiler: CheckoutStepKey[] = ['upgrades', 'calendar', 'details', 'payment'];
const day = (date: string, cost = 0) => ({ date, cost });

describe('how far a checkout may go', () => {
  const reach = (reached: CheckoutStepKey | null, date: string | null, payLater = false) => checkoutReach(boiler, { reached, installDay: date ? day(date) : null, payLater });
  it('as far as a forward move reached in this tab, from step 0', () => {
    expect(reach(null, null)).toEqual({ furthest: 0, opening: 0, finished: false });
    expect(reach('payment', '2026-12-05').furthest).toBe(3);
  });
  it('never past the calendar without a date', () => {
    expect(reach('payment', null).furthest).toBe(1);
    expect(reach('calendar', null).furthest).toBe(1);
  });
  it('pay later opens on the last step and may show it', () => {
    expect(reach(null, null, true)).toMatchObject({ furthest: 3, opening: 3 });
    expect(shownIndex(4, null, true, reach(null, null, true))).toBe(3);
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

describe('the checks after a save (purchase §4)', () => {
  it('advance when the date and the session pass', () => {
    expect(afterChecks(boiler, 1, { fittingDate: 'allowed', sessionValid: true })).toBe('next');
    expect(afterChecks(boiler, 0, { fittingDate: 'missing', sessionValid: true })).toBe('next');
  });
  it('send the customer back to the calendar for a refused date, or a missing one once the calendar is behind', () => {
    for (const verdict of ['too-early', 'unavailable'] as const) expect(afterChecks(boiler, 2, { fittingDate: verdict, sessionValid: true })).toBe('calendar');
    expect(afterChecks(boiler, 1, { fittingDate: 'missing', sessionValid: true })).toBe('calendar');
  });
  it('reload the checkout when the session expired', () => {
    expect(afterChecks(boiler, 2, { fittingDate: 'allowed', sessionValid: false })).toBe('reload');
  });
  it('the calendar’s Continue waits for a date; the payment step has none', () => {
    expect(checkoutStepReady('calendar', null)).toBe(false);
    expect(checkoutStepReady('calendar', day('2026-12-10'))).toBe(true);
    expect(checkoutStepReady('details', null)).toBe(true);
    expect(checkoutStepReady('payment', day('2026-12-10'))).toBe(false);
  });
});
