// The questionnaire's answers, per type, from the atom this tab keeps them in (src/api/questionnaire-answers.ts).
import { questionnaireAnswersAtom } from '@/api/questionnaire-answers';
import { takeResumableQuote } from '@/api/quote-request';
import { storedAnswersOf } from '@/domain/questionnaires/saved-answers';
import { appStore, useAtom } from '@/ui/state';
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

/**
 * With no answers in this tab, a quote this tab opened by its reference gives its own, each checked
 * by its question (decision 570): "Change your answers" then opens at check your answers.
 */
export function resumeOpenedQuote(type: QuoteType, questionnaire: Questionnaire): void {
  if (Object.keys(answersOf(type)).length > 0) return;
  const body = takeResumableQuote(type);
  const answers = body ? storedAnswersOf(questionnaire, body) : {};
  if (Object.keys(answers).length > 0) appStore.set(questionnaireAnswersAtom(type), answers);
}
