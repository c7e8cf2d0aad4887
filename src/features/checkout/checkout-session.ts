// The checkout's one reducer: the install day, the server's answer as saves change it, the add-ons, the details,
// the code and dropped adjustments, the calendar; what a reload must keep stays in this tab's sessionStorage (decision 956).
import type { Adjustment, Calendar, CheckoutResponse, CheckoutStepKey, Order } from '@/shared/contract-types';
import type { ContactDetails, ContactDetailsValues } from '@/domain/contact-details';
import type { InstallDay } from '@/domain/steps/checkout';
import type { FittingDateCheck } from '@/domain/dates';
import { isPlainObject } from '@/domain/plain-object';
import { sessionReducer } from '@/ui/session-reducer';
import { adjustmentsMissing, BUNDLE_LIST_KEYS, choicesFromOrder, offeredChoices, withoutBundled, type BundleLists, type Choices } from './checkout-choices';

/** The code the customer applied and the adjustments it put on the order. */
export interface AppliedCode {
  readonly code: string;
  readonly adjustments: readonly Adjustment[];
}

export interface CheckoutSession {
  /** The chosen install day: the date and its cost live together, here only. */
  readonly installDay: InstallDay | null;
  /** The checkout answer of this page's load, with the order as the last save or discount answered it. */
  readonly data: CheckoutResponse | null;
  readonly choices: Choices | null;
  readonly details: ContactDetailsValues | null;
  /** The details the customer last saved, which the payment step shows. */
  readonly submittedDetails: ContactDetails | null;
  readonly appliedCode: AppliedCode | null;
  /** Adjustments a save answered without, which the summary reports while they stay off. */
  readonly droppedAdjustments: readonly Adjustment[];
  readonly calendar: Calendar;
  /** The last check refused the chosen date (it is cleared; the calendar says why). */
  readonly dateRejected: boolean;
  /** The code whose answer sent the customer back to the first step, until they continue. */
  readonly stepsResetBy: string | null;
  /** The furthest step a forward move reached in this tab: a reload may return as far as it. */
  readonly reachedStep: CheckoutStepKey | null;
  /** The customer ticked the express request to install inside the cancellation period. */
  readonly expressRequest: boolean;
}

/** What a reload keeps: what the customer chose and typed, and the code they applied. */
export type CheckoutKept = Pick<CheckoutSession, 'installDay' | 'choices' | 'details' | 'appliedCode' | 'droppedAdjustments' | 'reachedStep' | 'expressRequest'>;

export const NOTHING_KEPT: CheckoutKept = { installDay: null, choices: null, details: null, appliedCode: null, droppedAdjustments: [], reachedStep: null, expressRequest: false };

/** The discount's answer: the order, whether the steps reset, and the add-on lists the code changed. */
export type DiscountAnswer = { readonly order: Order; readonly reset_steps: boolean } & Partial<BundleLists>;

export type CheckoutAction =
  | { readonly type: 'loaded'; readonly data: CheckoutResponse }
  | { readonly type: 'chooseDate'; readonly date: string }
  | { readonly type: 'calendarLoaded'; readonly calendar: Calendar }
  | { readonly type: 'choicesChanged'; readonly choices: Choices }
  | { readonly type: 'detailsTyped'; readonly values: ContactDetailsValues }
  /** A step saved: the order as it answered, and the details when the step was Contact details. */
  | { readonly type: 'saved'; readonly order: Order | null; readonly details?: ContactDetails | undefined }
  /** The checks after a save passed (`reached`: the furthest step now reached) or sent the customer back to the calendar (`reached` null). */
  | { readonly type: 'checked'; readonly fittingDate: FittingDateCheck; readonly reached: CheckoutStepKey | null; readonly calendar: Calendar }
  | { readonly type: 'discountApplied'; readonly code: string; readonly answer: DiscountAnswer }
  | { readonly type: 'expressRequest'; readonly checked: boolean }
  /** Paid: the checkout is final (decision 860), nothing is left to resume, and the customer's details leave this tab's storage. */
  | { readonly type: 'paid' };

