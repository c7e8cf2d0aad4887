// The questionnaire's answers, per type, from the atom this tab keeps them in (src/api/questionnaire-answers.ts).
import { questionnaireAnswersAtom } from '@/api/questionnaire-answers';
import { appStore, useAtom } from '@/ui/state';
import type { QuoteType } from '@/domain/product-types';
import type { Answers } from '@/domain/questionnaires/types';

/** The answers kept for a questionnaire (outside React: the route reads them before the page renders). */
export function answersOf(type: QuoteType): Answers {
  return appStore.get(questionnaireAnswersAtom(type));
}

/** [answers, setAnswers] of one questionnaire. */
export function useAnswers(type: QuoteType) {
  return useAtom(questionnaireAnswersAtom(type));
}
