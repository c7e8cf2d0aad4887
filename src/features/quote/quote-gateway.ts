// The questionnaire's one call: its answers priced, re-pricing the quote they belong to (decisions 955, 710, 805).
import type { ApiResult } from '@/api/call';
import { priceQuestionnaireAnswers } from '@/api/price-quote';
import type { QuoteAnswers, ResultsResponse } from '@/shared/contract-types';
import type { QuoteType } from '@/domain/product-types';
import { GENERIC_FAILURE } from '@/domain/failure-texts';

/** Prices the answers: the results with their quote's reference, or the failure to show in the Error dialog. */
export function submitQuoteAnswers(type: QuoteType, body: QuoteAnswers): Promise<ApiResult<ResultsResponse>> {
  return priceQuestionnaireAnswers(type, body, GENERIC_FAILURE);
}
