// /enquire/{type}[/:quote][?product=id] (purchase §2 "Enquiry steps", §4 "Enquiry").
// The step machine is the domain's linear one: forward saves the step being left, back is free.
import type { CheckoutResponse, TariffUpdate } from '@/shared/contract-types';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useLoaderData, useParams } from 'react-router-dom';
import { trackQuoteEvent } from '@/api/analytics';
import { givenQuoteAddress } from '@/shared/remembered/quote-request';
import { NO_ANSWER_STATUS, type ApiFailure } from '@/api/call';
import { contactDetailsValues, customerWithGivenAddress, customerWithGivenEmail, type ContactDetails, type ContactDetailsValues } from '@/domain/contact-details';
import type { EnquiryStepKey } from '@/domain/steps/enquiry';
import { furthestReached } from '@/domain/steps/step-list';
import type { ContactDetailsField } from '@/ui/contact-details-form';
import { Money } from '@/ui/money';
import { usePageTitle } from '@/ui/page-title';
import { priceTexts, quotedPrice } from '@/ui/product-facts';
import { PROFILES } from '@/domain/product-profiles';
import { LoadedPage } from '@/ui/reference-load';
import { givenQuoteEmail } from '@/shared/state';
import { StepList } from '@/ui/step-list';
import { useStepFlow, type StepSaveOutcome } from '@/ui/step-flow';
import { paths } from '@/domain/route-manifest';
import { isOneOf, PRODUCT_TYPES, type ProductType } from '@/domain/product-types';
import { saveUpgrades, submitEnquiry } from './enquiry-gateway';
import type { loader } from './enquiry-loader';
import { EnquiryConfirmation } from './enquiry-confirmation';
import { sentEnquiryDraft, useEnquiryDraft, type EnquiryDraft } from './enquiry-draft';
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
  const params = useParams();
  const slug = isOneOf(PRODUCT_TYPES, params.type) ? params.type : 'boiler';
  return (
    <LoadedPage
      title="Your enquiry"
      loadingText="Loading your enquiry"
      load={useLoaderData<typeof loader>().enquiry}
      // purchase §8: "Checkout or enquiry load failure: Redirect to /quote/{type}/results".
      failed={() => <Navigate to={paths.results(slug, params.quote)} replace />}
    >
      {(data) => <EnquiryFlow key={`${slug}:${data.quote.quote_id}`} slug={slug} data={data} />}
    </LoadedPage>
  );
}

/** What the details step submits: the details, and the tariff as its boxes showed it. */
interface EnquiryDetailsSubmit {
  readonly details: ContactDetails;
  readonly tariff: TariffUpdate | null;
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
  const [draft, setDraft] = useEnquiryDraft(`${slug}:${quoteId}`);
  const [serverErrors, setServerErrors] = useState<Partial<Record<ContactDetailsField, string>>>();
  // The first name typed, for the thank-you: the draft forgets it once the enquiry is sent.
  const [sentFirstName, setSentFirstName] = useState<string>();

  // purchase §4: a PROPOSAL opens the confirmation; otherwise the start event fires (once per load).
  const startTracked = useRef(false);
  useEffect(() => {
    if (startTracked.current || isProposal(data)) return;
    startTracked.current = true;
    trackQuoteEvent('enquiry_start', data.order?.order_type ?? `${PROFILES[slug].category}_install`, quoteId);
  }, [data, slug, quoteId]);

  // The address and postcode given in the questionnaire are not asked again (decision 540).
  const [givenAddress] = useState(() => givenQuoteAddress(slug, quoteId) ?? { postcode: data.quote.postcode });
  const detailsValues: ContactDetailsValues =
    draft.details ?? contactDetailsValues({ customer: customerWithGivenEmail(customerWithGivenAddress(data.order?.customer, givenAddress), givenQuoteEmail(quoteId)), comments: data.order?.comments });
  const tariff = PROFILES[slug].asksForTariff
    ? (draft.tariff ?? { energy_provider: data.quote.quote_items.energy_provider ?? EMPTY_TARIFF.energy_provider, tariff_name: data.quote.quote_items.energy_tariff ?? EMPTY_TARIFF.tariff_name })
    : null;
  const upgrades: UpgradeChoices = draft.upgrades ?? upgradeChoicesFromOrder(data);

