// The questionnaire's one call: POST /quote/results/{type} with the answers, through call() like every
// other call (decision 450). Its answer is handed to the results page (decision 130), so it is checked
// here for every field that page reads (decision 805).
import { call, type ApiResult } from '@/api/call';
import { api, idempotencyHeader } from '@/api/client';
import type { QuoteAnswers, ResultsResponse } from '@/shared/contract-types';
import { quoteResults } from '@/api/answer-checks/quote-results';
import type { QuoteType } from '@/domain/product-types';
import { GENERIC_FAILURE } from '@/domain/failure-texts';


/** Prices the answers: the results with the new quote's reference, or the failure to show in the Error dialog. */
export function submitQuoteAnswers(type: QuoteType, body: QuoteAnswers): Promise<ApiResult<ResultsResponse>> {
  return call(() => api.POST('/quote/results/{type}', { params: { path: { type }, header: idempotencyHeader() }, body }), { check: quoteResults, fallback: GENERIC_FAILURE });
}
