// Each questionnaire's answers, kept over a reload in this tab (decision 551), and the quote they re-price (decision 955).
import { isTextOrNull, storedAtomFamily } from '@/shared/state';
import { isPlainObject } from '@/domain/plain-object';
import type { Answers } from '@/domain/questionnaires/types';

const NO_ANSWERS: Answers = {};

function isAnswers(value: unknown): value is Answers {
  return isPlainObject(value) && Object.values(value).every((field) => typeof field === 'string');
}

export const questionnaireAnswersAtom = storedAtomFamily<Answers>('quote-answers', NO_ANSWERS, { isValid: isAnswers });

/** The quote this tab's questionnaire last priced, or whose answers it took over; null before either. */
export const questionnaireQuoteAtom = storedAtomFamily<string | null>('questionnaire-quote', null, { isValid: isTextOrNull });
