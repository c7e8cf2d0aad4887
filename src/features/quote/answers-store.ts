// The questionnaire's answers, per type, from the atom this tab keeps them in (src/shared/remembered/questionnaire-answers.ts).
import { questionnaireAnswersAtom } from '@/shared/remembered/questionnaire-answers';
import { hasResumableQuote } from '@/shared/remembered/resumable-quote';
import { appStore, useAtom } from '@/shared/state';
import type { QuoteType } from '@/domain/product-types';
import type { Answers, Questionnaire } from '@/domain/questionnaires/types';

/** The answers kept for a questionnaire (outside React: the route reads them before the page renders). */
export function answersOf(type: QuoteType): Answers {
  return appStore.get(questionnaireAnswersAtom(type));
}

/** [answers, setAnswers] of one questionnaire. */
export function useAnswers(type: QuoteType) {
  return useAtom(questionnaireAnswersAtom(type));
}

const resumes = new Map<QuoteType, Promise<void>>();

/**
 * With no answers in this tab, a quote it opened by its reference gives its own (decision 955). Null
 * when there is nothing to take over; else the promise of the takeover, whose code loads only then.
 */
export function resumeOpenedQuote(type: QuoteType, questionnaire: Questionnaire): Promise<void> | null {
  if (Object.keys(answersOf(type)).length > 0 || !hasResumableQuote(type)) return null;
  let resume = resumes.get(type);
  if (!resume) {
    resume = import('./opened-quote')
      .then(({ takeOpenedQuoteAnswers }) => {
        const answers = takeOpenedQuoteAnswers(type, questionnaire);
        if (Object.keys(answers).length > 0) appStore.set(questionnaireAnswersAtom(type), answers);
      })
      // A chunk that fails to load leaves the questionnaire as it was: the quote stays to take over next time.
      .catch(() => {})
      .finally(() => resumes.delete(type));
    resumes.set(type, resume);
  }
  return resume;
}
