// The checkout's state: the load (POST /checkout/{type}[/{quote}][?product]), the step machine of
// src/domain/steps/checkout driven by the wiring in step-wiring.ts, the customer's choices kept as
// a draft per quote (a reload loses nothing typed or chosen), the calendar months and the discount.
import type { Adjustment, Calendar, CheckoutResponse, CheckoutStepKey, CheckoutType } from '@/api/contract-types';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { startOfMonth } from 'date-fns';
import { NO_ANSWER_STATUS, type ApiResult } from '@/api/call';
import { useLoad } from '@/api/use-load';
import { INVALID_CODE_MESSAGE } from '@/domain/failure-texts';
import { calendarDateKey, parseCalendarDateKey } from '@/domain/dates';
import type { ContactDetails, ContactDetailsValues } from '@/domain/contact-details';
import {
  canContinueCheckout,
  checkoutReducer,
  checkoutSteps,
  initialCheckoutState,
} from '@/domain/steps/checkout';
import { currentStep as currentStepOf } from '@/domain/steps/step-list';
import { paths } from '@/domain/route-manifest';
import { useErrorDialog } from '@/ui/error-dialog';
import {
  adjustmentsMissing,
  checkoutTotals,
  choicesFromOrder,
  earliestInstallDate,
  landlordMode,
  offeredChoices,
  type Choices,
  type InstallDay,
} from './checkout-model';
import { applyCheckoutDiscount, createCheckoutGateway, loadCheckout, loadCheckoutCalendar } from './checkout-gateway';
import { checkAfterSave, saveStep, type StepContext } from './step-wiring';
import { checkoutDraftKey, EMPTY_DRAFT, useCheckoutDraft } from './checkout-draft';

export const DATE_NO_LONGER_AVAILABLE = 'The date you chose is no longer available. Please choose another date.';

