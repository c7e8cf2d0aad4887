// The results page's calls. On a landing they go out as the app starts (decision 760), before the page's
// first render: the results POST with the answers this browser remembers (or, with none, the quote
// loaded by its reference, decision 490) and both lenders' lists. The page's own identical calls take
// their answers in the network policy: no call is sent twice.
import { api, idempotencyHeader, sendAhead } from '@/api/client';
import { errorReporter } from '@/api/error-reporting';
import { fetchLenderLists } from '@/api/lender-lists';
import type { SendRequest } from '@/api/network-policy';
import { rememberedQuoteRequest, type RememberedQuoteRequest } from '@/api/quote-request';
import type { ProductType } from '@/domain/product-types';

/** Logs a load failure without showing it (quote §8 "errors logged quietly"). */
export function reportQuietly(what: string, error: unknown, context: Record<string, unknown>) {
  errorReporter().captureException(error instanceof Error ? error : new Error(`${what} failed`), { ...context, detail: error });
}

/** POST /quote/results/{type}; `fetch` replaces the client's (sendAhead on a landing). */
export function postResults(type: ProductType, body: RememberedQuoteRequest['body'], fetch?: SendRequest) {
  return api.POST('/quote/results/{type}', { params: { path: { type }, header: idempotencyHeader() }, body, fetch });
}

/** GET /quote/results/{type}/{quote}: the priced quote by its reference (decision 490). */
export function getSavedQuote(type: ProductType, quote: string, signal?: AbortSignal, fetch?: SendRequest) {
  return api.GET('/quote/results/{type}/{quote}', { params: { path: { type, quote } }, signal, fetch });
}

/** On a landing on /quote/:type/results/:quote: sends the page's calls ahead of its first render. */
export function startLandingCalls(type: ProductType, quote: string) {
  const remembered = rememberedQuoteRequest(type, quote);
  const sent = remembered ? postResults(type, remembered.body, sendAhead) : getSavedQuote(type, quote, undefined, sendAhead);
  sent.catch(() => undefined); // the page handles a failure when its own call takes it
  void fetchLenderLists(sendAhead);
}
