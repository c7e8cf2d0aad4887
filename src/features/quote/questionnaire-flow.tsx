// One questionnaire: the step in the URL (?step=) so Back and Forward work, the answers in sessionStorage.
import type { QuoteType } from '@/domain/product-types';
import { lazy, startTransition, use, useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { BackLink } from '@/ui/button';
import { paths } from '@/domain/route-manifest';
import { answer, nextStep, previousQuestion, progressOf } from '@/domain/questionnaires/engine';
import { REVIEW, contactReasonOf, questionOf, type Draft } from '@/domain/questionnaires/types';
import { resumeOpenedQuote, useAnswers } from './answers-store';
import { QuestionScreen } from './question-screen';
import { sendQuoteStart } from './quote-analytics';
import { loadQuestionnaire } from './questionnaire-loaders';
import { questionHref, stepShown } from './questionnaire-step';

// Check-your-answers, the post and the API client load only when the customer gets there.
const ReviewStep = lazy(() => import('./review-step'));

export function QuestionnaireFlow({ type }: { type: QuoteType }) {
  const questionnaire = use(loadQuestionnaire(type));
  // Before the answers are read, so the first render already shows the quote's own.
  const resuming = resumeOpenedQuote(type, questionnaire);
  if (resuming) use(resuming);
  const [answers, setAnswers] = useAnswers(type);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();

  const requested = searchParams.get('step');
  const step = stepShown(questionnaire, requested, answers);

  // A stale ?step= is replaced, not stacked: the loader does it on the way in, this while the page is open.
  useEffect(() => {
    if (requested !== step) navigate(questionHref(type, step), { replace: true });
  }, [requested, step, navigate, type]);

  function goBack() {
    const previous = previousQuestion(questionnaire, step, answers);
    navigate(previous ? questionHref(type, previous) : paths.quoteStart());
  }

  function onAnswer(draft: Draft) {
    const result = answer(questionnaire, step, draft, answers);
    if (!result.ok) return;
    // The first answer of a questionnaire with nothing stored starts the quote (decision 280).
    if (Object.keys(answers).length === 0) sendQuoteStart(type);
    // A transition with the address change: the tap paints at once, the next question renders once after.
    startTransition(() => setAnswers(result.answers));
    const next = nextStep(questionnaire, step, result.answers);
    const reason = contactReasonOf(next);
    navigate(reason ? paths.contact(reason) : questionHref(type, next));
  }

  return (
    <div className="quote-step">
      {step === REVIEW ? (
        <ReviewStep questionnaire={questionnaire} answers={answers} onBack={goBack} />
      ) : (
        <>
          <BackLink onClick={goBack} />
          <QuestionScreen key={step} question={questionOf(questionnaire, step)} answers={answers} progress={progressOf(questionnaire, step, answers)} onAnswer={onAnswer} />
        </>
      )}
    </div>
  );
}
