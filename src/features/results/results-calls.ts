// The results page's calls, and their start before the page renders on a landing (decision 290): the
// results POST with the answers this browser remembers and both lenders' lists (each sent by the built
// page's first lines, early-results-call.ts, where the page was built with them) begin before the
// page's first render. The page takes each started call once, from the store: no call is sent twice.
import { answerOfStarted, api, idempotencyHeader } from '@/api/client';
import { errorReporter } from '@/api/error-reporting';
import { fetchLenderLists, type LenderLists } from '@/api/lender-lists';
import type { SendRequest } from '@/api/network-policy';
import { rememberedQuoteRequest, type RememberedQuoteRequest } from '@/api/quote-request';
import type { ProductType } from '@/domain/product-types';
import { appStore, atom } from '@/ui/state';
import { takeEarlyLenderCalls, takeEarlyResultsCall } from './early-results-call';

/** Logs a load failure without showing it (quote §8 "errors logged quietly"). */
export function reportQuietly(what: string, error: unknown, context: Record<string, unknown>) {
  errorReporter().captureException(error instanceof Error ? error : new Error(`${what} failed`), { ...context, detail: error });
}

/**
 * POST /quote/results/{type}; `fetch` replaces the client's (the same policy with fewer tries left),
 * and `idempotencyKey` is the one the page's first lines sent, when this is their call's retry.
 */
export function postResults(type: ProductType, body: RememberedQuoteRequest['body'], fetch?: SendRequest, idempotencyKey?: string) {
  return api.POST('/quote/results/{type}', { params: { path: { type }, header: idempotencyHeader(idempotencyKey) }, body, fetch });
}

const startedResultsAtom = atom<{ key: string; call: ReturnType<typeof postResults> } | null>(null);
const startedLenderListsAtom = atom<Promise<LenderLists> | null>(null);

/**
 * On a landing on /quote/:type/results/:quote: starts the page's calls. Nothing to price, nothing
 * sent. Calls already sent by the page's first lines are taken instead of second ones; one that
 * failed on the network is retried by the client.
 */
export function startLandingCalls(type: ProductType, quote: string) {
  const remembered = rememberedQuoteRequest(type, quote);
  if (remembered) {
    const early = takeEarlyResultsCall(type, quote, remembered.savedAt);
    const call = early ? answerOfStarted(early, (fetch) => postResults(type, remembered.body, fetch, early.idempotencyKey)) : postResults(type, remembered.body);
    // The page handles a failure once it takes the call; until then it is not an unhandled rejection.
    call.catch(() => undefined);
    appStore.set(startedResultsAtom, { key: `${type}:${quote}`, call });
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

/** The lenders' lists started on landing, at most once. */
export function takeStartedLenderLists() {
  const started = appStore.get(startedLenderListsAtom);
  appStore.set(startedLenderListsAtom, null);
  return started;
}
