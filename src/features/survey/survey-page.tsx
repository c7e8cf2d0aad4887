// /quote/:type/survey/:quote[?product=id] (quote §4 "Survey"): photos (required and
// optional, uploaded with progress, each sent one a card, also after a reload: decision 850), the
// customer's details, confirmation. Loading shows for at least SURVEY_MIN_LOADING_MS; an index
// failure goes back; the server's survey with no required photo left jumps ahead.
import type { Survey } from '@/shared/contract-types';
import { Suspense, use, useEffect, useState } from 'react';
import { useLoaderData, useLocation, useNavigate, useParams } from 'react-router-dom';
import { givenQuoteAddress } from '@/api/quote-request';
import { contactDetailsValues, customerWithGivenAddress, type ContactDetails } from '@/domain/contact-details';
import { currentStep } from '@/domain/steps/step-list';
import { isSurveyComplete, SURVEY_STEPS, surveyStartIndex } from '@/domain/steps/survey';
import { BackLink, Button } from '@/ui/button';
import { FileUploadSlot } from '@/ui/file-upload-slot';
import { inFirstOrder } from '@/ui/first-order';
import { usePageTitle } from '@/ui/page-title';
import { paths } from '@/domain/route-manifest';
import { isOneOf, PRODUCT_TYPES, type ProductType } from '@/domain/product-types';
import { LoadingPage } from '@/ui/reference-load';
import { useStepFocus } from '@/ui/step-focus';
import { useStepHistory } from '@/ui/step-history';
import { useSaveFailureDialog } from '@/ui/step-flow';
import { StepList } from '@/ui/step-list';
import { saveSurveyCustomer, uploadSurveyPhoto } from './survey-gateway';
import type { loader } from './survey-loader';
import DetailsStep from './details-step';
import { SAVED_SURVEY_DRAFT, useSurveySession, type SurveyDraft } from './survey-draft';

const STEP_KEYS = SURVEY_STEPS.map((step) => step.key);

export default function SurveyPage() {
  return (
    <Suspense fallback={<LoadingPage title="Your survey" loadingText="Loading your survey" />}>
      <SurveyLoaded />
    </Suspense>
  );
}

function SurveyLoaded() {
  const params = useParams();
  const navigate = useNavigate();
  const type: ProductType = isOneOf(PRODUCT_TYPES, params.type) ? params.type : 'boiler';
  const quote = params.quote ?? '';
  // location.key is 'default' on the first page of the tab (a link from an email): nothing to go back to.
  const location = useLocation();
  const canGoBack = location.key !== 'default';
  const result = use(useLoaderData<typeof loader>().survey);
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
  // No required photo left jumps ahead to the details; a reload returns to the step its address names
  // once the steps before it were done in this tab (linearSession).
  const [session, dispatch] = useSurveySession(`${type}:${quote}`, (kept) => ({ steps: STEP_KEYS, start: surveyStartIndex(initial.required), reached: kept.reachedStep }));
  const { machine: state, draft } = session;
  const setDraft = (changes: Partial<SurveyDraft>) => dispatch({ type: 'draft', update: (previous) => ({ ...previous, ...changes }) });
  // The address and postcode given in the questionnaire are not asked again (decision 540).
  const [givenAddress] = useState(() => givenQuoteAddress(type, initial.quote.quote_id) ?? { postcode: initial.quote.postcode });
  const showSaveFailure = useSaveFailureDialog();
  const stepKey = currentStep(state) ?? 'images';
  const step = SURVEY_STEPS[state.index] ?? SURVEY_STEPS[0]!;
  usePageTitle(step.title);
  const complete = isSurveyComplete(survey.required);

  const headingRef = useStepFocus<HTMLHeadingElement>(state.index);

  // Every required photo is in: the details are reached (a reload may return to them).
  const continueToDetails = () => {
    dispatch({ type: 'draft', update: (previous) => (previous.reachedStep === null ? { ...previous, reachedStep: 'details' } : previous) });
    dispatch({ type: 'jumpTo', index: STEP_KEYS.indexOf('details') });
  };
  useStepHistory({
    steps: STEP_KEYS,
    index: state.index,
    busy: state.phase === 'saving',
    finished: stepKey === 'confirmation',
    goBack: (index) => dispatch({ type: 'goTo', index }),
    // The photos step's Continue (every required photo in); the details step's form is submitted instead.
    goForward: () => {
      if (complete) continueToDetails();
    },
    heading: headingRef,
  });

  function uploaded(next: Survey) {
    setSurvey(next);
    // "Complete when no required items remain, and then it jumps ahead."
    if (isSurveyComplete(next.required)) continueToDetails();
  }

  async function submitDetails(details: ContactDetails) {
    dispatch({ type: 'next', ready: true });
    const saved = await saveSurveyCustomer(type, survey.product.id, details);
    if (saved.ok) {
      setSurvey(saved.data);
      // Saved: the server holds the details now, and the tab keeps no copy (decision 442).
      dispatch({ type: 'draft', update: () => SAVED_SURVEY_DRAFT });
      dispatch({ type: 'saved' });
    } else {
      dispatch({ type: 'saveFailed', message: showSaveFailure(saved) });
      dispatch({ type: 'dismissError' });
    }
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
      <StepList steps={SURVEY_STEPS} current={state.index} onSelect={stepKey === 'confirmation' ? undefined : (index) => dispatch({ type: 'goTo', index })} label="Survey steps" />
      <section aria-labelledby="survey-step-heading">
        <h2 id="survey-step-heading" ref={headingRef} tabIndex={-1}>
          {step.title}
        </h2>
        {stepKey === 'images' && (
          <>
            <p>Photos help our engineer plan the job before the visit. Take each one in good light, close enough to read any labels.</p>
            {slots.map(({ document, required }) => (
              <FileUploadSlot
                key={document.name}
                title={document.title}
                guidance={document.description}
                exampleImage={document.example_image}
                required={required}
                accept="image/*"
                files={document.files}
                upload={async (file, onProgress) => {
                  const next = await uploadSurveyPhoto(type, survey, document.name, file, onProgress);
                  if (next) uploaded(next);
                  return next !== false;
                }}
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
                onClick={continueToDetails}
              >
                Continue
              </Button>
            </div>
          </>
        )}
        {stepKey === 'details' && (
          <>
            <DetailsStep
              defaultValues={draft.details ?? contactDetailsValues({ customer: customerWithGivenAddress(survey.customer, givenAddress) })}
              loading={state.phase === 'saving'}
              onChange={(details) => setDraft({ details })}
              onSubmit={submitDetails}
              pageTitle={step.title}
            />
            <BackLink onClick={() => dispatch({ type: 'back' })} />
          </>
        )}
        {stepKey === 'confirmation' && (
          <div>
            <p>Thank you, your survey is complete. Our engineer will review your photos and contact you if anything else is needed.</p>
          </div>
        )}
      </section>
    </div>
  );
}
