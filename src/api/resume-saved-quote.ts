// A quote loaded by its reference becomes this browser's own (decision 570): its saved answers, each
// checked by its question, fill the questionnaire of this tab and are remembered for the reference,
// as if this browser had priced them. "Change your answers" then opens at check your answers, and a
// reload, the product page, checkout and the enquiry read them as they read answers priced here.
import type { QuoteType } from '@/domain/product-types';
import { loadQuestionnaire } from '@/domain/questionnaires/loaders';
import { resumedAnswers } from '@/domain/questionnaires/saved-answers';
import { appStore } from '@/ui/state';
import { questionnaireAnswersAtom } from './questionnaire-answers';
import { rememberQuoteRequest } from './quote-request';

export async function resumeSavedQuote(type: QuoteType, quote: string, saved: unknown): Promise<void> {
  const { answers, body } = resumedAnswers(await loadQuestionnaire(type), saved);
  if (Object.keys(answers).length === 0) return;
  appStore.set(questionnaireAnswersAtom(type), answers);
  rememberQuoteRequest(type, body, quote);
}
