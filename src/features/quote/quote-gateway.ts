// The questionnaire's one call: its answers priced (decision 955), re-pricing the quote they belong to
// under its reference, else as a new quote, through call() like every other call (decision 710). The
// answer is handed to the results page (decision 955), so it is checked for every field that page
// reads (decision 805).
import type { ApiResult } from '@/api/call';
import { priceQuestionnaireAnswers } from '@/api/price-quote';
import type { QuoteAnswers, ResultsResponse } from '@/shared/contract-types';
import type { QuoteType } from '@/domain/product-types';
import { GENERIC_FAILURE } from '@/domain/failure-texts';

/** Prices the answers: the results with their quote's reference, or the failure to show in the Error dialog. */
export function submitQuoteAnswers(type: QuoteType, body: QuoteAnswers): Promise<ApiResult<ResultsResponse>> {
  return priceQuestionnaireAnswers(type, body, GENERIC_FAILURE);
}