  /** Once a step is saved the next is reached; once sent the draft keeps nothing typed (decision 442). */
  function reached(key: EnquiryStepKey, saved: Partial<EnquiryDraft>, firstName?: string) {
    const nextKey = stepKeys[stepKeys.indexOf(key) + 1] ?? key;
    if (nextKey === 'confirmation') {
      setSentFirstName(firstName ?? draft.details?.customer.first_name);
      setDraft((previous) => sentEnquiryDraft({ ...previous, ...saved }));
    } else setDraft({ ...saved, reachedStep: nextKey });
  }

  // What the boxes showed at submit is sent, however it was filled (decision 958); the server's field errors go beside the fields.
  async function submitDetails(submitted?: EnquiryDetailsSubmit): Promise<StepSaveOutcome> {
    if (!submitted) return 'stay';
    const { details, tariff: shownTariff } = submitted;
    setServerErrors(undefined);
    const sent = await submitEnquiry({ type: slug, quoteId, details, tariff: shownTariff && tariffToSend(shownTariff) });
    if (!sent.ok) {
      if (sent.status !== NO_ANSWER_STATUS) setServerErrors(formErrors(sent));
      return sent;
    }
    reached('details', { imagesRequired: sent.data }, details.customer.first_name);
    return null;
  }

  async function submitUpgrades(): Promise<StepSaveOutcome> {
    const body = upgradeOrderItems(data, upgrades);
    const failure = body ? await saveUpgrades(body) : null;
    if (!failure) reached('upgrades', {});
    return failure;
  }

  const start = openingIndex(slug, data, steps);
  const flow = useStepFlow<EnquiryStepKey, EnquiryDetailsSubmit>({
    steps: steps.map((step) => (step.key === 'details' ? { ...step, save: submitDetails } : step.key === 'upgrades' ? { ...step, save: submitUpgrades } : step)),
    reach: { furthest: furthestReached(stepKeys, draft.reachedStep, start), opening: start, finished: draft.reachedStep === 'confirmation' || stepKeys[start] === 'confirmation' },
  });
  const step = steps[flow.index] ?? steps[0]!;
  usePageTitle(step.title);
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
      <StepList steps={steps} current={flow.index} onSelect={flow.saving || step.key === 'confirmation' ? undefined : flow.goTo} label="Enquiry steps" />

      <section aria-labelledby="enquiry-step-heading" className="enquiry__step">
        <h2 id="enquiry-step-heading" ref={flow.headingRef} tabIndex={-1}>
          {step.title}
        </h2>
        {step.key === 'details' && (
          <EnquiryDetailsStep
            defaultValues={detailsValues}
            submitLabel={step.submitLabel ?? 'Submit'}
            loading={flow.saving}
            tariff={tariff}
            onTariffChange={(next) => setDraft({ tariff: next })}
            onChange={(values) => setDraft({ details: values })}
            onSubmit={(details, shownTariff) => void flow.next({ details, tariff: shownTariff })}
            serverErrors={serverErrors}
          />
        )}
        {step.key === 'upgrades' && (
          <UpgradesStep
            data={data}
            choices={upgrades}
            onChange={(next) => setDraft({ upgrades: next })}
            onContinue={() => void flow.next()}
            saving={flow.saving}
          />
        )}
        {step.key === 'confirmation' && (
          <EnquiryConfirmation slug={slug} data={data} imagesRequired={draft.imagesRequired} firstName={sentFirstName ?? draft.details?.customer.first_name} />
        )}
      </section>
    </div>
  );
}
