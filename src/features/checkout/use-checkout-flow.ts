// The checkout's flow around its one reducer: the loader's load, the calendar, the saves and checks of a forward move
// (step-saves.ts), the discount code, and the steps' table for src/ui/step-flow.ts.
import type { CheckoutStepKey, CheckoutType } from '@/shared/contract-types';
import { use, useCallback, useEffect, useMemo, useState } from 'react';
import { useLoaderData, useNavigate, useRevalidator } from 'react-router-dom';
import { startOfMonth } from 'date-fns';
import { useLoad } from '@/api/use-load';
import type { loader } from './checkout-loader';
import { INVALID_CODE_MESSAGE } from '@/domain/failure-texts';
import { calendarDateKey, installDayInput, parseCalendarDateKey } from '@/domain/dates';
import type { ContactDetails, ContactDetailsValues } from '@/domain/contact-details';
import { afterChecks, checkoutReach, checkoutStepReady, checkoutSteps } from '@/domain/steps/checkout';
import { paths } from '@/domain/route-manifest';
import { codeRefusal } from '@/ui/discount-code-form';
import { useErrorDialog } from '@/ui/error-dialog';
import { useStepFlow, type StepSaveOutcome } from '@/ui/step-flow';
import { checkoutTotals, earliestInstallDate, landlordMode, type Choices } from './checkout-choices';
import { applyCheckoutDiscount, createCheckoutGateway, loadCheckoutCalendar } from './checkout-gateway';
import { checkAfterSave, saveStep, type Clock, type StepContext } from './step-saves';
import { checkoutKey, discountStatus, useCheckoutSession } from './checkout-session';

const systemClock: Clock = () => new Date();

