// /enquire/{type}[/:quote][?product=id] (purchase §2 "Enquiry steps", §4 "Enquiry").
// The step machine is the domain's linear one: forward saves the step being left, back is free.
import type { CheckoutResponse, TariffUpdate } from '@/shared/contract-types';
import { Suspense, use, useEffect, useRef, useState } from 'react';
import { Navigate, useLoaderData, useParams } from 'react-router-dom';
import { trackEnquiryStart } from '@/api/analytics';
import { givenQuoteAddress } from '@/api/quote-request';
import { NO_ANSWER_STATUS, type ApiFailure, type ApiResult } from '@/api/call';
import { contactDetailsValues, customerWithGivenAddress, customerWithGivenEmail, type ContactDetails, type ContactDetailsValues } from '@/domain/contact-details';
import { currentStep } from '@/domain/steps/step-list';
import type { ContactDetailsField } from '@/ui/contact-details-form';
import { useErrorDialog } from '@/ui/error-dialog';
import { Money } from '@/ui/money';
import { usePageTitle } from '@/ui/page-title';
import { priceTexts, quotedPrice } from '@/ui/product-facts';
import { PROFILES } from '@/domain/product-profiles';
import { LoadingState } from '@/ui/progress';
import { givenQuoteEmail } from '@/shared/state';
import { StepList } from '@/ui/step-list';
import { useStepFocus } from '@/ui/step-focus';
import { useStepHistory } from '@/ui/step-history';
import { paths } from '@/domain/route-manifest';
import { isOneOf, PRODUCT_TYPES, type ProductType } from '@/domain/product-types';
import { saveUpgrades, submitEnquiry } from './enquiry-gateway';
import type { loader } from './enquiry-loader';
import { EnquiryConfirmation } from './enquiry-confirmation';
import { sentEnquiryDraft, useEnquirySession, type EnquiryDraft } from './enquiry-draft';
import {
  EMPTY_TARIFF,
  isProposal,
  openingIndex,
  stepsFor,
  tariffToSend,
  upgradeChoicesFromOrder,
  upgradeOrderItems,
  type UpgradeChoices,
} from './enquiry-model';
import { EnquiryDetailsStep } from './enquiry-details-step';
import { UpgradesStep } from './upgrades-step';
import './enquiry.css';

export default function EnquiryPage() {
  const loading = (
    <div className="ui-main--narrow">
      <PageTitle title="Your enquiry" />
      <h1>Your enquiry</h1>
      <LoadingState>Loading your enquiry</LoadingState>
    </div>
  );
  return (
    <Suspense fallback={loading}>
      <EnquiryLoaded />
    </Suspense>
  );
}

function EnquiryLoaded() {
  const params = useParams();
  const slug = isOneOf(PRODUCT_TYPES, params.type) ? params.type : 'boiler';
  const quote = params.quote;
  const result = use(useLoaderData<typeof loader>().enquiry);

  // purchase §8: "Checkout or enquiry load failure: Redirect to /quote/{type}/results".
  if (!result.ok) return <Navigate to={paths.results(slug, quote)} replace />;
  return <EnquiryFlow key={`${slug}:${result.data.quote.quote_id}`} slug={slug} data={result.data} />;
}

function PageTitle({ title }: { title: string }) {
  usePageTitle(title);
  return null;
}

/** Server field errors ("customer.email_address": [...]) as the form's messages. */
function formErrors({ fieldErrors = {} }: ApiFailure): Partial<Record<ContactDetailsField, string>> | undefined {
  const entries = Object.entries(fieldErrors).flatMap(([field, messages]) => (messages[0] ? [[field, messages[0]] as const] : []));
  return entries.length > 0 ? (Object.fromEntries(entries) as Partial<Record<ContactDetailsField, string>>) : undefined;
}

