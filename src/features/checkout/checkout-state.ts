// The checkout's state in one reducer: the step machine of src/domain/steps/checkout (which owns the
// install day, its date and cost), the server's checkout answer as saves and discounts change it, the
// add-ons chosen, the contact details typed and submitted, the code applied and the adjustments a
// save dropped, and the calendar months fetched. What the customer chose and typed is kept in this
// tab's sessionStorage per quote through src/shared/state.ts (decision 780): a reload loses none of it.
import type { Adjustment, Calendar, CheckoutResponse, CheckoutStepKey, Order } from '@/shared/contract-types';
import type { ContactDetails, ContactDetailsValues } from '@/domain/contact-details';
import { checkoutReducer, initialCheckoutState, type CheckoutEvent, type CheckoutState, type InstallDay } from '@/domain/steps/checkout';
import type { FittingDateCheck } from '@/domain/dates';
import { sessionReducer } from '@/ui/session-reducer';
import { adjustmentsMissing, choicesFromOrder, offeredChoices, withoutBundled, type Choices } from './checkout-model';

/** The code the customer applied and the adjustments it put on the order. */
export interface AppliedCode {
  readonly code: string;
  readonly adjustments: readonly Adjustment[];
}

export interface CheckoutSession {
  readonly machine: CheckoutState;
  /** The checkout answer of this page's load, with the order as the last save or discount answered it. */
  readonly data: CheckoutResponse | null;
  readonly choices: Choices | null;
  /** The contact details form as typed. */
  readonly details: ContactDetailsValues | null;
  /** The details the customer last submitted, which the steps after it save. */
  readonly submittedDetails: ContactDetails | null;
  readonly appliedCode: AppliedCode | null;
  /** Adjustments a save answered without, which the summary reports while they stay off. */
  readonly droppedAdjustments: readonly Adjustment[];
  /** The availability fetched so far, month by month. */
  readonly calendar: Calendar;
  /** The last check refused the chosen date (it is cleared; the calendar says why). */
  readonly dateRejected: boolean;
  /** The code whose answer sent the customer back to the first step, until they continue. */
  readonly stepsResetBy: string | null;
  /** The furthest step a forward move reached in this tab: a reload may return as far as it. */
  readonly reachedStep: CheckoutStepKey | null;
}

/** What a reload keeps: what the customer chose and typed, and the code they applied. */
export interface CheckoutKept {
  readonly installDay: InstallDay | null;
  readonly choices: Choices | null;
  readonly details: ContactDetailsValues | null;
  readonly appliedCode: AppliedCode | null;
  readonly droppedAdjustments: readonly Adjustment[];
  readonly reachedStep: CheckoutStepKey | null;
}

export const NOTHING_KEPT: CheckoutKept = { installDay: null, choices: null, details: null, appliedCode: null, droppedAdjustments: [], reachedStep: null };

export interface DiscountAnswer {
  readonly order: Order;
  readonly reset_steps: boolean;
  readonly bundles?: CheckoutResponse['bundles'] | undefined;
  readonly controls?: CheckoutResponse['controls'] | undefined;
  readonly filters?: CheckoutResponse['filters'] | undefined;
  readonly radiator_valves?: CheckoutResponse['radiator_valves'] | undefined;
  readonly system_flushes?: CheckoutResponse['system_flushes'] | undefined;
}

export type CheckoutAction =
  /** `requested`: on the page's first load, the step the address names (a reload returns to it). */
  | { readonly type: 'loaded'; readonly data: CheckoutResponse; readonly steps: readonly CheckoutStepKey[]; readonly requested?: CheckoutStepKey | null }
  | { readonly type: 'stepsChanged'; readonly steps: readonly CheckoutStepKey[] }
  | { readonly type: 'chooseDate'; readonly date: string }
  | { readonly type: 'calendarLoaded'; readonly calendar: Calendar }
  | { readonly type: 'choicesChanged'; readonly choices: Choices }
  | { readonly type: 'detailsTyped'; readonly values: ContactDetailsValues }
  | { readonly type: 'next'; readonly details?: ContactDetails | undefined }
  | { readonly type: 'saved'; readonly order: Order | null }
  | { readonly type: 'saveFailed'; readonly message: string }
  | { readonly type: 'checked'; readonly fittingDate: FittingDateCheck; readonly sessionValid: boolean; readonly calendar: Calendar }
  | { readonly type: 'goToStep'; readonly index: number }
  | { readonly type: 'discountApplied'; readonly code: string; readonly answer: DiscountAnswer }
  | { readonly type: 'dismissError' }
  /** Paid: the checkout is final (decision 860), nothing is left to resume, and the customer's details leave this tab's storage. */
  | { readonly type: 'paid' };