export function useCheckout(type: CheckoutType, quote: string | undefined, clock: Clock = systemClock) {
  const navigate = useNavigate();
  const { showApiError } = useErrorDialog();
  const gateway = useMemo(createCheckoutGateway, []);

  // The route loader's load (decision 963), run again when the session check fails (purchase §4 "the checkout is reloaded").
  const loaded = use(useLoaderData<typeof loader>().checkout);
  const { revalidate: reload } = useRevalidator();
  const [session, dispatch] = useCheckoutSession(checkoutKey(type, loaded?.ok ? loaded.data.quote.quote_id : null));
  const { data, choices, installDay } = session;

  useEffect(() => {
    // purchase §8 "Redirect to /quote/{type}/results", with the quote reference so the customer sees their own prices.
    if (loaded?.ok === false) navigate(paths.results(type, quote), { replace: true });
  }, [loaded, navigate, type, quote]);

  useEffect(() => {
    if (loaded?.ok) dispatch({ type: 'loaded', data: loaded.data });
  }, [loaded, dispatch]);

  const landlord = data ? landlordMode(data) : false;
  const stepDefinitions = useMemo(
    () => (data ? checkoutSteps({ type, firstStep: data.first_step, landlord, hasCertifications: data.certifications.length > 0 }) : []),
    [data, type, landlord],
  );
  const keys = stepDefinitions.map((definition) => definition.key);

  // Forward (purchase §4): the step's saves, then the date and session checks; a paid order is never saved again (decision 860).
  const save = async (step: CheckoutStepKey, details?: ContactDetails): Promise<StepSaveOutcome> => {
    if (!data || data.paid || !choices || !checkoutStepReady(step, installDay) || (step === 'details' && !details)) return 'stay';
    const context: StepContext = {
      type,
      quoteId: data.quote.quote_id,
      productId: data.product.id,
      postcode: data.quote.postcode,
      order: data.order,
      landlord,
      choices,
      installDay,
      install: installDayInput({ quoteItems: data.quote.quote_items, nextAvailableDays: data.next_available }, data.product),
      details: details ?? null,
    };
    const saved = await saveStep(step, context, gateway);
    if (!saved.ok) return saved;
    dispatch({ type: 'saved', order: saved.data, details });
    const checked = await checkAfterSave({ ...context, order: saved.data }, clock, gateway);
    if (!checked.ok) return checked;
    const from = keys.indexOf(step);
    const outcome = afterChecks(keys, from, checked.data);
    if (outcome === 'reload') {
      reload();
      return 'stay';
    }
    const furthest = Math.max(from + 1, session.reachedStep === null ? 0 : keys.indexOf(session.reachedStep));
    dispatch({ type: 'checked', fittingDate: checked.data.fittingDate, calendar: checked.data.calendar, reached: outcome === 'next' ? (keys[furthest] ?? null) : null });
    return outcome === 'next' ? null : 'stay';
  };

  // Paid is final (decision 860): as the load says or as the card just paid, the checkout gives way to the order page.
  const paid = data?.paid === true || (loaded?.ok === true && loaded.data.paid);
  const reach = checkoutReach(keys, { reached: session.reachedStep, installDay, payLater: data?.pay_later === true && session.stepsResetBy === null });
  const flow = useStepFlow<CheckoutStepKey, ContactDetails>({
    steps: stepDefinitions.map((definition) => (definition.key === 'payment' ? definition : { ...definition, save: (details?: ContactDetails) => save(definition.key, details) })),
    reach: { ...reach, finished: paid },
    ...(data ? { finishedAt: paths.order(data.quote.quote_id) } : {}),
  });
  const step = flow.step?.key;

  // Asked again on every render with the clock of the moment, never kept from the load.
  const earliest = data ? earliestInstallDate(data, clock()) : clock();
  const totals = data && choices ? checkoutTotals(type, data, choices, landlord, installDay) : null;

  const [month, setMonth] = useState<Date | null>(null);
  const shownMonth = month ?? startOfMonth(parseCalendarDateKey(installDay?.date ?? '') ?? earliest);
  const postcode = data?.quote.postcode ?? null;
  const monthKey = calendarDateKey(shownMonth);
  // Only the month, the postcode and arriving on the calendar step fetch availability.
  const onCalendar = data !== null && postcode !== null && step === 'calendar';
  const monthAnswer = useLoad(onCalendar ? `checkout-calendar:${type}:${postcode}:${monthKey}` : null, (signal) =>
    loadCheckoutCalendar(monthKey, type, postcode ?? '', signal),
  );
  useEffect(() => {
    if (monthAnswer?.ok) dispatch({ type: 'calendarLoaded', calendar: monthAnswer.data });
    else if (monthAnswer && !monthAnswer.cancelled) showApiError(monthAnswer.message);
  }, [monthAnswer, dispatch, showApiError]);

  // GET /checkout/{type}/discount: a refused code's message (purchase §8), else null.
  const applyDiscount = useCallback(
    async (code: string): Promise<string | null> => {
      if (!data) return INVALID_CODE_MESSAGE;
      if (data.paid) return null;
      const applied = await applyCheckoutDiscount(type, code, data.product.id, step ?? null);
      return codeRefusal(applied, showApiError, (answer) => dispatch({ type: 'discountApplied', code, answer }));
    },
    [data, step, type, showApiError, dispatch],
  );

  const chooseDate = useCallback((date: Date) => dispatch({ type: 'chooseDate', date: calendarDateKey(date) }), [dispatch]);
  const setChoices = useCallback((next: Choices) => dispatch({ type: 'choicesChanged', choices: next }), [dispatch]);
  const typeDetails = useCallback((values: ContactDetailsValues) => dispatch({ type: 'detailsTyped', values }), [dispatch]);
  const markPaid = useCallback(() => dispatch({ type: 'paid' }), [dispatch]);
  const setExpressRequest = useCallback((checked: boolean) => dispatch({ type: 'expressRequest', checked }), [dispatch]);

  return {
    session,
    flow,
    finished: paid,
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
    paid: markPaid,
    setExpressRequest,
    applyDiscount,
    canContinue: checkoutStepReady(step, installDay) && !flow.saving,
  };
}
