// The checkout's calls around its one reducer (checkout-state.ts): the load (POST
// /checkout/{type}[/{quote}][?product], started by the route's loader), the calendar month by month, the saves and checks of a
// forward move (step-wiring.ts) and the discount code. Everything they answer is an action.
import type { CheckoutStepKey, CheckoutType } from '@/shared/contract-types';
import { use, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLoaderData, useLocation, useNavigate, useRevalidator } from 'react-router-dom';
import { startOfMonth } from 'date-fns';
import { NO_ANSWER_STATUS } from '@/api/call';
import { useLoad } from '@/api/use-load';
import type { loader } from './checkout-loader';
import { INVALID_CODE_MESSAGE } from '@/domain/failure-texts';
import { calendarDateKey, installDayInput, parseCalendarDateKey } from '@/domain/dates';
import type { ContactDetails, ContactDetailsValues } from '@/domain/contact-details';
import { canContinueCheckout, checkoutSteps } from '@/domain/steps/checkout';
import { currentStep as currentStepOf } from '@/domain/steps/step-list';
import { paths } from '@/domain/route-manifest';
import { useErrorDialog } from '@/ui/error-dialog';
import { entriesBehind, requestedStep } from '@/ui/step-history';
import { checkoutTotals, earliestInstallDate, landlordMode, type Choices } from './checkout-model';
import { applyCheckoutDiscount, createCheckoutGateway, loadCheckoutCalendar } from './checkout-gateway';
import { checkAfterSave, saveStep, type Clock, type StepContext } from './step-wiring';
import { checkoutKey, discountStatus, useCheckoutSession } from './checkout-state';

const systemClock: Clock = () => new Date();