export function sessionFrom(kept: CheckoutKept): CheckoutSession {
  return {
    machine: { ...initialCheckoutState(), installDay: kept.installDay },
    data: null,
    choices: kept.choices,
    details: kept.details,
    submittedDetails: null,
    appliedCode: kept.appliedCode,
    droppedAdjustments: kept.droppedAdjustments,
    calendar: {},
    dateRejected: false,
    stepsResetBy: null,
    reachedStep: kept.reachedStep ?? null,
  };
}

export function keptOf(session: CheckoutSession): CheckoutKept {
  const { choices, details, appliedCode, droppedAdjustments, reachedStep } = session;
  return { installDay: session.machine.installDay, choices, details, appliedCode, droppedAdjustments, reachedStep };
}

const step = (session: CheckoutSession, event: CheckoutEvent): CheckoutSession => {
  const machine = checkoutReducer(session.machine, event);
  return machine === session.machine ? session : { ...session, machine };
};

/** The install day a load starts from: the order's saved day and cost, else the one chosen before a reload. */
function loadedInstallDay(data: CheckoutResponse, kept: InstallDay | null): InstallDay | null {
  const order = data.order;
  if (order?.fitting_date) return { date: order.fitting_date, cost: order.fitting_date_cost ?? 0 };
  return kept;
}

export function checkoutSessionReducer(session: CheckoutSession, action: CheckoutAction): CheckoutSession {
  switch (action.type) {
    case 'loaded': {
      const { data } = action;
      const loaded = step(session, {
        type: 'loaded',
        steps: action.steps,
        installDay: loadedInstallDay(data, session.machine.installDay),
        payLater: data.pay_later || data.paid,
        ...(action.requested === undefined ? {} : { resume: { requested: action.requested, reached: session.reachedStep } }),
      });
      return { ...loaded, data, choices: session.choices ? offeredChoices(data, session.choices) : choicesFromOrder(data), dateRejected: false };
    }
    case 'stepsChanged':
      return session.machine.phase === 'idle' && action.steps.join() !== session.machine.steps.join() ? step(session, action) : session;
    case 'chooseDate': {
      const chosen = step(session, { type: 'chooseDate', day: { date: action.date, cost: session.calendar[action.date]?.cost ?? 0 } });
      return chosen === session ? session : { ...chosen, dateRejected: false };
    }
    case 'calendarLoaded':
      return { ...session, calendar: { ...session.calendar, ...action.calendar } };
    case 'choicesChanged':
      // Never a bundle and an item it includes (decision 862), however the choice was made.
      return { ...session, choices: session.data ? withoutBundled(session.data, action.choices).choices : action.choices };
    case 'detailsTyped':
      return { ...session, details: action.values };
    case 'next': {
      const started = step(session, { type: 'next' });
      const moved = started !== session && action.details ? { ...started, submittedDetails: action.details } : started;
      return moved.stepsResetBy === null ? moved : { ...moved, stepsResetBy: null };
    }
    case 'saved': {
      if (session.machine.phase !== 'saving' || !session.data) return session;
      const saved = step(session, { type: 'saved' });
      if (action.order === session.data.order) return saved;
      const dropped = adjustmentsMissing(session.data.order?.adjustments ?? [], action.order?.adjustments ?? []);
      return {
        ...saved,
        data: { ...session.data, order: action.order },
        droppedAdjustments: dropped.length > 0 ? [...adjustmentsMissing(session.droppedAdjustments, dropped), ...dropped] : session.droppedAdjustments,
      };
    }
    case 'saveFailed':
      return step(session, action);
    case 'checked': {
      if (session.machine.phase !== 'checking') return session;
      const checked = step(session, { type: 'checked', fittingDate: action.fittingDate, sessionValid: action.sessionValid });
      const { steps, index } = checked.machine;
      const furthest = session.reachedStep === null ? 0 : steps.indexOf(session.reachedStep);
      return {
        ...checked,
        reachedStep: index > furthest ? (steps[index] ?? null) : session.reachedStep,
        calendar: { ...session.calendar, ...action.calendar },
        dateRejected: action.fittingDate === 'too-early' || action.fittingDate === 'unavailable',
      };
    }
    case 'goToStep':
      return step(session, action);
    case 'discountApplied': {
      const { answer, code } = action;
      if (!session.data) return session;
      const added = adjustmentsMissing(answer.order.adjustments, session.data.order?.adjustments ?? []);
      const previous = session.data;
      const data: CheckoutResponse = {
        ...previous,
        order: answer.order,
        bundles: answer.bundles ?? previous.bundles,
        controls: answer.controls ?? previous.controls,
        filters: answer.filters ?? previous.filters,
        radiator_valves: answer.radiator_valves ?? previous.radiator_valves,
        system_flushes: answer.system_flushes ?? previous.system_flushes,
      };
      const applied = step({ ...session, data }, { type: 'discountApplied', resetSteps: answer.reset_steps });
      return {
        ...applied,
        appliedCode: { code, adjustments: added.length > 0 ? added : answer.order.adjustments },
        stepsResetBy: answer.reset_steps ? code : session.stepsResetBy,
        reachedStep: answer.reset_steps ? null : session.reachedStep,
      };
    }
    case 'dismissError':
      return step(session, action);
    case 'paid':
      return { ...session, ...NOTHING_KEPT, data: session.data ? { ...session.data, paid: true } : null, machine: { ...session.machine, installDay: null } };
  }
}

