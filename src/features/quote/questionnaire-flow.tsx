// One questionnaire: the step in the URL (?step=<questionId> or review) so browser Back and
// Forward work, answers in sessionStorage, and the post that turns them into a quote.
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '@/api/client';
import { serverMessage } from '@/api/errors';
import { BackLink } from '@/ui/button';
import { useErrorDialog } from '@/ui/error-dialog';
import { usePageTitle } from '@/ui/page-title';
import { LoadingState } from '@/ui/progress';
import { paths } from '@/ui/paths';
import { answer, answersToSend, isReachable, nextStep, previousQuestion, walk } from '@/domain/questionnaires/engine';
import { QUESTIONNAIRES } from '@/domain/questionnaires/questionnaires';
import { REVIEW, contactReasonOf, isQuestion, questionOf, type Answers, type Draft, type Questionnaire, type QuoteType, type Step } from '@/domain/questionnaires/types';
import { useAnswers } from './answers-store';
import { QuestionScreen } from './question-screen';
import { toRequestBody } from './request-body';
import { ReviewScreen } from './review-screen';

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

function GeneratingScreen() {
  usePageTitle('Finding your prices');
  return (
    <div className="quote-generating">
      <h1>Finding your prices</h1>
      <LoadingState>Matching your answers to our products and installers. This takes a few seconds.</LoadingState>
    </div>
  );
}

export function QuestionnaireFlow({ type }: { type: QuoteType }) {
  const questionnaire = QUESTIONNAIRES[type];
  const [answers, setAnswers] = useAnswers(type);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { showApiError } = useErrorDialog();
  const [generating, setGenerating] = useState(false);

  const requested = searchParams.get('step');
  const step = requested && canShow(questionnaire, requested, answers) ? requested : resumeStep(questionnaire, answers);
  const stepHref = (id: string) => questionHref(type, id);

  // Keep the URL naming the step shown (a bookmarked or stale ?step= is replaced, not stacked).
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
    setAnswers(result.answers);
    const next = nextStep(questionnaire, step, result.answers);
    const reason = contactReasonOf(next);
    navigate(reason ? paths.contact(reason) : stepHref(next));
  }

  async function submit() {
    setGenerating(true);
    try {
      const { data, error } = await api.POST('/quote/results/{type}', {
        params: { path: { type } },
        body: toRequestBody(type, answersToSend(questionnaire, answers)),
      });
      if (!data) throw error;
      if (data.status === 'contact') navigate(paths.contact());
      else if (type === 'boiler-service') navigate(paths.service(data.quote.quote_id));
      else navigate(paths.results(type, data.quote.quote_id));
    } catch (error) {
      // The answers stay; the customer can press "Get my prices" again.
      setGenerating(false);
      showApiError(serverMessage(error, ''));
    }
  }

  if (generating) return <GeneratingScreen />;

  return (
    <div className="quote-step">
      <BackLink onClick={goBack} />
      {step === REVIEW ? (
        <ReviewScreen questionnaire={questionnaire} answers={answers} stepHref={stepHref} onSubmit={submit} />
      ) : (
        <QuestionScreen key={step} question={questionOf(questionnaire, step)} answers={answers} onAnswer={onAnswer} />
      )}
    </div>
  );
}
