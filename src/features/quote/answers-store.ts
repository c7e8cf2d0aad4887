// The answers of each questionnaire, kept in sessionStorage so a reload (or Back from results)
// keeps them, and a new browser tab starts fresh.
import { atomWithStorage, createJSONStorage, useAtom } from '@/ui/state';
import type { Answers, QuoteType } from '@/domain/questionnaires/types';

const storage = createJSONStorage<Answers>(() => sessionStorage);

export const STORAGE_KEY_PREFIX = 'quote-answers:';

// getOnInit: read storage on the first render, so a reload lands on the question it left.
const answerAtoms = new Map<QuoteType, ReturnType<typeof createAnswersAtom>>();
function createAnswersAtom(type: QuoteType) {
  return atomWithStorage<Answers>(`${STORAGE_KEY_PREFIX}${type}`, {}, storage, { getOnInit: true });
}

export function useAnswers(type: QuoteType) {
  let answersAtom = answerAtoms.get(type);
  if (!answersAtom) {
    answersAtom = createAnswersAtom(type);
    answerAtoms.set(type, answersAtom);
  }
  return useAtom(answersAtom);
}
