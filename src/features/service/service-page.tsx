// /service/:quote and /service/boiler/:quote (quote §4 "Boiler service checkout"); the steps come from serviceSteps.
import type { ServiceCheckoutResponse } from '@/shared/contract-types';
import { lazy, Suspense, useState } from 'react';
import { Link, useLoaderData } from 'react-router-dom';
import { givenQuoteAddress } from '@/shared/remembered/quote-request';
import { contactDetailsValues, customerWithGivenAddress, type ContactDetails } from '@/domain/contact-details';
import { CANCELLATION_PERIOD_DAYS, earliestInstallDay } from '@/domain/dates';
import { serviceStartIndex, serviceStepReady, serviceSteps, type ServiceStepKey } from '@/domain/steps/service';
import { furthestReached } from '@/domain/steps/step-list';
import type { Charges } from '@/domain/totals';
import { BackLink, Button } from '@/ui/button';
import { ConfirmationFacts } from '@/ui/confirmation-facts';
import { ContactDetailsForm } from '@/ui/contact-details-form';
import { codeRefusal } from '@/ui/discount-code-form';
import { DateText } from '@/ui/date-text';
import { useErrorDialog } from '@/ui/error-dialog';
import { usePageTitle } from '@/ui/page-title';
import { LoadingState } from '@/ui/loading-state';
import { paths } from '@/domain/route-manifest';
import { LoadedPage } from '@/ui/reference-load';
import { useStepFlow, type StepSaveOutcome } from '@/ui/step-flow';
import { StepList } from '@/ui/step-list';
import { applyServiceDiscount, confirmFreeService, saveServiceCustomer, saveServiceDates, saveServiceUpgrades } from './service-gateway';
import type { loader } from './service-loader';
import { bookedServiceDraft, useServiceDraft } from './service-draft';
import { choicesFromOrder, landlordItemsBody, serviceOrderItemsBody, serviceTotals, visitInsideCancellationPeriod } from './service-model';
import { ServiceCharges, ServiceSummary } from './service-summary';
import { UpgradesStep } from './upgrades-step';
import './service.css';

const DateStep = lazy(() => import('./date-step'));
const PaymentStep = lazy(() => import('./payment-step'));

/** Every service route names its quote; the spec does not say what a failed load shows (decision 202): say so and offer help. */
export default function ServicePage() {
  return (
    <LoadedPage
      title="Book your boiler service"
      loadingText="Loading your boiler service"
      load={useLoaderData<typeof loader>().service}
      failed={<>We could not find this service booking. Check the link in your email, or <a href="/contact">contact us</a> and we will help you.</>}
    >
      {(data) => <ServiceFlow key={data.order.quote_id} data={data} />}
    </LoadedPage>
  );
}