function EnquiryFlow({ slug, data }: { slug: ProductType; data: CheckoutResponse }) {
  const quoteId = data.quote.quote_id;
  const steps = stepsFor(slug, data);
  const stepKeys = steps.map((step) => step.key);
  // A reload returns to the step its address names once the steps before it were sent (linearSession).
  const [session, dispatch] = useEnquirySession(`${slug}:${quoteId}`, (kept) => ({ steps: stepKeys, start: openingIndex(slug, data, steps), reached: kept.reachedStep }));
  const { machine: state, draft } = session;
  const setDraft = (update: (previous: EnquiryDraft) => EnquiryDraft) => dispatch({ type: 'draft', update });
  const { showApiError, showStepFailure } = useErrorDialog();
  const [serverErrors, setServerErrors] = useState<Partial<Record<ContactDetailsField, string>>>();
  // The first name typed, for the thank-you: the draft forgets it once the enquiry is sent.
  const [sentFirstName, setSentFirstName] = useState<string>();
  const step = steps[state.index] ?? steps[0]!;
  const stepKey = currentStep(state) ?? 'details';

  // purchase §4: a PROPOSAL opens the confirmation; otherwise the start event fires (once per load).
  const startTracked = useRef(false);
  useEffect(() => {
    if (startTracked.current || isProposal(data)) return;
    startTracked.current = true;
    trackEnquiryStart(data.order?.order_type ?? `${PROFILES[slug].category}_install`, quoteId);
  }, [data, slug, quoteId]);

  // Each step's heading takes focus when the step changes, so the change is announced.
  const headingRef = useStepFocus<HTMLHeadingElement>(state.index);

  // The address and postcode given in the questionnaire are not asked again (decision 540).
  const [givenAddress] = useState(() => givenQuoteAddress(slug, quoteId) ?? { postcode: data.quote.postcode });
  const detailsValues: ContactDetailsValues =
    draft.details ?? contactDetailsValues({ customer: customerWithGivenEmail(customerWithGivenAddress(data.order?.customer, givenAddress), givenQuoteEmail(quoteId)), comments: data.order?.comments });
  const tariff = PROFILES[slug].asksForTariff
    ? (draft.tariff ?? { energy_provider: data.quote.quote_items.energy_provider ?? EMPTY_TARIFF.energy_provider, tariff_name: data.quote.quote_items.energy_tariff ?? EMPTY_TARIFF.tariff_name })
    : null;
  const upgrades: UpgradeChoices = draft.upgrades ?? upgradeChoicesFromOrder(data);

  async function leaveStep(save: () => Promise<ApiResult<Partial<typeof draft>>>, firstName?: string) {
    dispatch({ type: 'next', ready: true });
    const saved = await save();
    if (saved.ok) {
      const nextKey = stepKeys[state.index + 1] ?? stepKey;
      if (nextKey === 'confirmation') {
        setSentFirstName(firstName ?? draft.details?.customer.first_name);
        setDraft((previous) => sentEnquiryDraft({ ...previous, ...saved.data }));
      } else setDraft((previous) => ({ ...previous, ...saved.data, reachedStep: nextKey }));
      dispatch({ type: 'saved' });
      return;
    }
    dispatch({ type: 'saveFailed', message: saved.message });
    if (saved.status === NO_ANSWER_STATUS) showApiError(saved.message);
    else {
      setServerErrors(formErrors(saved));
      showStepFailure(saved.message);
    }
    dispatch({ type: 'dismissError' });
  }

  // What the boxes showed at submit is sent, however it was filled (decision 740).
  const submitDetails = (details: ContactDetails, shownTariff: TariffUpdate | null) =>
    leaveStep(async () => {
      setServerErrors(undefined);
      const sent = await submitEnquiry({ type: slug, quoteId, details, tariff: shownTariff && tariffToSend(shownTariff) });
      return sent.ok ? { ok: true, data: { imagesRequired: sent.data } } : sent;
    }, details.customer.first_name);

  const submitUpgrades = () =>
    leaveStep(async () => {
      const body = upgradeOrderItems(data, upgrades);
      const failure = body ? await saveUpgrades(body) : null;
      return failure ?? { ok: true, data: {} };
    });

  const heading = step.title;
  const saving = state.phase === 'saving';
  // Both steps before the confirmation are forms: Forward submits the step's form.
  useStepHistory({
    steps: stepKeys,
    index: state.index,
    busy: saving,
    finished: stepKey === 'confirmation',
    goBack: (index) => dispatch({ type: 'goTo', index }),
    heading: headingRef,
  });
  // The price the results showed for this quote: with its relocation; a heat pump's price is already after its grant (decision 830).
  const price = quotedPrice(data.product, data.relocation);
  return (
    <div className="ui-main--narrow enquiry">
      <h1 className="enquiry__title">
        Enquire about {/^[aeiou]/i.test(PROFILES[slug].noun) ? 'an' : 'a'} {PROFILES[slug].noun}
      </h1>
      <p className="enquiry__product">
        {data.product.product_title}, <Money pence={price.now} />
      </p>
      {priceTexts(slug, price).notes.map((note) => (
        <p key={note} className="ui-hint enquiry__price-note">
          {note}
        </p>
      ))}
      <StepList steps={steps} current={state.index} onSelect={(index) => dispatch({ type: 'goTo', index })} label="Enquiry steps" />

      <section aria-labelledby="enquiry-step-heading" className="enquiry__step">
        <h2 id="enquiry-step-heading" ref={headingRef} tabIndex={-1}>
          {heading}
        </h2>
        {stepKey === 'details' && (
          <EnquiryDetailsStep
            defaultValues={detailsValues}
            submitLabel={step.submitLabel ?? 'Submit'}
            loading={saving}
            tariff={tariff}
            onTariffChange={(next) => setDraft((previous) => ({ ...previous, tariff: next }))}
            onChange={(values) => setDraft((previous) => ({ ...previous, details: values }))}
            onSubmit={submitDetails}
            serverErrors={serverErrors}
            pageTitle={heading}
          />
        )}
        {stepKey === 'upgrades' && (
          <UpgradesStep
            data={data}
            choices={upgrades}
            onChange={(next) => setDraft((previous) => ({ ...previous, upgrades: next }))}
            onContinue={submitUpgrades}
            saving={saving}
            pageTitle={heading}
          />
        )}
        {stepKey === 'confirmation' && (
          <EnquiryConfirmation slug={slug} data={data} imagesRequired={draft.imagesRequired} firstName={sentFirstName ?? draft.details?.customer.first_name} pageTitle={heading} />
        )}
      </section>
    </div>
  );
}
