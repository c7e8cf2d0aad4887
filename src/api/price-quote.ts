// Pricing a questionnaire's answers (decision 955): they re-price the customer's quote, or become a new one.
import { call, WRONG_SHAPE_STATUS, WrongShapeError, type ApiResult } from './call';
import { api, idempotencyHeader } from './client';
import { errorReporter } from './error-reporting';
import { questionnaireQuoteAtom } from '@/shared/remembered/questionnaire-answers';
import { handOverQuoteResults } from '@/shared/remembered/quote-request';
import { appStore } from '@/shared/state';
import { quoteResults } from '@/api/answer-checks/quote-results';
import { repricedQuote } from '@/api/answer-checks/repriced-quote';
import type { QuoteAnswers, QuoteTypeSlug, ResultsResponse } from '@/shared/contract-types';

/** POST /quote/results/{type}: a new quote, with a new reference. */
const postAnswers = (type: QuoteTypeSlug, body: QuoteAnswers, fallback: string) =>
  call(() => api.POST('/quote/results/{type}', { params: { path: { type }, header: idempotencyHeader() }, body }), { check: quoteResults, fallback });

/** PUT /quote/results/{type}/{quote}: the quote priced again; an answer under another reference is one the contract forbids. */
async function putAnswers(type: QuoteTypeSlug, quote: string, body: QuoteAnswers, fallback: string): Promise<ApiResult<ResultsResponse>> {
  const priced = await call(() => api.PUT('/quote/results/{type}/{quote}', { params: { path: { type, quote } }, body }), { check: repricedQuote, fallback });
  if (!priced.ok || priced.data.quote.quote_id === quote) return priced;
  const problem = `it answered quote ${priced.data.quote.quote_id} for quote ${quote}`;
  errorReporter().captureException(new WrongShapeError('PUT /quote/results/{type}/{quote}', problem), { type, quote, problem });
  return { ok: false, status: WRONG_SHAPE_STATUS, message: fallback };
}

/** Prices the answers as `quote` (else as a new quote) and hands the answer to its results page. */
export async function priceQuoteAnswers(type: QuoteTypeSlug, body: QuoteAnswers, quote: string | null, fallback: string): Promise<ApiResult<ResultsResponse>> {
  let priced = quote === null ? null : await putAnswers(type, quote, body, fallback);
  // The server no longer knows the quote: the answers become a new one.
  if (priced === null || (!priced.ok && priced.status === 404)) priced = await postAnswers(type, body, fallback);
  if (priced.ok) handOverQuoteResults(type, body, priced.data);
  return priced;
}

/** The questionnaire's "Get my prices": its answers re-price the quote this tab's questionnaire belongs to, else make one. */
export async function priceQuestionnaireAnswers(type: QuoteTypeSlug, body: QuoteAnswers, fallback: string): Promise<ApiResult<ResultsResponse>> {
  const priced = await priceQuoteAnswers(type, body, appStore.get(questionnaireQuoteAtom(type)), fallback);
  if (priced.ok) appStore.set(questionnaireQuoteAtom(type), priced.data.quote.quote_id);
  return priced;
}