function ServiceFlow({ data: loaded }: { data: ServiceCheckoutResponse }) {
  const quoteId = loaded.order.quote_id;
  // The address given in the boiler-service questionnaire: its postcode is not asked again, and the calendar asks with it (decision 540).
  const [givenAddress] = useState(() => givenQuoteAddress('boiler-service', quoteId));
  const [data, setData] = useState(loaded);
  const [draft, setDraft] = useServiceDraft(quoteId);
  const { showApiError } = useErrorDialog();
  // What the card paid (0: nothing yet), as the total stood at payment; a paid order loaded later says its own total.
  const [paidAmount, setPaidAmount] = useState(loaded.paid ? loaded.order.total : 0);

  const order = data.order;
  // The draft's choices over the order's; the step list follows them: add-ons and the day's cost can take the total to 0.
  const preferredDate = draft.preferredDate ?? order.preferred_date;
  const alternativeDate = draft.alternativeDate ?? order.alternative_date;
  const preferredDateCost = draft.preferredDate ? draft.preferredDateCost : (order.preferred_date_cost ?? 0);
  const preferredDay = preferredDate ? { date: preferredDate, cost: preferredDateCost } : null;
  const choices = draft.upgrades ?? choicesFromOrder(order);
  const totals = serviceTotals(data, choices, preferredDay, order.adjustments);
  const steps = serviceSteps({ detailsStep: data.details_step, total: totals.total });
  const keys = steps.map((step) => step.key);
  const start = serviceStartIndex(keys, { paid: loaded.paid, fittingDate: loaded.order.fitting_date });

  /** A step's save; once it succeeds the next step is reached (a booking keeps nothing typed, decision 442). */
  const reaching = (key: ServiceStepKey, save?: (details?: ContactDetails) => Promise<StepSaveOutcome>) => async (details?: ContactDetails) => {
    const outcome = save ? await save(details) : null;
    const nextKey = keys[keys.indexOf(key) + 1];
    if (outcome === null && nextKey === 'confirmation') setDraft(bookedServiceDraft);
    else if (outcome === null && nextKey) setDraft({ reachedStep: nextKey });
    return outcome;
  };

  /** The dates as the customer chose them; an answer never picks a day they did not choose. */
  const saveDates = (key: 'preferredDate' | 'alternativeDate') => async (): Promise<StepSaveOutcome> => {
    if (!serviceStepReady(key, { preferredDate, alternativeDate }) || !preferredDate) return 'stay';
    const sent = { preferred_date: preferredDate, preferred_date_cost: preferredDateCost, alternative_date: key === 'alternativeDate' ? alternativeDate : null };
    const answer = await saveServiceDates(quoteId, sent);
    if (!answer.ok) return answer;
    const saved = answer.data;
    setData((previous) => ({
      ...previous,
      order: { ...previous.order, ...saved, preferred_date: sent.preferred_date, alternative_date: sent.alternative_date, adjustments: previous.order.adjustments, adjustments_sum: previous.order.adjustments_sum },
    }));
    return null;
  };

  const saveDetails = async (details?: ContactDetails): Promise<StepSaveOutcome> => {
    if (!details) return 'stay';
    const failure = await saveServiceCustomer(quoteId, details, data.landlord);
    // Nothing to pay: confirming stands in for the payment step (decision 020).
    if (failure || keys[keys.indexOf('details') + 1] !== 'confirmation') return failure;
    const confirmed = await confirmFreeService(quoteId);
    if (!confirmed.ok) return confirmed;
    setData((previous) => ({ ...previous, order: { ...previous.order, fitting_date: confirmed.data.fitting_date } }));
    return null;
  };

  const SAVES: Partial<Record<ServiceStepKey, (details?: ContactDetails) => Promise<StepSaveOutcome>>> = {
    upgrades: async () => saveServiceUpgrades(quoteId, serviceOrderItemsBody(order.id, choices), landlordItemsBody(data, choices)),
    preferredDate: saveDates('preferredDate'),
    alternativeDate: saveDates('alternativeDate'),
    details: saveDetails,
    // Only paying moves on from the payment step.
    payment: async () => 'stay',
  };
  const flow = useStepFlow<ServiceStepKey, ContactDetails>({
    steps: steps.map((step) => ({ ...step, save: reaching(step.key, SAVES[step.key]) })),
    reach: { furthest: furthestReached(keys, draft.reachedStep, start), opening: start, finished: draft.reachedStep === 'confirmation' || keys[start] === 'confirmation' },
  });
  const stepKey = flow.step?.key ?? keys[0]!;
  const step = flow.step ?? steps[0]!;
  usePageTitle(step.title);

  const earliest = earliestInstallDay(new Date(), { combiConversion: false, productDelayDays: data.product.delay_days, nextAvailableDays: data.next_available });
  const postcode = draft.details?.customer.postcode || givenAddress?.postcode || order.customer?.postcode || order.landlord?.postcode || null;
  const ready = serviceStepReady(stepKey, { preferredDate, alternativeDate }) && !flow.saving;

  const onPaid = (charged: number) => {
    setPaidAmount(charged);
    setDraft(bookedServiceDraft);
  };

  const applyDiscount = async (code: string) =>
    codeRefusal(await applyServiceDiscount(quoteId, code), showApiError, ({ adjustments, adjustments_sum }) =>
      setData((previous) => ({ ...previous, order: { ...previous.order, adjustments, adjustments_sum } })),
    );

  const onConfirmation = stepKey === 'confirmation';
  const detailsValues = draft.details ?? contactDetailsValues({ customer: customerWithGivenAddress(order.customer, givenAddress), landlord: order.landlord, comments: order.comments });
  // The details form has its own Continue; the payment step's button is Pay.
  const showContinue = stepKey === 'upgrades' || stepKey === 'preferredDate' || stepKey === 'alternativeDate';
  const waitingForDay = showContinue && !ready && !flow.saving && stepKey !== 'upgrades';

  return (
    <div className="service">
      <h1 className="service__title">Book your boiler service</h1>
      <StepList steps={steps} current={flow.index} onSelect={onConfirmation || flow.saving ? undefined : flow.goTo} label="Service booking steps" />
      <div className="service__layout">
        <section aria-labelledby="service-step-heading" className="service__step">
          <h2 id="service-step-heading" ref={flow.headingRef} tabIndex={-1}>
            {step.title}
          </h2>
          {stepKey === 'upgrades' && <UpgradesStep data={data} choices={choices} onChange={(next) => setDraft({ upgrades: next })} />}
          <Suspense fallback={<LoadingState>Loading this step</LoadingState>}>
            {(stepKey === 'preferredDate' || stepKey === 'alternativeDate') && (
              <DateStep
                key={stepKey}
                which={stepKey === 'preferredDate' ? 'preferred' : 'alternative'}
                earliest={earliest}
                postcode={postcode}
                selected={stepKey === 'preferredDate' ? preferredDate : alternativeDate}
                excluded={stepKey === 'preferredDate' ? null : preferredDate}
                onSelect={(date, cost) =>
                  setDraft(
                    stepKey === 'preferredDate'
                      ? { preferredDate: date, preferredDateCost: cost, alternativeDate: alternativeDate === date ? null : alternativeDate }
                      : { alternativeDate: date, preferredDate, preferredDateCost },
                  )
                }
              />
            )}
            {stepKey === 'details' && (
              // The postcode only: the engineer has the address from the quote.
              <ContactDetailsForm
                defaultValues={detailsValues}
                address="postcode"
                extraSections={{ landlord: data.landlord, comments: true }}
                submitLabel="Continue"
                loading={flow.saving}
                onChange={(values) => setDraft({ details: values })}
                onSubmit={(details) => void flow.next(details)}
              />
            )}
            {stepKey === 'payment' && (
              <PaymentStep
                quoteId={quoteId}
                amount={totals.total}
                visitInsideCancellationPeriod={visitInsideCancellationPeriod([preferredDate, alternativeDate], new Date())}
                expressRequest={draft.expressRequest === true}
                onExpressRequest={(checked) => setDraft({ expressRequest: checked })}
                onPaid={onPaid}
              />
            )}
          </Suspense>
          {onConfirmation && (
            <Confirmation
              reference={quoteId}
              amountPaid={paidAmount}
              charges={paidAmount > 0 ? serviceTotals(data, choices, preferredDay, order.adjustments, paidAmount) : totals}
              preferredDate={preferredDate}
              alternativeDate={alternativeDate}
              fittingDate={order.fitting_date}
            />
          )}

          {!onConfirmation && (
            <div className="ui-step-actions">
              {waitingForDay && (
                <p id="service-continue-hint" className="ui-hint">
                  {stepKey === 'preferredDate' ? 'Choose your preferred day to continue.' : 'Choose an alternative day to continue.'}
                </p>
              )}
              {showContinue && (
                <Button
                  type="button"
                  block
                  disabled={!ready && !flow.saving}
                  loading={flow.saving}
                  loadingText="Saving"
                  aria-describedby={waitingForDay ? 'service-continue-hint' : undefined}
                  onClick={() => void flow.next()}
                >
                  Continue
                </Button>
              )}
              {flow.index > 0 && <BackLink onClick={() => flow.goTo(flow.index - 1)} />}
            </div>
          )}
        </section>
        {!onConfirmation && (
          <ServiceSummary
            totals={totals}
            alternativeDate={alternativeDate}
            onApplyDiscount={stepKey === 'payment' || stepKey === 'details' || flow.index === 0 ? applyDiscount : undefined}
          />
        )}
      </div>
    </div>
  );
}

