// Loading the results (decisions 120, 130, 490) through useLoad (decision 451): the answer the
// questionnaire just handed over; else POST /quote/results/{type} with the answers this browser
// remembers for the quote; else, with nothing remembered, the quote by its reference, whose answers
// this browser then remembers (decision 570). Failures, and answers the page cannot read, are logged
// quietly (quote §8); the page offers a retry and a person.
import { useCallback, useEffect, useState } from 'react';
import { call, WRONG_SHAPE_STATUS, type ApiResult } from '@/api/call';
import { adoptSavedQuote, handOverQuoteResults, rememberQuoteRequest, rememberedQuoteRequest, takeHandedOverResults } from '@/api/quote-request';
import type { ProductType } from '@/domain/product-types';
import { fetchLenderLists, type LenderLists } from '@/api/lender-lists';
import { useLoad } from '@/api/use-load';
import { GENERIC_FAILURE, LOAD_FAILURE } from '@/domain/failure-texts';
import { getSavedQuote, postResults, reportQuietly } from './results-calls';
import { firstProblem } from '@/api/answer-check';
import { results as resultsCheck } from '@/api/answer-checks/results';
import { savedQuote } from '@/api/answer-checks/saved-quote';
import type { QuoteAnswers, ResultsResponse, SavedQuote } from '@/shared/contract-types';

/** What a quote loaded by its reference adds to its results (decision 490). */
export interface SavedQuoteFacts {
  readonly answers: QuoteAnswers;
  readonly pricedAt: string;
  readonly validUntil: string;
  readonly expired: boolean;
}

export type ResultsLoad =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly results: ResultsResponse; readonly saved: SavedQuoteFacts | null }
  /** Its prices no longer hold: the page re-prices its answers (decision 490). */
  | { readonly status: 'expired'; readonly saved: SavedQuoteFacts }
  /** No quote with this reference: nothing to show but the way to a new one. */
  | { readonly status: 'not-found' }
  | { readonly status: 'failed' };

/** An answer the page cannot read is a failed load, not a crash (decision 710). */
class UnreadableResultsError extends Error {
  override name = 'UnreadableResultsError';
}

interface LoadedResults {
  readonly results: ResultsResponse;
  readonly saved: SavedQuoteFacts | null;
}

function factsOf({ answers, priced_at, valid_until, expired, ...results }: SavedQuote): LoadedResults {
  return { results, saved: { answers, pricedAt: priced_at, validUntil: valid_until, expired } };
}

/** Logs a failed load quietly; a wrong shape is reported by call() itself, a missing quote is no fault. */
function reportFailure(result: ApiResult<unknown>, context: Record<string, unknown>) {
  if (result.ok || result.status === 404 || result.status === WRONG_SHAPE_STATUS || result.cancelled) return;
  reportQuietly('results load', new Error(`results load answered ${result.status}`), { ...context, status: result.status, detail: result.message });
}

/** The remembered answers re-priced, else the quote by its reference (on a landing, each takes the call sent ahead). */
async function loadResults(type: ProductType, quote: string, signal: AbortSignal): Promise<ApiResult<LoadedResults>> {
  const remembered = rememberedQuoteRequest(type, quote);
  if (remembered) {
    const priced = await call(() => postResults(type, remembered.body), { check: resultsCheck, fallback: LOAD_FAILURE });
    reportFailure(priced, { type, quote });
    if (!priced.ok) return priced;
    // Priced again: these answers stay remembered for another REMEMBER_FOR_DAYS.
    rememberQuoteRequest(type, remembered.body, quote);
    return { ok: true, data: { results: priced.data, saved: null } };
  }
  const loaded = await call(() => getSavedQuote(type, quote, signal), { check: savedQuote, fallback: LOAD_FAILURE });
  reportFailure(loaded, { type, quote });
  if (!loaded.ok) return loaded;
  // Its answers become this browser's; an expired quote's are priced under a new reference instead.
  if (!loaded.data.expired) adoptSavedQuote(type, quote, loaded.data.answers);
  return { ok: true, data: factsOf(loaded.data) };
}

/** The questionnaire's fresh answer for this quote, taken once, with the first problem the page would meet in it. */
function takeFresh(type: ProductType, quote: string) {
  const results = takeHandedOverResults(type, quote);
  return results && { results, problem: firstProblem(resultsCheck, results) };
}

function loadOf(fresh: ReturnType<typeof takeFresh>, result: ApiResult<LoadedResults> | null): ResultsLoad {
  if (fresh) return fresh.problem ? { status: 'failed' } : { status: 'ready', results: fresh.results, saved: null };
  if (result === null) return { status: 'loading' };
  if (!result.ok) return result.status === 404 ? { status: 'not-found' } : { status: 'failed' };
  const { results, saved } = result.data;
  return saved?.expired ? { status: 'expired', saved } : { status: 'ready', results, saved };
}

export function useResults(type: ProductType, quote: string) {
  // Taken once when the page mounts (a state initialiser survives StrictMode's second render).
  const [fresh, setFresh] = useState(() => takeFresh(type, quote));
  const [attempt, setAttempt] = useState(0);
  // The questionnaire's fresh answer: no call. A retry always loads.
  const { result } = useLoad(fresh ? null : `results:${type}/${quote}#${attempt}`, (signal) => loadResults(type, quote, signal), { transition: true });
  const [repriced, setRepriced] = useState<{ of: ResultsResponse; products: ResultsResponse['products'] } | null>(null);

  useEffect(() => {
    if (fresh?.problem) reportQuietly('results load', new UnreadableResultsError(`The results answer cannot be shown: ${fresh.problem}`), { type, quote });
  }, [fresh, type, quote]);

  const loaded = loadOf(fresh, result);
  // Solar re-pricing replaces the products and keeps everything else.
  const load: ResultsLoad = loaded.status === 'ready' && repriced?.of === loaded.results ? { ...loaded, results: { ...loaded.results, products: repriced.products } } : loaded;

  const retry = useCallback(() => {
    setFresh(null);
    setAttempt((n) => n + 1);
  }, []);
  const shownResults = loaded.status === 'ready' ? loaded.results : null;
  const replaceProducts = useCallback((products: ResultsResponse['products']) => setRepriced(shownResults && { of: shownResults, products }), [shownResults]);
  /** Shows the answer of re-priced answers that kept this reference. */
  const showRepriced = useCallback(() => setFresh(takeFresh(type, quote)), [type, quote]);

  return { load, retry, replaceProducts, showRepriced };
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

/** Both lenders' finance products, null until both calls settled (a failure leaves that list empty). */
export function useLenderLists(): LenderLists | null {
  // The payment step loads the same key: one call in flight for both.
  const { result } = useLoad('lender-lists', async (): Promise<ApiResult<LenderLists>> => ({ ok: true, data: await fetchLenderLists() }));
  return result?.ok ? result.data : null;
}
