// /quote/:type/survey/:quote[?product=id] (quote §4 "Survey"): photos (decision 850), details, confirmation; loading
// shows for at least SURVEY_MIN_LOADING_MS, and a survey with no required photo left jumps ahead.
import type { Survey } from '@/shared/contract-types';
import { Suspense, use, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLoaderData, useLocation, useNavigate, useParams } from 'react-router-dom';
import { givenQuoteAddress } from '@/shared/remembered/quote-request';
import { contactDetailsValues, customerWithGivenAddress, type ContactDetails } from '@/domain/contact-details';
import { furthestReached } from '@/domain/steps/step-list';
import { isSurveyComplete, SURVEY_STEPS, surveyStartIndex, type SurveyStepKey } from '@/domain/steps/survey';
import { BackLink, Button } from '@/ui/button';
import { ContactDetailsForm } from '@/ui/contact-details-form';
import { FileUploadSlot } from '@/ui/file-upload-slot';
import { inFirstOrder } from '@/ui/first-order';
import { usePageTitle } from '@/ui/page-title';
import { SURVEY_MIN_LOADING_MS } from '@/domain/constants';
import { paths } from '@/domain/route-manifest';
import { isOneOf, PRODUCT_TYPES, type ProductType } from '@/domain/product-types';
import { LoadingPage } from '@/ui/reference-load';
import { useStepFlow, type StepSaveOutcome } from '@/ui/step-flow';
import { StepList } from '@/ui/step-list';
import { saveSurveyCustomer, uploadSurveyPhoto } from './survey-gateway';
import type { loader } from './survey-loader';
import { SAVED_SURVEY_DRAFT, useSurveyDraft } from './survey-draft';

const STEP_KEYS = SURVEY_STEPS.map((step) => step.key);

export default function SurveyPage() {
  const load = useLoaderData<typeof loader>().survey;
  const held = useMemo(() => heldWhileShown(load, SURVEY_MIN_LOADING_MS), [load]);
  return (
    <Suspense fallback={<SurveyLoading onShown={held.shown} />}>
      <SurveyLoaded survey={held.answer} />
    </Suspense>
  );
}

/**
 * The answer, no sooner than `ms` after the loading state appeared (quote §9: it never flashes), timed from the paint,
 * not the loader's start (the page's code may still be arriving); a load again in place, with no loading state, is not held.
 */
function heldWhileShown<T>(load: Promise<T>, ms: number) {
  let shownAt: number | null = null;
  return {
    shown: () => {
      shownAt ??= performance.now();
    },
    answer: load.then(async (answer) => {
      if (shownAt !== null) await new Promise((resolve) => setTimeout(resolve, shownAt! + ms - performance.now()));
      return answer;
    }),
  };
}

function SurveyLoading({ onShown }: { onShown: () => void }) {
  // A layout effect: the clock starts with the paint that shows it, before any answer can be handled.
  useLayoutEffect(onShown, [onShown]);
  return <LoadingPage title="Your survey" loadingText="Loading your survey" />;
}

function SurveyLoaded({ survey }: { survey: ReturnType<typeof loader>['survey'] }) {
  const params = useParams();
  const navigate = useNavigate();
  const type: ProductType = isOneOf(PRODUCT_TYPES, params.type) ? params.type : 'boiler';
  const quote = params.quote ?? '';
  // location.key is 'default' on the first page of the tab (a link from an email): nothing to go back to.
  const location = useLocation();
  const canGoBack = location.key !== 'default';
  const result = use(survey);
  const failed = !result.ok;

  useEffect(() => {
    // quote §8: "Survey index failure: goes back"; home when there is no page to go back to (decision 203).
    if (!failed) return;
    if (canGoBack) navigate(-1);
    else navigate(paths.home(), { replace: true });
  }, [failed, canGoBack, navigate]);

  if (!result.ok) return <LoadingPage title="Your survey" loadingText="Loading your survey" />;
  return <SurveyFlow type={type} quote={quote} initial={result.data} />;
}