export function sessionFrom(kept: CheckoutKept): CheckoutSession {
  return {
    ...kept,
    data: null,
    submittedDetails: null,
    calendar: {},
    dateRejected: false,
    stepsResetBy: null,
    reachedStep: kept.reachedStep ?? null,
    // A shape kept before the tick was kept reads as not ticked.
    expressRequest: kept.expressRequest === true,
  };
}

export function keptOf({ installDay, choices, details, appliedCode, droppedAdjustments, reachedStep, expressRequest }: CheckoutSession): CheckoutKept {
  return { installDay, choices, details, appliedCode, droppedAdjustments, reachedStep, expressRequest };
}

export function checkoutSessionReducer(session: CheckoutSession, action: CheckoutAction): CheckoutSession {
  switch (action.type) {
    case 'loaded': {
      const { data } = action;
      // The order's saved day and cost, else the one chosen before a reload.
      const installDay = data.order?.fitting_date ? { date: data.order.fitting_date, cost: data.order.fitting_date_cost ?? 0 } : session.installDay;
      return { ...session, installDay, data, choices: session.choices ? offeredChoices(data, session.choices) : choicesFromOrder(data), dateRejected: false };
    }
    case 'chooseDate':
      return { ...session, installDay: { date: action.date, cost: session.calendar[action.date]?.cost ?? 0 }, dateRejected: false };
    case 'calendarLoaded':
      return { ...session, calendar: { ...session.calendar, ...action.calendar } };
    case 'choicesChanged':
      // Never a bundle and an item it includes (decision 862), however the choice was made.
      return { ...session, choices: session.data ? withoutBundled(session.data, action.choices).choices : action.choices };
    case 'detailsTyped':
      return { ...session, details: action.values };
    case 'saved': {
      if (!session.data) return session;
      const saved = { ...session, stepsResetBy: null, submittedDetails: action.details ?? session.submittedDetails };
      if (action.order === session.data.order) return saved;
      const dropped = adjustmentsMissing(session.data.order?.adjustments ?? [], action.order?.adjustments ?? []);
      return {
        ...saved,
        data: { ...session.data, order: action.order },
        droppedAdjustments: dropped.length > 0 ? [...adjustmentsMissing(session.droppedAdjustments, dropped), ...dropped] : session.droppedAdjustments,
      };
    }
    case 'checked': {
      return {
        ...session,
        // Sent back to the calendar: the date is cleared, the calendar says why.
        installDay: action.reached === null ? null : session.installDay,
        reachedStep: action.reached ?? session.reachedStep,
        calendar: { ...session.calendar, ...action.calendar },
        dateRejected: action.fittingDate === 'too-early' || action.fittingDate === 'unavailable',
      };
    }
    case 'discountApplied': {
      const { answer, code } = action;
      if (!session.data) return session;
      const added = adjustmentsMissing(answer.order.adjustments, session.data.order?.adjustments ?? []);
      const data: CheckoutResponse = { ...session.data, order: answer.order };
      for (const key of BUNDLE_LIST_KEYS) data[key] = answer[key] ?? session.data[key];
      // A reset sends the customer back to the first step: nothing after it is reached any more.
      return {
        ...session,
        data,
        appliedCode: { code, adjustments: added.length > 0 ? added : answer.order.adjustments },
        stepsResetBy: answer.reset_steps ? code : session.stepsResetBy,
        reachedStep: answer.reset_steps ? null : session.reachedStep,
      };
    }
    case 'expressRequest':
      return { ...session, expressRequest: action.checked };
    case 'paid':
      return { ...session, ...NOTHING_KEPT, data: session.data ? { ...session.data, paid: true } : null };
  }
}

/** From the server's order (purchase §4): the code while the order carries its adjustments, and those a save dropped, with their code. */
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

/** A stored value of this shape (an older one, or one edited by hand, reads as nothing kept). */
export function isCheckoutKept(value: unknown): value is CheckoutKept {
  if (!isPlainObject(value)) return false;
  const day = value.installDay;
  const validDay = day === null || (isPlainObject(day) && typeof day.date === 'string' && typeof day.cost === 'number');
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

/** The type and the quote the server answered; before the load answers, the type alone (read empty, never written). */
export function checkoutKey(type: string, quoteId: string | null): string {
  return `${type}:${quoteId ?? ''}`;
}
