// The results page's calls, and their start before the page renders on a landing (decision 290): the
// results POST with the answers this browser remembers (sent by the built page's first lines,
// early-results-call.ts), and both lenders' lists, begin before the page's first render. The page
// takes each started call once.
import { api } from '@/api/client';
import { errorReporter } from '@/api/error-reporting';
import { fetchLenderLists, type LenderLists } from '@/api/lender-lists';
import { createPolicyFetch } from '@/api/network-policy';
import { rememberedQuoteRequest, type RememberedQuoteRequest } from '@/api/quote-request';
import type { ProductType } from '@/ui/paths';
import { takeEarlyResultsCall } from './early-results-call';

/** Logs a load failure without showing it (quote §8 "errors logged quietly"). */
export function reportQuietly(what: string, error: unknown, context: Record<string, unknown>) {
  errorReporter().captureException(error instanceof Error ? error : new Error(`${what} failed`), { ...context, detail: error });
}

/** POST /quote/results/{type}; `fetch` replaces the client's (the same policy with fewer tries left). */
export function postResults(type: ProductType, body: RememberedQuoteRequest['body'], fetch?: ReturnType<typeof createPolicyFetch>) {
  return api.POST('/quote/results/{type}', { params: { path: { type } }, body, fetch });
}

let startedResults: { key: string; call: ReturnType<typeof postResults> } | null = null;
let startedLenderLists: Promise<LenderLists> | null = null;

type ResultsAnswer = Awaited<ReturnType<typeof postResults>>;


/** An answer to the page's first lines' call, read as the API client reads one (JSON either way). */
async function answerOf(response: Response): Promise<ResultsAnswer> {
  const body: unknown = response.ok ? await response.json() : await response.json().catch(() => undefined);
  // The client's answer types are compile-time only; the page checks the shape it reads (results-shape.ts).
  return (response.ok ? { data: body, response } : { error: body, response }) as ResultsAnswer;
}

/**
 * On a landing on /quote/:type/results/:quote: starts the page's calls. Nothing to price, nothing
 * sent. The results call already sent by the page's first lines is taken instead of a second one; if
 * it failed on the network, the client retries it.
 */
export function startLandingCalls(type: ProductType, quote: string) {
  const remembered = rememberedQuoteRequest(type, quote);
  if (remembered) {
    const early = takeEarlyResultsCall(type, quote, remembered.savedAt);
    // The first lines' call was the first try: the client makes the retries left (purchase §7).
    const retry = () => postResults(type, remembered.body, createPolicyFetch({ triesMade: 1 }));
    const call = early ? early.then(answerOf, retry) : postResults(type, remembered.body);
    // The page handles a failure once it takes the call; until then it is not an unhandled rejection.
    call.catch(() => undefined);
    startedResults = { key: `${type}:${quote}`, call };
  }
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