function SurveyFlow({ type, quote, initial }: { type: ProductType; quote: string; initial: Survey }) {
  const [survey, setSurvey] = useState(initial);
  const [firstOrder] = useState(() => [...(initial.received ?? []), ...initial.required, ...initial.optional].map((document) => document.name));
  const [draft, setDraft] = useSurveyDraft(`${type}:${quote}`);
  // The address and postcode given in the questionnaire are not asked again (decision 540).
  const [givenAddress] = useState(() => givenQuoteAddress(type, initial.quote.quote_id) ?? { postcode: initial.quote.postcode });
  const complete = isSurveyComplete(survey.required);
  // "Complete when no required items remain, and then it jumps ahead": to the details, as far as a reload may return.
  const start = surveyStartIndex(initial.required);
  const reached = complete && draft.reachedStep === null ? 'details' : draft.reachedStep;

  const flow = useStepFlow<SurveyStepKey, ContactDetails>({
    steps: SURVEY_STEPS.map((step) => (step.key === 'images' ? { ...step, save: continueToDetails } : step.key === 'details' ? { ...step, save: submitDetails } : step)),
    reach: { furthest: furthestReached(STEP_KEYS, reached, start), opening: start, finished: draft.reachedStep === 'confirmation' },
  });
  const step = flow.step ?? SURVEY_STEPS[0]!;
  usePageTitle(step.title);

  /** The photos step's Continue: every required photo is in, and the details are reached (a reload may return to them). */
  async function continueToDetails(): Promise<StepSaveOutcome> {
    if (!complete) return 'stay';
    if (draft.reachedStep === null) setDraft({ reachedStep: 'details' });
    return null;
  }

  // The photo that completes the survey moves it on, as Continue would.
  const completedHere = useRef(complete);
  const { next } = flow;
  useEffect(() => {
    if (complete && !completedHere.current) void next();
    completedHere.current = complete;
  }, [complete, next]);

  async function submitDetails(details?: ContactDetails): Promise<StepSaveOutcome> {
    if (!details) return 'stay';
    const saved = await saveSurveyCustomer(type, survey.product.id, details);
    if (!saved.ok) return saved;
    setSurvey(saved.data);
    // Saved: the server holds the details now, and the tab keeps no copy (decision 442).
    setDraft(() => SAVED_SURVEY_DRAFT);
    return null;
  }

  // Every item with its photos: on opening, those received first, then those still required, then the
  // optional ones; each keeps that place once one is received (decision 850).
  const slots = inFirstOrder(
    [...(survey.received ?? []), ...survey.required].map((document) => ({ document, required: true })).concat(survey.optional.map((document) => ({ document, required: false }))),
    ({ document }) => document.name,
    firstOrder,
  );
  return (
    <div className="ui-main--narrow">
      <h1>Your survey</h1>
      <p>For your {survey.product.product_title}</p>
      <StepList steps={SURVEY_STEPS} current={flow.index} onSelect={step.key === 'confirmation' || flow.saving ? undefined : flow.goTo} label="Survey steps" />
      <section aria-labelledby="survey-step-heading">
        <h2 id="survey-step-heading" ref={flow.headingRef} tabIndex={-1}>
          {step.title}
        </h2>
        {step.key === 'images' && (
          <>
            <p>Photos help our engineer plan the job before the visit. Take each one in good light, close enough to read any labels.</p>
            {slots.map(({ document, required }) => (
              <FileUploadSlot
                key={document.name}
                document={document}
                required={required}
                accept="image/*"
                upload={(file, onProgress) => uploadSurveyPhoto(type, survey, document.name, file, onProgress)}
                onStored={setSurvey}
              />
            ))}
            <div className="ui-step-actions">
              {!complete && (
                <p id="survey-continue-hint" className="ui-hint">
                  Add every required photo to continue.
                </p>
              )}
              <Button
                type="button"
                block
                disabled={!complete}
                aria-describedby={complete ? undefined : 'survey-continue-hint'}
                onClick={() => void flow.next()}
              >
                Continue
              </Button>
            </div>
          </>
        )}
        {step.key === 'details' && (
          <>
            {/* A survey is not an order: the email hint says what the address is for here. */}
            <ContactDetailsForm
              defaultValues={draft.details ?? contactDetailsValues({ customer: customerWithGivenAddress(survey.customer, givenAddress) })}
              loading={flow.saving}
              onChange={(details) => setDraft({ details })}
              onSubmit={(details) => void flow.next(details)}
              submitLabel="Continue"
              emailHint="We’ll email you about your survey here."
            />
            <BackLink onClick={() => flow.goTo(flow.index - 1)} />
          </>
        )}
        {step.key === 'confirmation' && (
          <div>
            <p>Thank you, your survey is complete. Our engineer will review your photos and contact you if anything else is needed.</p>
          </div>
        )}
      </section>
    </div>
  );
}