interface ConfirmationProps {
  /** The booking reference: the quote's (decision 015). */
  reference: string;
  /** Pence taken by card; 0 when there was nothing to pay. */
  amountPaid: number;
  preferredDate: string | null;
  alternativeDate: string | null;
  fittingDate: string | null;
  /** What the booking costs, line by line, adding up to what was paid. */
  charges: Charges;
}

function Confirmation({ reference, amountPaid, preferredDate, alternativeDate, fittingDate, charges }: ConfirmationProps) {
  return (
    <div className="service__confirmation">
      <p>{amountPaid > 0 ? 'Thank you, your payment was received and your boiler service is booked.' : 'Thank you, your boiler service is booked.'}</p>
      <ConfirmationFacts referenceLabel="Booking reference" reference={reference} amountPaid={amountPaid} />
      {fittingDate ? (
        <p>
          Your engineer will visit on <DateText date={fittingDate} />.
        </p>
      ) : (
        preferredDate && (
          <p>
            We will confirm your visit by email: your preferred day is <DateText date={preferredDate} />
            {alternativeDate && (
              <>
                {' '}
                and your alternative is <DateText date={alternativeDate} />
              </>
            )}
            .
          </p>
        )
      )}
      <h3>What you booked</h3>
      <ServiceCharges totals={charges} alternativeDate={null} totalLabel={amountPaid > 0 ? 'Total paid' : 'Total'} />
      <p>
        You can cancel within {CANCELLATION_PERIOD_DAYS} days of booking. If the engineer has already started at your request, you pay for the work done.
      </p>
      <h3>Cover between services</h3>
      <p>
        Our boiler plans add repairs to your yearly service, with the excess, term and what is not covered set out on each.{' '}
        <Link to={paths.plans(reference)}>Compare boiler plans</Link>
      </p>
    </div>
  );
}
