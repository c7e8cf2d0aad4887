// Checkout steps (purchase §2 "Checkout steps", §4 "Checkout"). A pure reducer: the feature runs
// the save actions and the checks, and reports their outcome as events. Decisions 057, 058.
import type { CheckoutStepKey, CheckoutType } from '@/shared/contract-types';
import type { FittingDateCheck } from '../dates';
import { PROFILES } from '../product-profiles';
import { clampIndex, currentStep, lastIndex, movedBack, resumeIndex, withSteps, type StepDefinition, type StepMachineState } from './step-list';


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

/**
 * The ordered steps of a checkout. aircon, battery, ev: calendar, details, payment (details first
 * swaps the first two). boiler: upgrades, calendar, details, gas safety checks (landlords with
 * certifications only), payment; the configured first step moves to the front and the others
 * keep their order.
 */
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

export interface CheckoutState extends StepMachineState<CheckoutStepKey> {
  /** The chosen install day: the date and its cost live together, here only. */
  readonly installDay: InstallDay | null;
}

export type CheckoutEvent =
  | {
      readonly type: 'loaded';
      readonly steps: readonly CheckoutStepKey[];
      readonly installDay: InstallDay | null;
      readonly payLater: boolean;
      /** A reload: the step the address names and the furthest step reached in this tab (resumeIndex). */
      readonly resume?: { readonly requested: CheckoutStepKey | null; readonly reached: CheckoutStepKey | null };
    }
  | { readonly type: 'stepsChanged'; readonly steps: readonly CheckoutStepKey[] }
  | { readonly type: 'chooseDate'; readonly day: InstallDay }
  | { readonly type: 'next' }
  | { readonly type: 'saved' }
  | { readonly type: 'saveFailed'; readonly message: string }
  | { readonly type: 'checked'; readonly fittingDate: FittingDateCheck; readonly sessionValid: boolean }
  /** The one way the step index moves other than forward: back one step, or to an earlier step. */
  | { readonly type: 'goToStep'; readonly index: number }
  | { readonly type: 'invalidDate' }
  | { readonly type: 'sessionExpired' }
  | { readonly type: 'discountApplied'; readonly resetSteps: boolean }
  | { readonly type: 'dismissError' };

/** Before the load answers: nothing to show yet, and no event but `loaded` applies. */
export function initialCheckoutState(): CheckoutState {
  return { steps: [], index: 0, phase: 'reloading', error: null, installDay: null };
}

/** The continue button is enabled: idle, and on the calendar step only with a chosen date. */
export function canContinueCheckout(state: CheckoutState): boolean {
  if (state.phase !== 'idle' || state.index >= lastIndex(state.steps)) return false;
  return currentStep(state) !== 'calendar' || state.installDay !== null;
}

/** Clears the date and falls back to the calendar step; a step before the calendar stays put
 *  (moving forward to it would skip the save of the steps in between). */
function backToCalendar(state: CheckoutState): CheckoutState {
  const calendar = state.steps.indexOf('calendar');
  return { ...state, installDay: null, phase: 'idle', index: calendar >= 0 ? Math.min(calendar, state.index) : state.index };
}

export function checkoutReducer(state: CheckoutState, event: CheckoutEvent): CheckoutState {
  if (event.type === 'loaded') {
    // The step index starts at 0 on load; pay later jumps to the last step; a reload returns to its
    // step, but never past the calendar without a date (the checks run again on Continue).
    const start = event.payLater ? lastIndex(event.steps) : 0;
    const resumed = event.resume ? resumeIndex(event.steps, { ...event.resume, start }) : start;
    const calendar = event.steps.indexOf('calendar');
    const dateMissing = resumed > start && !event.installDay && calendar >= 0 && calendar < resumed;
    return {
      steps: event.steps,
      index: dateMissing ? calendar : resumed,
      phase: 'idle',
      error: null,
      installDay: event.installDay,
    };
  }
  if (state.phase === 'reloading') return state;

  switch (event.type) {
    case 'stepsChanged':
      return withSteps(state, event.steps);
    case 'chooseDate':
      return state.phase === 'idle' ? { ...state, installDay: event.day } : state;
    case 'next':
      return canContinueCheckout(state) ? { ...state, phase: 'saving', error: null } : state;
    case 'saved':
      return state.phase === 'saving' ? { ...state, phase: 'checking' } : state;
    case 'saveFailed':
      return state.phase === 'saving' || state.phase === 'checking' ? { ...state, phase: 'idle', error: event.message } : state;
    case 'checked': {
      if (state.phase !== 'checking') return state;
      if (!event.sessionValid) return { ...state, phase: 'reloading' };
      const calendar = state.steps.indexOf('calendar');
      const dateNeeded = calendar >= 0 && calendar <= state.index;
      const dateRejected = event.fittingDate === 'too-early' || event.fittingDate === 'unavailable';
      if (dateRejected || (dateNeeded && event.fittingDate === 'missing')) return backToCalendar(state);
      return { ...state, phase: 'idle', index: clampIndex(state.index + 1, state.steps.length) };
    }
    case 'goToStep':
      return movedBack(state, event.index);
    case 'invalidDate':
      return backToCalendar(state);
    case 'sessionExpired':
      return { ...state, phase: 'reloading' };
    case 'discountApplied':
      // A reset wins over a step change in flight: its outcome no longer applies.
      return event.resetSteps ? { ...state, index: 0, phase: 'idle' } : state;
    case 'dismissError':
      return { ...state, error: null };
  }
}
