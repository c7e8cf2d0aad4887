// The answers of each questionnaire: an atom per type in this tab's sessionStorage (`quote-answers:<type>`,
// the key they always had), so a reload (or Back from results) keeps them and a new browser tab starts
// fresh. Blocked or full storage keeps them for the tab (decision 551). The questionnaire reads and
// writes them; a quote loaded by its reference fills them (decision 955). Beside them, the quote they
// belong to (`questionnaire-quote:<type>`): changed answers re-price that quote (decision 955).
import { isTextOrNull, storedAtomFamily } from '@/shared/state';
import type { Answers } from '@/domain/questionnaires/types';

const NO_ANSWERS: Answers = {};

function isAnswers(value: unknown): value is Answers {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((field) => typeof field === 'string');
}

export const questionnaireAnswersAtom = storedAtomFamily<Answers>('quote-answers', NO_ANSWERS, { isValid: isAnswers });

/** The quote this tab's questionnaire last priced, or whose answers it took over; null before either. */
export const questionnaireQuoteAtom = storedAtomFamily<string | null>('questionnaire-quote', null, { isValid: isTextOrNull });
