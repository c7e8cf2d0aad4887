// Per type, the quote this tab opened by its reference, until the questionnaire takes its answers over
// (decision 955). Apart from quote-request.ts, so the questionnaire can ask whether there is one without
// loading the remembered requests' code on every first visit.
import { appStore, isTextOrNull, storedAtomFamily } from '@/shared/state';
import type { QuoteType } from '@/domain/product-types';

export const resumableQuoteAtom = storedAtomFamily<string | null>('resumable-quote', null, { isValid: isTextOrNull });

export function hasResumableQuote(type: QuoteType): boolean {
  return appStore.get(resumableQuoteAtom(type)) !== null;
}
