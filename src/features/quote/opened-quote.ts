// The answers of the quote this tab opened by its reference, each checked by its question (decision 955).
// Its own chunk: only a questionnaire with such a quote to take over loads it (answers-store.ts).
import { takeResumableQuote } from '@/shared/remembered/quote-request';
import { storedAnswersOf } from '@/domain/questionnaires/saved-answers';
import type { QuoteType } from '@/domain/product-types';
import type { Answers, Questionnaire } from '@/domain/questionnaires/types';

/** Takes the opened quote over, once: its answers, or none when the browser no longer remembers them. */
export function takeOpenedQuoteAnswers(type: QuoteType, questionnaire: Questionnaire): Answers {
  const body = takeResumableQuote(type);
  return body ? storedAnswersOf(questionnaire, body) : {};
}
