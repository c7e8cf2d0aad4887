// The questionnaire's one call: POST /quote/results/{type} with the answers, through call() like every
// other call (decision 450). The results page checks what it reads of the answer it is handed (decision 710); this checks what
// the questionnaire itself reads to choose where to go next.
import { call, type ApiResult } from '@/api/call';
import { api, idempotencyHeader } from '@/api/client';
import type { QuoteAnswers, ResultsResponse } from '@/shared/contract-types';
import { quotePriced } from '@/api/answer-checks/quote-priced';
import type { QuoteType } from '@/domain/product-types';
import { GENERIC_FAILURE } from '@/domain/failure-texts';


/** Prices the answers: the results with the new quote's reference, or the failure to show in the Error dialog. */
export function submitQuoteAnswers(type: QuoteType, body: QuoteAnswers): Promise<ApiResult<ResultsResponse>> {
  return call(() => api.POST('/quote/results/{type}', { params: { path: { type }, header: idempotencyHeader() }, body }), { check: quotePriced, fallback: GENERIC_FAILURE });
}