/**
 * What the summary says about codes, from the server's order (purchase §4: the order is the truth).
 * `applied` while the order still carries the applied code's adjustments; `removed`, the adjustments
 * a step's save dropped that are still off the order, with the code that had added them (if one did).
 */
export interface DiscountStatus {
  readonly applied: string | null;
  readonly removed: readonly { readonly adjustment: Adjustment; readonly code: string | null }[];
}

export function discountStatus({ data, appliedCode, droppedAdjustments }: CheckoutSession): DiscountStatus {
  const onOrder = data?.order?.adjustments ?? [];
  const codeOnOrder = appliedCode !== null && adjustmentsMissing(appliedCode.adjustments, onOrder).length === 0;
  const removed = adjustmentsMissing(droppedAdjustments, onOrder).map((adjustment) => ({
    adjustment,
    code: appliedCode && adjustmentsMissing([adjustment], appliedCode.adjustments).length === 0 ? appliedCode.code : null,
  }));
  return { applied: codeOnOrder ? appliedCode.code : null, removed };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A stored value of this shape (an older one, or one edited by hand, reads as nothing kept). */
export function isCheckoutKept(value: unknown): value is CheckoutKept {
  if (!isObject(value)) return false;
  const day = value.installDay;
  const validDay = day === null || (isObject(day) && typeof day.date === 'string' && typeof day.cost === 'number');
  const validStep = value.reachedStep === undefined || value.reachedStep === null || typeof value.reachedStep === 'string';
  return validDay && validStep && 'choices' in value && 'details' in value && 'appliedCode' in value && Array.isArray(value.droppedAdjustments);
}

/** The checkout of one quote, keyed `${type}:${quote reference}` (checkoutKey). */
export const useCheckoutSession = sessionReducer<CheckoutSession, CheckoutKept, CheckoutAction>('checkout-draft', {
  initial: sessionFrom,
  keep: keptOf,
  emptyKept: NOTHING_KEPT,
  isValid: isCheckoutKept,
  reduce: checkoutSessionReducer,
});

/**
 * The key: the type and the quote reference the server answered. Before the load answers there is
 * no quote yet: the key then names the type alone, which is read (empty) but never written.
 */
export function checkoutKey(type: string, quoteId: string | null): string {
  return `${type}:${quoteId ?? ''}`;
}
