// The results page's calls (decisions 955, 019, 491). All but saving log their failures quietly (quote §8).
import { call, WRONG_SHAPE_STATUS, type ApiResult } from '@/api/call';
import { api, idempotencyHeader } from '@/api/client';
import { errorReporter } from '@/api/error-reporting';
import { priceQuoteAnswers } from '@/api/price-quote';
import { adoptSavedQuote, rememberedQuoteRequest } from '@/shared/remembered/quote-request';
import { callback } from '@/api/answer-checks/callback';
import { quoteSaved } from '@/api/answer-checks/quote-saved';
import { savedQuote } from '@/api/answer-checks/saved-quote';
import { solarRepriced } from '@/api/answer-checks/solar-repriced';
import { GENERIC_FAILURE, LOAD_FAILURE } from '@/domain/failure-texts';
import type { ProductType } from '@/domain/product-types';
import type { CallbackRequest, QuoteAnswers, ResultsResponse, SaveQuoteRequest, SolarResultsUpdate } from '@/shared/contract-types';

export interface SavedQuoteFacts {
  readonly answers: QuoteAnswers;
  readonly pricedAt: string;
  readonly validUntil: string;
  readonly expired: boolean;
}

export interface LoadedResults {
  readonly results: ResultsResponse;
  /** Null for the questionnaire's own answer, handed over (decision 955). */
  readonly saved: SavedQuoteFacts | null;
}

/** Logs a failure; call() has reported a wrong shape already, and a cancelled call is no fault. */
function logFailure(what: string, result: ApiResult<unknown>, context: Record<string, unknown>) {
  if (result.ok || result.cancelled || result.status === WRONG_SHAPE_STATUS) return;
  errorReporter().captureException(new Error(`${what} answered ${result.status}`), { ...context, status: result.status, detail: result.message });
}

/** The quote by its reference, as the server last priced it: the prices its checkout charges (decision 955). */
export async function loadResults(type: ProductType, quote: string, signal: AbortSignal): Promise<ApiResult<LoadedResults>> {
  const loaded = await call(() => api.GET('/quote/results/{type}/{quote}', { params: { path: { type, quote } }, signal }), { check: savedQuote, fallback: LOAD_FAILURE });
  // No quote with this reference is no fault.
  if (!loaded.ok && loaded.status !== 404) logFailure('results load', loaded, { type, quote });
  if (!loaded.ok) return loaded;
  const { answers, priced_at, expired, ...results } = loaded.data;
  // Its answers become this browser's; an expired quote's once they are priced again.
  if (!expired && !rememberedQuoteRequest(type, quote)) adoptSavedQuote(type, quote, answers);
  return { ok: true, data: { results, saved: { answers, pricedAt: priced_at, validUntil: results.valid_until, expired } } };
}

/** Prices an expired quote's saved answers again under its reference (decision 955). */
export function repriceQuote(type: ProductType, quote: string, answers: QuoteAnswers): Promise<ApiResult<ResultsResponse>> {
  return priceQuoteAnswers(type, answers, quote, GENERIC_FAILURE);
}

/** PATCH /quote/results/solar: the packages priced for another panel count or yearly use (quote §9). */
export async function repriceSolar(update: SolarResultsUpdate): Promise<ApiResult<ResultsResponse['products']>> {
  const repriced = await call(() => api.PATCH('/quote/results/solar', { body: update }), { check: solarRepriced, fallback: GENERIC_FAILURE });
  logFailure('solar re-price', repriced, { quote: update.quote_id });
  return repriced.ok ? { ok: true, data: repriced.data.products } : repriced;
}

/** Whether a callback is already booked for the quote: POST /quote/callback/{quote} without a body. */
export async function checkCallback(quote: string, signal: AbortSignal): Promise<ApiResult<boolean>> {
  const checked = await call(() => api.POST('/quote/callback/{quote}', { params: { path: { quote }, header: idempotencyHeader() }, signal }), { check: callback, fallback: LOAD_FAILURE });
  logFailure('callback check', checked, { quote });
  return checked.ok ? { ok: true, data: checked.data.callback } : checked;
}

/** Books a callback; answers whether the server booked it. */
export async function requestCallback(quote: string, body: CallbackRequest): Promise<ApiResult<boolean>> {
  const booked = await call(() => api.POST('/quote/callback/{quote}', { params: { path: { quote }, header: idempotencyHeader() }, body }), { check: callback, fallback: GENERIC_FAILURE });
  logFailure('callback request', booked, { quote });
  if (booked.ok && !booked.data.callback) errorReporter().captureException(new Error('callback request not booked'), { quote });
  return booked.ok ? { ok: true, data: booked.data.callback } : booked;
}

/** Saves the quote and emails its link; answers the address the server emailed. */
export async function saveQuote(quote: string, body: SaveQuoteRequest): Promise<ApiResult<string>> {
  const saved = await call(() => api.POST('/quote/save/{quote}', { params: { path: { quote }, header: idempotencyHeader() }, body }), { check: quoteSaved, fallback: GENERIC_FAILURE });
  return saved.ok ? { ok: true, data: saved.data.email_address } : saved;
}
