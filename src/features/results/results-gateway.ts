// The results page's calls, each answering an ApiResult (src/api/call.ts): the prices (decisions 120,
// 130, 490), solar re-pricing, the callback (decision 019) and saving the quote (decision 491). All
// but saving log their failures (quote §8 "errors logged quietly"); the page decides what is shown.
import { call, WRONG_SHAPE_STATUS, type ApiResult } from '@/api/call';
import { api, idempotencyHeader, sendAhead } from '@/api/client';
import { errorReporter } from '@/api/error-reporting';
import { fetchLenderLists } from '@/api/lender-lists';
import type { SendRequest } from '@/api/network-policy';
import { adoptSavedQuote, handOverQuoteResults, rememberQuoteRequest, rememberedQuoteRequest } from '@/api/quote-request';
import { callback } from '@/api/answer-checks/callback';
import { quoteSaved } from '@/api/answer-checks/quote-saved';
import { results as resultsCheck } from '@/api/answer-checks/results';
import { savedQuote } from '@/api/answer-checks/saved-quote';
import { solarRepriced } from '@/api/answer-checks/solar-repriced';
import { GENERIC_FAILURE, LOAD_FAILURE } from '@/domain/failure-texts';
import type { ProductType } from '@/domain/product-types';
import type { CallbackRequest, QuoteAnswers, ResultsResponse, SaveQuoteRequest, SolarResultsUpdate } from '@/shared/contract-types';

/** What a quote loaded by its reference adds to its results (decision 490). */
export interface SavedQuoteFacts {
  readonly answers: QuoteAnswers;
  readonly pricedAt: string;
  readonly validUntil: string;
  readonly expired: boolean;
}

export interface LoadedResults {
  readonly results: ResultsResponse;
  readonly saved: SavedQuoteFacts | null;
}

/** Logs a failure; call() has reported a wrong shape already, and a cancelled call is no fault. */
function logFailure(what: string, result: ApiResult<unknown>, context: Record<string, unknown>) {
  if (result.ok || result.cancelled || result.status === WRONG_SHAPE_STATUS) return;
  errorReporter().captureException(new Error(`${what} answered ${result.status}`), { ...context, status: result.status, detail: result.message });
}

/** POST /quote/results/{type}; `fetch` is sendAhead on a landing. */
const postResults = (type: ProductType, body: QuoteAnswers, fetch?: SendRequest) =>
  api.POST('/quote/results/{type}', { params: { path: { type }, header: idempotencyHeader() }, body, fetch });

/** GET /quote/results/{type}/{quote}: the priced quote by its reference (decision 490). */
const getSavedQuote = (type: ProductType, quote: string, signal?: AbortSignal, fetch?: SendRequest) =>
  api.GET('/quote/results/{type}/{quote}', { params: { path: { type, quote } }, signal, fetch });

/**
 * The answers this browser remembers for the quote priced again, else the quote by its reference,
 * whose answers this browser then remembers (decision 570). On a landing each takes the call sent ahead.
 */
export async function loadResults(type: ProductType, quote: string, signal: AbortSignal): Promise<ApiResult<LoadedResults>> {
  const remembered = rememberedQuoteRequest(type, quote);
  if (remembered) {
    const priced = await call(() => postResults(type, remembered.body), { check: resultsCheck, fallback: LOAD_FAILURE });
    logFailure('results load', priced, { type, quote });
    if (!priced.ok) return priced;
    // Priced again: these answers stay remembered for another REMEMBER_FOR_DAYS.
    rememberQuoteRequest(type, remembered.body, quote);
    return { ok: true, data: { results: priced.data, saved: null } };
  }
  const loaded = await call(() => getSavedQuote(type, quote, signal), { check: savedQuote, fallback: LOAD_FAILURE });
  // No quote with this reference is no fault.
  if (!loaded.ok && loaded.status !== 404) logFailure('results load', loaded, { type, quote });
  if (!loaded.ok) return loaded;
  const { answers, priced_at, valid_until, expired, ...results } = loaded.data;
  // Its answers become this browser's; an expired quote's are priced under a new reference instead.
  if (!expired) adoptSavedQuote(type, quote, answers);
  return { ok: true, data: { results, saved: { answers, pricedAt: priced_at, validUntil: valid_until, expired } } };
}

/** On a landing, the page's calls sent as the app starts (decision 760), for the page's own identical calls to take. */
export function sendResultsAhead(type: ProductType, quote: string): void {
  const remembered = rememberedQuoteRequest(type, quote);
  const sent = remembered ? postResults(type, remembered.body, sendAhead) : getSavedQuote(type, quote, undefined, sendAhead);
  sent.catch(() => undefined); // the page handles a failure when its own call takes it
  void fetchLenderLists(sendAhead);
}

/**
 * Prices a quote's saved answers again (an expired quote, decision 490) and hands the answer, with the
 * answers, to the results page of the reference it comes back with: that page posts nothing.
 */
export async function repriceQuote(type: ProductType, answers: QuoteAnswers): Promise<ApiResult<ResultsResponse>> {
  const priced = await call(() => postResults(type, answers), { check: resultsCheck, fallback: GENERIC_FAILURE });
  if (priced.ok) handOverQuoteResults(type, answers, priced.data);
  return priced;
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
