// The last step of a questionnaire: check your answers, then the post that turns them into a quote.
// Its own chunk (with the API client), loaded only when the customer reaches it (decision 962).
import { PRODUCT_TYPES, isOneOf } from '@/domain/product-types';
import { QUOTE_PROFILES } from '@/domain/product-profiles';
import { useLayoutEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { trackQuoteEvent } from '@/api/analytics';
import { BackLink } from '@/ui/button';
import { retryCanWork, useErrorDialog } from '@/ui/error-dialog';
import { usePageTitle } from '@/ui/page-title';
import { moveToPageStart } from '@/ui/layout';
import { LoadingState } from '@/ui/loading-state';
import { paths } from '@/domain/route-manifest';
import { answersToSend } from '@/domain/questionnaires/answers-to-send';
import type { Answers, Questionnaire } from '@/domain/questionnaires/types';
import { submitQuoteAnswers } from './quote-gateway';
import { toRequestBody } from '@/domain/questionnaires/request-body';
import { ReviewScreen } from './review-screen';

/**
 * Stands in for the review while the answers are priced, at the top of the page before it paints: a
 * smooth scroll would first show the footer where the button was (no layout shift, engineering notes).
 */
function GeneratingScreen() {
  usePageTitle('Finding your prices');
  useLayoutEffect(() => moveToPageStart({ at: 'once' }), []);
  return (
    <div className="quote-generating">
      <h1>Finding your prices</h1>
      <LoadingState>Working out your prices from your answers. This takes a few seconds.</LoadingState>
    </div>
  );
}

export interface ReviewStepProps {
  questionnaire: Questionnaire;
  answers: Answers;
  onBack: () => void;
}

export default function ReviewStep({ questionnaire, answers, onBack }: ReviewStepProps) {
  const { type } = questionnaire;
  const navigate = useNavigate();
  const { showApiError } = useErrorDialog();
  const [generating, setGenerating] = useState(false);

  async function submit() {
    setGenerating(true);
    const body = toRequestBody(type, answersToSend(questionnaire, answers));
    const priced = await submitQuoteAnswers(type, body);
    if (!priced.ok) {
      // The answers stay; where trying again can work the dialog offers it, else "Get my prices" stays.
      setGenerating(false);
      showApiError(priced.message, retryCanWork(priced.status) ? { retry: () => void submit() } : {});
      return;
    }
    // Handed to the results page, which then loads nothing (decision 955).
    const { data } = priced;
    trackQuoteEvent('quote_finish', QUOTE_PROFILES[type].category, data.quote.quote_id);
    if (data.status === 'contact') navigate(paths.contact());
    else if (isOneOf(PRODUCT_TYPES, type)) navigate(paths.results(type, data.quote.quote_id));
    else navigate(paths.service(data.quote.quote_id));
  }

  if (generating) return <GeneratingScreen />;

  return (
    <>
      <BackLink onClick={onBack} />
      <ReviewScreen questionnaire={questionnaire} answers={answers} onSubmit={submit} />
    </>
  );
}