export function useCheckout(type: CheckoutType, quote: string | undefined, clock: Clock = systemClock) {
  const navigate = useNavigate();
  const location = useLocation();
  // The address the page opened with: a reload returns to the step it names (resumeIndex).
  const [opened] = useState(location);
  const { showApiError, showStepFailure } = useErrorDialog();
  const gateway = useMemo(createCheckoutGateway, []);
  const networkFailure = useRef(false);

  // The route loader's load (decision 880), run again whenever the session check sends the machine back to 'reloading'.
  const loaded = use(useLoaderData<typeof loader>().checkout);
  const { revalidate: reload } = useRevalidator();
  const [session, dispatch] = useCheckoutSession(checkoutKey(type, loaded?.ok ? loaded.data.quote.quote_id : null));
  const { machine, data, choices } = session;

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

  // Each answer of the load starts the machine once: step 0, or the last step for pay later or a paid
  // order; the page's first load returns to the step its address names when the steps before it are done.
  const adopted = useRef<unknown>(null);
  useEffect(() => {
    if (!loaded?.ok || adopted.current === loaded) return;
    const first = adopted.current === null;
    adopted.current = loaded;
    const answer = loaded.data;
    // A paid order opens no step (decision 860): the effect below leaves for the order page.
    if (answer.paid) return;
    const steps = checkoutSteps({ type, firstStep: answer.first_step, landlord: landlordMode(answer), hasCertifications: answer.certifications.length > 0 }).map(
      (definition) => definition.key,
    );
    dispatch({ type: 'loaded', data: answer, steps, ...(first ? { requested: requestedStep(opened, steps) } : {}) });
  }, [loaded, type, dispatch, opened]);

  useEffect(() => {
    if (machine.phase === 'reloading' && data) reload();
  }, [machine.phase, data, reload]);

  // Paid is final (decision 860): as the load says or as the card just paid, the checkout gives way to
  // the order page. From an entry deep in the flow it first goes back to the flow's first entry, so the
  // order page takes the checkout's place in the history and Back from it leaves for the page before.
  const paidQuote = data?.paid ? data.quote.quote_id : loaded?.ok && loaded.data.paid ? loaded.data.quote.quote_id : null;
  useEffect(() => {
    if (!paidQuote) return;
    const behind = entriesBehind(location);
    if (behind > 0) navigate(-behind);
    else navigate(paths.order(paidQuote), { replace: true });
  }, [paidQuote, location, navigate]);

  // Keep the step list in step with the data (a discount may change the add-on lists).
  const stepKeys = stepDefinitions.map((definition) => definition.key).join();
  useEffect(() => {
    if (stepKeys) dispatch({ type: 'stepsChanged', steps: stepKeys.split(',') as CheckoutStepKey[] });
  }, [stepKeys, dispatch]);

  useEffect(() => {
    if (!machine.error) return;
    if (networkFailure.current) showApiError(machine.error);
    else showStepFailure(machine.error);
    networkFailure.current = false;
    dispatch({ type: 'dismissError' });
  }, [machine.error, showApiError, showStepFailure, dispatch]);

  const installDay = machine.installDay;
  const totals = data && choices ? checkoutTotals(type, data, choices, landlord, installDay) : null;
  // Asked again on every render with the clock of the moment, never kept from the load.
  const earliest = data ? earliestInstallDate(data, clock()) : clock();

  const [month, setMonth] = useState<Date | null>(null);
  const shownMonth = month ?? startOfMonth(parseCalendarDateKey(installDay?.date ?? '') ?? earliest);
  const postcode = data?.quote.postcode ?? null;
  const monthKey = calendarDateKey(shownMonth);
  // Only the month, the postcode and arriving on the calendar step fetch availability.
  const onCalendar = data !== null && postcode !== null && currentStepOf(machine) === 'calendar';
  const { result: monthAnswer } = useLoad(onCalendar ? `checkout-calendar:${type}:${postcode}:${monthKey}` : null, (signal) =>
    loadCheckoutCalendar(monthKey, type, postcode ?? '', signal),
  );
  useEffect(() => {
    if (monthAnswer?.ok) dispatch({ type: 'calendarLoaded', calendar: monthAnswer.data });
    else if (monthAnswer && !monthAnswer.cancelled) showApiError(monthAnswer.message);
  }, [monthAnswer, dispatch, showApiError]);

  /** Forward: save the step being left, then check the date against the clock now, and the session (purchase §4). */
  const next = useCallback(
    async (details?: ContactDetails) => {
      const step = currentStepOf(machine);
      // Nothing of a paid order is saved again (decision 860).
      if (!data || data.paid || !choices || !step || !canContinueCheckout(machine)) return;
      const context: StepContext = {
        type,
        quoteId: data.quote.quote_id,
        productId: data.product.id,
        postcode,
        order: data.order,
        landlord,
        choices,
        installDay,
        install: installDayInput({ quoteItems: data.quote.quote_items, nextAvailableDays: data.next_available }, data.product),
        details: details ?? session.submittedDetails,
      };
      dispatch({ type: 'next', details });
      const failed = (failure: { status: number; message: string }) => {
        networkFailure.current = failure.status === NO_ANSWER_STATUS;
        dispatch({ type: 'saveFailed', message: failure.message });
      };
      const saved = await saveStep(step, context, gateway);
      if (!saved.ok) return failed(saved);
      dispatch({ type: 'saved', order: saved.data });
      const checked = await checkAfterSave({ ...context, order: saved.data }, clock, gateway);
      if (!checked.ok) return failed(checked);
      dispatch({ type: 'checked', ...checked.data });
    },
    [machine, data, choices, session.submittedDetails, type, postcode, landlord, installDay, gateway, dispatch, clock],
  );

  /**
   * GET /checkout/{type}/discount: answers the field's message when the server refused the code
   * (purchase §8 "Server message, or Invalid code"), else null. A call that never reached the server
   * says nothing about the code: the generic Error dialog reports it, once (decision 313).
   */
  const applyDiscount = useCallback(
    async (code: string): Promise<string | null> => {
      if (!data) return INVALID_CODE_MESSAGE;
      if (data.paid) return null;
      const applied = await applyCheckoutDiscount(type, code, data.product.id, currentStepOf(machine) ?? null);
      if (!applied.ok) {
        if (applied.status !== NO_ANSWER_STATUS) return applied.message;
        showApiError(applied.message);
        return null;
      }
      dispatch({ type: 'discountApplied', code, answer: applied.data });
      return null;
    },
    [data, machine, type, showApiError, dispatch],
  );

  const goToStep = useCallback((index: number) => dispatch({ type: 'goToStep', index }), [dispatch]);
  const chooseDate = useCallback((date: Date) => dispatch({ type: 'chooseDate', date: calendarDateKey(date) }), [dispatch]);
  const setChoices = useCallback((next: Choices) => dispatch({ type: 'choicesChanged', choices: next }), [dispatch]);
  const typeDetails = useCallback((values: ContactDetailsValues) => dispatch({ type: 'detailsTyped', values }), [dispatch]);
  const paid = useCallback(() => dispatch({ type: 'paid' }), [dispatch]);

  return {
    type,
    session,
    paidQuote,
    stepDefinitions,
    landlord,
    totals,
    earliest,
    calendarLoading: onCalendar && monthAnswer === null,
    month: shownMonth,
    setMonth,
    discount: discountStatus(session),
    chooseDate,
    setChoices,
    typeDetails,
    paid,
    next,
    goToStep,
    applyDiscount,
    canContinue: canContinueCheckout(machine),
  };
}
