// The results page's calls, and their start before the page renders on a landing (decision 290): the
// results POST with the answers this browser remembers, and both lenders' lists, begin as soon as the
// app runs instead of after the page's first render. The page takes each started call once.
import { api } from '@/api/client';
import { errorReporter } from '@/api/error-reporting';
import { fetchLenderLists, type LenderLists } from '@/api/lender-lists';
import { rememberedQuoteRequest, type RememberedQuoteRequest } from '@/api/quote-request';
import type { ProductType } from '@/ui/paths';

/** Logs a load failure without showing it (quote §8 "errors logged quietly"). */
export function reportQuietly(what: string, error: unknown, context: Record<string, unknown>) {
  errorReporter().captureException(error instanceof Error ? error : new Error(`${what} failed`), { ...context, detail: error });
}

export function postResults(type: ProductType, body: RememberedQuoteRequest['body']) {
  return api.POST('/quote/results/{type}', { params: { path: { type } }, body });
}

let startedResults: { key: string; call: ReturnType<typeof postResults> } | null = null;
let startedLenderLists: Promise<LenderLists> | null = null;

/** On a landing on /quote/:type/results/:quote: starts the page's calls. Nothing to price, nothing sent. */
export function startLandingCalls(type: ProductType, quote: string) {
  const remembered = rememberedQuoteRequest(type, quote);
  if (remembered) startedResults = { key: `${type}:${quote}`, call: postResults(type, remembered.body) };
  startedLenderLists = fetchLenderLists();
}

/** The results call started for this quote on landing, at most once. */
export function takeStartedResults(type: ProductType, quote: string) {
  if (startedResults?.key !== `${type}:${quote}`) return null;
  const { call } = startedResults;
  startedResults = null;
  return call;
}

/** The lenders' lists started on landing, at most once. */
export function takeStartedLenderLists() {
  const started = startedLenderLists;
  startedLenderLists = null;
  return started;
}
