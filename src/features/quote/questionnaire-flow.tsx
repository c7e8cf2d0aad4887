// One questionnaire: the step in the URL (?step=<questionId> or review) so browser Back and
// Forward work, answers in sessionStorage. The graph arrives as its own chunk (questionnaire-loaders.ts).
import type { QuoteType } from '@/domain/product-types';
import { lazy, startTransition, use, useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { BackLink } from '@/ui/button';
import { paths } from '@/domain/route-manifest';
import { answer, isReachable, nextStep, previousQuestion, progressOf, walk } from '@/domain/questionnaires/engine';
import { REVIEW, contactReasonOf, isQuestion, questionOf, type Answers, type Draft, type Questionnaire, type Step } from '@/domain/questionnaires/types';
import { answersOf, resumeOpenedQuote, useAnswers } from './answers-store';
import { QuestionScreen } from './question-screen';
import { sendQuoteStart } from './quote-analytics';
import { loadQuestionnaire } from './questionnaire-loaders';

// Check-your-answers, the post and the API client load only when the customer gets there.
const ReviewStep = lazy(() => import('./review-step'));

function questionHref(type: QuoteType, step: Step) {
  return `${paths.quote(type)}?step=${encodeURIComponent(step)}`;
}

/** Where a visit without (or with an unreachable) ?step= lands: where the answers left off. */
function resumeStep(questionnaire: Questionnaire, answers: Answers): Step {
  const { path, end } = walk(questionnaire, answers);
  if (end === REVIEW || isQuestion(questionnaire, end)) return end;
  // The answers end at a contact page: show the answer that led there, so it can be changed.
  return path.at(-1) ?? questionnaire.first;
}

function canShow(questionnaire: Questionnaire, step: string, answers: Answers): boolean {
  if (step === REVIEW) return walk(questionnaire, answers).end === REVIEW;
  return isQuestion(questionnaire, step) && isReachable(questionnaire, step, answers);
}

/** The step a visit shows: the one in ?step= when it can be shown, else where the answers left off. */
function stepShown(questionnaire: Questionnaire, requested: string | null, answers: Answers): Step {
  return requested && canShow(questionnaire, requested, answers) ? requested : resumeStep(questionnaire, answers);
}

/**
 * For the route, before the page renders: the address that names the step to show, or null when the
 * address already does. Redirecting there (not after the first render) spares a landing a second render.
 */
export async function stepAddressFor(type: QuoteType, questionnaire: Questionnaire, requested: string | null): Promise<string | null> {
  await resumeOpenedQuote(type, questionnaire);
  const step = stepShown(questionnaire, requested, answersOf(type));
  return requested === step ? null : questionHref(type, step);
}

export function QuestionnaireFlow({ type }: { type: QuoteType }) {
  const questionnaire = use(loadQuestionnaire(type));
  // Before the answers are read, so the first render already shows the quote's own (an in-app
  // navigation from the results page waits here; a landing took them over in stepAddressFor).
  const resuming = resumeOpenedQuote(type, questionnaire);
  if (resuming) use(resuming);
  const [answers, setAnswers] = useAnswers(type);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();

  const requested = searchParams.get('step');
  const step = stepShown(questionnaire, requested, answers);
  const stepHref = (id: string) => questionHref(type, id);

  // Keep the URL naming the step shown (a bookmarked or stale ?step= is replaced, not stacked). The route
  // does it before rendering (stepAddressFor); this catches what changes while the page is open.
  useEffect(() => {
    if (requested !== step) navigate(questionHref(type, step), { replace: true });
  }, [requested, step, navigate, type]);

  function goBack() {
    const previous = previousQuestion(questionnaire, step, answers);
    navigate(previous ? stepHref(previous) : paths.quoteStart());
  }

  function onAnswer(draft: Draft) {
    const result = answer(questionnaire, step, draft, answers);
    if (!result.ok) return;
    // The first answer of a questionnaire with nothing stored starts the quote (decision 280).
    if (Object.keys(answers).length === 0) sendQuoteStart(type);
    // With the address change, which the router renders as a transition: the tap paints at once and
    // the next question renders after, in one render instead of the current question's twice.
    startTransition(() => setAnswers(result.answers));
    const next = nextStep(questionnaire, step, result.answers);
    const reason = contactReasonOf(next);
    navigate(reason ? paths.contact(reason) : stepHref(next));
  }

  return (
    <div className="quote-step">
      {step === REVIEW ? (
        <ReviewStep type={type} questionnaire={questionnaire} answers={answers} stepHref={stepHref} onBack={goBack} />
      ) : (
        <>
          <BackLink onClick={goBack} />
          <QuestionScreen key={step} question={questionOf(questionnaire, step)} answers={answers} progress={progressOf(questionnaire, step, answers)} onAnswer={onAnswer} />
        </>
      )}
    </div>
  );
}
