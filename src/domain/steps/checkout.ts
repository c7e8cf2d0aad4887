// Checkout steps (purchase §2 "Checkout steps", §4 "Checkout"; decisions 057, 200).
import type { CheckoutStepKey, CheckoutType } from '@/shared/contract-types';
import type { FittingDateCheck } from '../dates';
import { PROFILES } from '../product-profiles';
import type { StepDefinition, StepReach } from './step-list';

export const CHECKOUT_STEP_TITLES: Readonly<Record<CheckoutStepKey, string>> = {
  upgrades: 'Upgrades',
  calendar: 'Select install date',
  details: 'Contact details',
  certifications: 'Gas safety checks',
  payment: 'Payment',
};

export interface CheckoutStepsInput {
  readonly type: CheckoutType;
  /** The configured first step; values a type does not have are ignored. */
  readonly firstStep?: string | null;
  readonly landlord: boolean;
  readonly hasCertifications: boolean;
}

/** The ordered steps of a checkout: the configured first step moves to the front, the others keep their order. */
export function checkoutSteps({ type, firstStep, landlord, hasCertifications }: CheckoutStepsInput): StepDefinition<CheckoutStepKey>[] {
  const movable = PROFILES[type].checkout.steps;
  const first = movable.find((key) => key === firstStep);
  const ordered = first ? [first, ...movable.filter((key) => key !== first)] : movable;
  const keys: CheckoutStepKey[] = [
    ...ordered,
    ...(PROFILES[type].checkout.gasSafetyChecks && landlord && hasCertifications ? (['certifications'] as const) : []),
    'payment',
  ];
  return keys.map((key) => ({ key, title: CHECKOUT_STEP_TITLES[key], clickable: true }));
}

export type CheckoutSaveAction =
  | 'clearAddOns'
  | 'storeAddOns'
  | 'createOrUpdateOrder'
  | 'updateOrderDetails'
  | 'storeLandlordAddress'
  | 'storeVehicle'
  | 'storeLandlordAddOns';

/** The save actions run, in order, when moving forward from a step (purchase §4). */
export function checkoutSaveActions(step: CheckoutStepKey, { type, landlord }: { type: CheckoutType; landlord: boolean }): CheckoutSaveAction[] {
  switch (step) {
    case 'calendar':
      return ['clearAddOns', 'storeAddOns', 'createOrUpdateOrder'];
    case 'upgrades':
      return ['clearAddOns', 'storeAddOns'];
    case 'details':
      return [
        'updateOrderDetails',
        ...(landlord ? (['storeLandlordAddress'] as const) : []),
        ...(PROFILES[type].checkout.vehicle ? (['storeVehicle'] as const) : []),
      ];
    case 'certifications':
      return landlord ? ['storeLandlordAddOns'] : [];
    case 'payment':
      return [];
  }
}

/** The chosen fitting date and what that day costs on top, in pence (0 when free). */
export interface InstallDay {
  /** YYYY-MM-DD. */
  readonly date: string;
  readonly cost: number;
}

/** The checks after a step's save (purchase §4). */
export interface ForwardCheck {
  readonly fittingDate: FittingDateCheck;
  readonly sessionValid: boolean;
}

/** The checkout loads again when the session expired, goes back to the calendar when the date is refused or missing past it. */
export function afterChecks(steps: readonly CheckoutStepKey[], from: number, { fittingDate, sessionValid }: ForwardCheck): 'next' | 'calendar' | 'reload' {
  if (!sessionValid) return 'reload';
  const calendar = steps.indexOf('calendar');
  const dateNeeded = calendar >= 0 && calendar <= from;
  if (fittingDate === 'too-early' || fittingDate === 'unavailable' || (dateNeeded && fittingDate === 'missing')) return 'calendar';
  return 'next';
}

/** The calendar step's Continue waits for a chosen date. */
export function checkoutStepReady(step: CheckoutStepKey | undefined, installDay: InstallDay | null): boolean {
  return step !== undefined && step !== 'payment' && (step !== 'calendar' || installDay !== null);
}

/** How far a checkout may go: the furthest step reached in this tab (pay later: the last), never past the calendar undated (decision 057). */
export function checkoutReach(steps: readonly CheckoutStepKey[], { reached, installDay, payLater }: { reached: CheckoutStepKey | null; installDay: InstallDay | null; payLater: boolean }): StepReach {
  const opening = payLater ? Math.max(0, steps.length - 1) : 0;
  const saved = reached === null ? 0 : steps.indexOf(reached);
  const calendar = steps.indexOf('calendar');
  const dated = !installDay && calendar >= 0 ? Math.min(saved, calendar) : saved;
  return { furthest: Math.max(opening, dated), opening, finished: false };
}
