// The results page's calls, and their start before the page renders on a landing (decision 290): the
// results POST with the answers this browser remembers (or, with none, the quote loaded by its
// reference, decision 490) and both lenders' lists (each sent by the built page's first lines,
// early-results-call.ts, where the page was built with them) begin before the page's first render.
// The page takes each started call once, from the store: no call is sent twice.
import { api, fetchTaking, idempotencyHeader } from '@/api/client';
import { errorReporter } from '@/api/error-reporting';
import { fetchLenderLists, type LenderLists } from '@/api/lender-lists';
import type { SendRequest } from '@/api/network-policy';
import { rememberedQuoteRequest, type RememberedQuoteRequest } from '@/api/quote-request';
import type { ProductType } from '@/domain/product-types';
import { appStore, atom } from '@/ui/state';
import { takeEarlyLenderCalls, takeEarlyResultsCall, takeEarlySavedQuoteCall } from './early-results-call';

/** Logs a load failure without showing it (quote §8 "errors logged quietly"). */
export function reportQuietly(what: string, error: unknown, context: Record<string, unknown>) {
  errorReporter().captureException(error instanceof Error ? error : new Error(`${what} failed`), { ...context, detail: error });
}

/**
 * POST /quote/results/{type}; `fetch` replaces the client's (fetchTaking: the call the page's first
 * lines sent is its first try), and `idempotencyKey` is the one they sent, which a retry sends again.
 */
export function postResults(type: ProductType, body: RememberedQuoteRequest['body'], fetch?: SendRequest, idempotencyKey?: string) {
  return api.POST('/quote/results/{type}', { params: { path: { type }, header: idempotencyHeader(idempotencyKey) }, body, fetch });
}

/** GET /quote/results/{type}/{quote}: the priced quote by its reference (decision 490). */
export function getSavedQuote(type: ProductType, quote: string, signal?: AbortSignal, fetch?: SendRequest) {
  return api.GET('/quote/results/{type}/{quote}', { params: { path: { type, quote } }, signal, fetch });
}

const startedResultsAtom = atom<{ key: string; call: ReturnType<typeof postResults> } | null>(null);
const startedSavedQuoteAtom = atom<{ key: string; call: ReturnType<typeof getSavedQuote> } | null>(null);
const startedLenderListsAtom = atom<Promise<LenderLists> | null>(null);

/**
 * On a landing on /quote/:type/results/:quote: starts the page's calls; with no answers remembered
 * for the quote, its load by reference. Calls already sent by the page's first lines are taken instead of second ones; one that
 * failed on the network is retried by the client.
 */
export function startLandingCalls(type: ProductType, quote: string) {
  const remembered = rememberedQuoteRequest(type, quote);
  const earlySaved = takeEarlySavedQuoteCall(type, quote);
  if (remembered) {
    earlySaved?.abort(); // the answers are priced instead
    const early = takeEarlyResultsCall(type, quote, remembered.savedAt);
    const call = early ? postResults(type, remembered.body, fetchTaking(early), early.idempotencyKey) : postResults(type, remembered.body);
    // The page handles a failure once it takes the call; until then it is not an unhandled rejection.
    call.catch(() => undefined);
    appStore.set(startedResultsAtom, { key: `${type}:${quote}`, call });
  } else {
    const call = earlySaved ? getSavedQuote(type, quote, undefined, fetchTaking(earlySaved)) : getSavedQuote(type, quote);
    call.catch(() => undefined);
    appStore.set(startedSavedQuoteAtom, { key: `${type}:${quote}`, call });
  }
  appStore.set(startedLenderListsAtom, fetchLenderLists(takeEarlyLenderCalls()));
}

/** The results call started for this quote on landing, at most once. */
export function takeStartedResults(type: ProductType, quote: string) {
  const started = appStore.get(startedResultsAtom);
  if (started?.key !== `${type}:${quote}`) return null;
  appStore.set(startedResultsAtom, null);
  return started.call;
}

/** The load by reference started for this quote on landing, at most once. */
export function takeStartedSavedQuote(type: ProductType, quote: string) {
  const started = appStore.get(startedSavedQuoteAtom);
  if (started?.key !== `${type}:${quote}`) return null;
  appStore.set(startedSavedQuoteAtom, null);
  return started.call;
}

/** The lenders' lists started on landing, at most once. */
export function takeStartedLenderLists() {
  const started = appStore.get(startedLenderListsAtom);
  appStore.set(startedLenderListsAtom, null);
  return started;
}
