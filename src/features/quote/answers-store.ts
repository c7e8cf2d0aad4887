// The answers of each questionnaire: an atom per type in this tab's sessionStorage (`quote-answers:<type>`,
// the key they always had), so a reload (or Back from results) keeps them and a new browser tab starts
// fresh. Blocked or full storage keeps them for the tab (decision 440).
import { appStore, storedAtomFamily, useAtom } from '@/ui/state';
import type { QuoteType } from '@/domain/product-types';
import type { Answers } from '@/domain/questionnaires/types';

const NO_ANSWERS: Answers = {};

function isAnswers(value: unknown): value is Answers {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((field) => typeof field === 'string');
}

const answersAtom = storedAtomFamily<Answers>('quote-answers', NO_ANSWERS, { isValid: isAnswers });

/** The answers kept for a questionnaire (outside React: the route reads them before the page renders). */
export function answersOf(type: QuoteType): Answers {
  return appStore.get(answersAtom(type));
}

/** [answers, setAnswers] of one questionnaire. */
export function useAnswers(type: QuoteType) {
  return useAtom(answersAtom(type));
}