/** The code the customer applied and the adjustments it put on the order. */
interface AppliedCode {
  readonly code: string;
  readonly adjustments: readonly Adjustment[];
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

export function useCheckout(type: CheckoutType, quote: string | undefined, product: number | undefined) {
  const navigate = useNavigate();
  const { showApiError, showStepFailure } = useErrorDialog();
  const gateway = useMemo(createCheckoutGateway, []);
  const [state, dispatch] = useReducer(checkoutReducer, undefined, initialCheckoutState);
  const [data, setData] = useState<CheckoutResponse | null>(null);
  const [calendar, setCalendar] = useState<Calendar>({});
  const [dateRejected, setDateRejected] = useState(false);
  const [submittedDetails, setSubmittedDetails] = useState<ContactDetails | null>(null);
  const [appliedCode, setAppliedCode] = useState<AppliedCode | null>(null);
  // The code whose answer sent the customer back to the first step (reset_steps), until they move on.
  const [stepsResetBy, setStepsResetBy] = useState<string | null>(null);
  const [droppedAdjustments, setDroppedAdjustments] = useState<readonly Adjustment[]>([]);
  const networkFailure = useRef(false);
  const [draft, setDraft] = useCheckoutDraft(checkoutDraftKey(type, data?.quote.quote_id ?? null));

  // Load, and load again whenever the session check sends the machine back to 'reloading'.
  const { result: loaded, reload } = useLoad(`checkout:${type}:${quote ?? ''}:${product ?? ''}`, (signal) => loadCheckout(type, quote, product, signal));
  // Each answer becomes the checkout's data once; saves and discounts then change the order in it.
  const [adopted, setAdopted] = useState<ApiResult<CheckoutResponse> | null>(null);
  if (loaded !== adopted) {
    setAdopted(loaded);
    if (loaded?.ok) setData(loaded.data);
  }
  useEffect(() => {
    // purchase §8 "Checkout or enquiry load failure: Redirect to /quote/{type}/results", with the
    // quote reference when the address has one, so the customer lands on their own prices.
    if (loaded?.ok === false) navigate(paths.results(type, quote), { replace: true });
  }, [loaded, navigate, type, quote]);

  const landlord = data ? landlordMode(data) : false;
  const stepDefinitions = useMemo(
    () => (data ? checkoutSteps({ type, firstStep: data.first_step, landlord, hasCertifications: data.certifications.length > 0 }) : []),
    [data, type, landlord],
  );

  // A new load starts the machine: step 0, or the last step for pay later or a paid order.
  const loadedData = useRef<CheckoutResponse | null>(null);
  useEffect(() => {
    if (!data || loadedData.current === data || state.phase !== 'reloading') return;
    loadedData.current = data;
    dispatch({
      type: 'loaded',
      steps: stepDefinitions.map((step) => step.key),
      fittingDate: data.order?.fitting_date ?? draft.fittingDate,
      payLater: data.pay_later || data.paid,
    });
  }, [data, stepDefinitions, state.phase, draft.fittingDate]);

  useEffect(() => {
    if (state.phase === 'reloading' && loadedData.current) reload();
  }, [state.phase, reload]);

  // Keep the step list in step with the data (a discount may change the add-on lists).
  const stepKeys = stepDefinitions.map((step) => step.key).join();
  useEffect(() => {
    if (state.phase === 'idle' && stepKeys && stepKeys !== state.steps.join()) {
      dispatch({ type: 'stepsChanged', steps: stepKeys.split(',') as CheckoutStepKey[] });
    }
  }, [stepKeys, state.phase, state.steps]);

  useEffect(() => {
    if (!state.error) return;
    if (networkFailure.current) showApiError(state.error);
    else showStepFailure(state.error);
    networkFailure.current = false;
    dispatch({ type: 'dismissError' });
  }, [state.error, showApiError, showStepFailure]);

  // The draft follows the machine's date (an invalid date is cleared there).
  useEffect(() => {
    if (data && state.phase === 'idle' && draft.fittingDate !== state.fittingDate) setDraft((previous) => ({ ...previous, fittingDate: state.fittingDate }));
  }, [data, state.phase, state.fittingDate, draft.fittingDate, setDraft]);

  const choices = useMemo(() => (data ? (draft.choices ? offeredChoices(data, draft.choices) : choicesFromOrder(data)) : null), [data, draft.choices]);
  const setChoices = useCallback((next: Choices) => setDraft((previous) => ({ ...previous, choices: next })), [setDraft]);
  const setDetailsDraft = useCallback((values: ContactDetailsValues) => setDraft((previous) => ({ ...previous, details: values })), [setDraft]);
  /** After payment nothing is left to resume: the customer's details leave this tab's storage. */
  const clearDraft = useCallback(() => setDraft(EMPTY_DRAFT), [setDraft]);

  const installDay: InstallDay | null = useMemo(() => {
    if (!state.fittingDate) return null;
    const known = calendar[state.fittingDate]?.cost;
    const saved = data?.order?.fitting_date === state.fittingDate ? data.order.fitting_date_cost : undefined;
    return { date: state.fittingDate, cost: known ?? saved ?? 0 };
  }, [state.fittingDate, calendar, data]);

  const earliest = useMemo(() => (data ? earliestInstallDate(data, new Date()) : new Date()), [data]);

  const discount: DiscountStatus = useMemo(() => {
    const onOrder = data?.order?.adjustments ?? [];
    const codeOnOrder = appliedCode !== null && adjustmentsMissing(appliedCode.adjustments, onOrder).length === 0;
    const removed = adjustmentsMissing(droppedAdjustments, onOrder).map((adjustment) => ({
      adjustment,
      code: appliedCode && adjustmentsMissing([adjustment], appliedCode.adjustments).length === 0 ? appliedCode.code : null,
    }));
    return { applied: codeOnOrder ? appliedCode.code : null, removed };
  }, [data, appliedCode, droppedAdjustments]);
  const totals = data && choices ? checkoutTotals(data, choices, landlord, installDay) : null;

  const chooseDate = useCallback((date: Date) => {
    setDateRejected(false);
    dispatch({ type: 'chooseDate', date: calendarDateKey(date) });
  }, []);

  const [month, setMonth] = useState<Date | null>(null);
  const shownMonth = month ?? startOfMonth(parseCalendarDateKey(state.fittingDate ?? '') ?? earliest);
  const postcode = data?.quote.postcode ?? null;
  const monthKey = calendarDateKey(shownMonth);
  // Only the month, the postcode and arriving on the calendar step fetch availability.
  const onCalendar = data !== null && postcode !== null && currentStepOf(state) === 'calendar';
  const { result: monthAnswer } = useLoad(onCalendar ? `checkout-calendar:${type}:${postcode}:${monthKey}` : null, (signal) =>
    loadCheckoutCalendar(monthKey, type, postcode ?? '', signal),
  );
  const calendarLoading = onCalendar && monthAnswer === null;
  const [mergedMonth, setMergedMonth] = useState<typeof monthAnswer>(null);
  if (monthAnswer !== mergedMonth) {
    setMergedMonth(monthAnswer);
    if (monthAnswer?.ok) setCalendar((previous) => ({ ...previous, ...monthAnswer.data }));
  }
  useEffect(() => {
    if (monthAnswer?.ok === false && !monthAnswer.cancelled) showApiError(monthAnswer.message);
  }, [monthAnswer, showApiError]);

  /** Forward: save the step being left, then check the date and the session (purchase §4). */
  const next = useCallback(
    async (details?: ContactDetails) => {
      const step = currentStepOf(state);
      if (!data || !choices || !step || !canContinueCheckout(state)) return;
      const submitted = details ?? submittedDetails;
      if (details) setSubmittedDetails(details);
      const context: StepContext = {
        type,
        quoteId: data.quote.quote_id,
        productId: data.product.id,
        postcode,
        order: data.order,
        landlord,
        choices,
        installDay,
        details: submitted,
      };
      dispatch({ type: 'next' });
      setStepsResetBy(null);
      const failed = (failure: { status: number; message: string }) => {
        networkFailure.current = failure.status === NO_ANSWER_STATUS;
        dispatch({ type: 'saveFailed', message: failure.message });
      };
      const saved = await saveStep(step, context, gateway);
      if (!saved.ok) return failed(saved);
      const order = saved.data;
      if (order !== data.order) {
        const dropped = adjustmentsMissing(data.order?.adjustments ?? [], order?.adjustments ?? []);
        if (dropped.length > 0) setDroppedAdjustments((previous) => [...adjustmentsMissing(previous, dropped), ...dropped]);
        setData((previous) => (previous ? { ...previous, order } : previous));
      }
      dispatch({ type: 'saved' });
      const checked = await checkAfterSave({ ...context, order }, earliest, gateway);
      if (!checked.ok) return failed(checked);
      const check = checked.data;
      setCalendar((previous) => ({ ...previous, ...check.calendar }));
      setDateRejected(check.fittingDate === 'too-early' || check.fittingDate === 'unavailable');
      dispatch({ type: 'checked', fittingDate: check.fittingDate, sessionValid: check.sessionValid });
    },
    [state, data, choices, submittedDetails, type, postcode, landlord, installDay, gateway, earliest],
  );

  const back = useCallback(() => dispatch({ type: 'back' }), []);
  const goTo = useCallback((index: number) => dispatch({ type: 'goTo', index }), []);

  /**
   * GET /checkout/{type}/discount: answers the field's message when the server refused the code
   * (purchase §8 "Server message, or Invalid code"), else null. A call that never reached the server
   * says nothing about the code: the generic Error dialog reports it, once (decision 313).
   */
  const applyDiscount = useCallback(
    async (code: string): Promise<string | null> => {
      if (!data) return INVALID_CODE_MESSAGE;
      const applied = await applyCheckoutDiscount(type, code, data.product.id, currentStepOf(state) ?? null);
      if (!applied.ok) {
        if (applied.status !== NO_ANSWER_STATUS) return applied.message;
        showApiError(applied.message);
        return null;
      }
      const answer = applied.data;
      const answered = answer.order.adjustments;
      const added = adjustmentsMissing(answered, data.order?.adjustments ?? []);
      setAppliedCode({ code, adjustments: added.length > 0 ? added : answered });
      setData((previous) =>
        previous
          ? {
              ...previous,
              order: answer.order,
              bundles: answer.bundles ?? previous.bundles,
              controls: answer.controls ?? previous.controls,
              filters: answer.filters ?? previous.filters,
              radiator_valves: answer.radiator_valves ?? previous.radiator_valves,
              system_flushes: answer.system_flushes ?? previous.system_flushes,
            }
          : previous,
      );
      if (answer.reset_steps) setStepsResetBy(code);
      dispatch({ type: 'discountApplied', resetSteps: answer.reset_steps });
      return null;
    },
    [data, state, type, showApiError],
  );

  return {
    type,
    state,
    data,
    stepDefinitions,
    landlord,
    choices,
    setChoices,
    draftDetails: draft.details,
    setDetailsDraft,
    clearDraft,
    submittedDetails,
    totals,
    installDay,
    earliest,
    calendar,
    calendarLoading,
    month: shownMonth,
    setMonth,
    dateRejected,
    chooseDate,
    next,
    back,
    goTo,
    applyDiscount,
    discount,
    stepsResetBy,
    canContinue: canContinueCheckout(state),
  };
}

export type CheckoutController = ReturnType<typeof useCheckout>;
