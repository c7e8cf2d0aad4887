// The results page's calls, started by the built page's first lines (decision 290). On a landing on
// /quote/<type>/results/<quote> the prices and both lenders' lists were asked for only once React had
// downloaded and run: on a phone, the calls then waited behind 100 KB of script. The HTML's inline
// script now sends them at once (the results call with the answers this browser remembers, else the
// quote by its reference), and the page takes their answers instead of sending its own. Only an answer is taken: a call that fails on
// the network counts as the first try, and the page sends the next one through the API client, with
// the retries left (fetchTaking in src/api/client.ts).

import { CSRF_HEADER, IDEMPOTENCY_HEADER, REQUEST_TIMEOUT_MS, type StartedCall } from '@/api/network-policy';
import { LENDERS, type Lender, type StartedLenderCalls } from '@/api/lenders';
import { ADDRESS_PRICED_TYPES, QUOTE_ADDRESS_KEY, QUOTE_REQUESTS_KEY, REMEMBER_FOR_DAYS } from '@/api/quote-request-rules';
import { PRODUCT_TYPES } from '@/domain/product-types';

/** What the inline script needs, from the names the app uses (earlyResultsScript). */
export interface EarlyResultsSettings {
  /** Matches location.pathname of a results page with a reference: groups type and reference. */
  readonly pathPattern: string;
  /** Where the answers are remembered (src/api/quote-request-rules.ts). */
  readonly storageKey: string;
  /** Where this tab keeps a quote's address: `${addressKey}:${type}/${quote}`. */
  readonly addressKey: string;
  /** The types priced only with the address: without it in this tab, nothing is sent. */
  readonly addressPricedTypes: readonly string[];
  /** The results call without its type: `${apiBase}/quote/results/` (with `<type>/<quote>`, the load by reference). */
  readonly url: string;
  /** The lenders' list calls without the lender: `${apiBase}/finance/`. */
  readonly financeUrl: string;
  readonly lenders: readonly Lender[];
  readonly csrfHeader: string;
  readonly idempotencyHeader: string;
  readonly timeoutMs: number;
  /** Answers priced longer ago are forgotten (REMEMBER_FOR_DAYS): nothing is sent for them. */
  readonly rememberForMs: number;
}

/** The results call: its retry by the page resends its Idempotency-Key (decision 423). */
export interface StartedResultsCall extends StartedCall {
  readonly idempotencyKey: string;
}

export interface EarlyResultsCall extends StartedResultsCall {
  readonly type: string;
  readonly quote: string;
  /** The remembered answers' savedAt: the page takes the call only for the answers it would send. */
  readonly savedAt: unknown;
}

/** The quote loaded by its reference, sent when this browser has no answers to post for it. */
export interface EarlySavedQuoteCall extends StartedCall {
  readonly type: string;
  readonly quote: string;
}

type WindowWithEarlyCall = Window & { earlyResultsCall?: EarlyResultsCall; earlySavedQuoteCall?: EarlySavedQuoteCall; earlyLenderCalls?: StartedLenderCalls };

/**
 * Runs in the page before any module (early-results-inline.ts, bundled into the HTML). With no answers
 * to post it loads the quote by its reference; anything unexpected (blocked or unreadable storage)
 * sends nothing: the page then calls as it always has.
 */
export function startEarlyResultsCalls(win: WindowWithEarlyCall, settings: EarlyResultsSettings): void {
  try {
    const match = new RegExp(settings.pathPattern).exec(win.location.pathname);
    if (!match) return;
    // Every call carries the CSRF token, as the client's policy sends it (decision 010).
    const token = win.document.querySelector('meta[name="csrf-token"]')?.getAttribute('content');
    // Each call can be aborted: by its timeout, or by the page's cancelAllRequests() once it takes it.
    // A call aborted by its timeout says so (timedOut): the page then reports a timeout, not a drop.
    const send = (url: string, init: RequestInit & { headers?: Record<string, string> }): StartedCall => {
      const headers: Record<string, string> = { ...init.headers };
      if (token) headers[settings.csrfHeader] = token;
      const controller = new AbortController();
      const response = win.fetch(url, { ...init, headers, credentials: 'same-origin', signal: controller.signal });
      const started: StartedCall = { response, abort: () => controller.abort(), timedOut: false };
      const timer = setTimeout(() => {
        started.timedOut = true;
        controller.abort();
      }, settings.timeoutMs);
      // Taken by the page, which handles a failure; until then a failure is not an unhandled rejection.
      response.then(() => clearTimeout(timer), () => clearTimeout(timer));
      return started;
    };
    const lenderCalls: StartedLenderCalls = {};
    for (const lender of settings.lenders) lenderCalls[lender] = send(settings.financeUrl + lender, { method: 'GET' });
    win.earlyLenderCalls = lenderCalls;

    const type = match[1] ?? '';
    const quote = decodeURIComponent(match[2] ?? '');
    const body = rememberedBody(win, settings, type, quote);
    if (!body) {
      // Nothing this browser can price: the quote by its reference (a saved or shared link, decision 490).
      win.earlySavedQuoteCall = Object.assign(send(`${settings.url}${type}/${encodeURIComponent(quote)}`, { method: 'GET' }), { type, quote });
      return;
    }
    const idempotencyKey = win.crypto.randomUUID();
    const call = send(settings.url + type, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [settings.idempotencyHeader]: idempotencyKey },
      body: JSON.stringify(body.answers),
    });
    win.earlyResultsCall = Object.assign(call, { type, quote, savedAt: body.savedAt, idempotencyKey });
  } catch {
    // storage blocked or unreadable: nothing sent
  }
}

/**
 * The answers this browser remembers for the quote, as the page would post them (with this tab's
 * address), and when they were priced; null when it has none to post.
 */
function rememberedBody(win: WindowWithEarlyCall, settings: EarlyResultsSettings, type: string, quote: string): { answers: object; savedAt: number } | null {
  const remembered: unknown = JSON.parse(win.localStorage.getItem(settings.storageKey) ?? 'null');
  const entry = Array.isArray(remembered)
    ? (remembered as Array<{ type?: unknown; quoteId?: unknown; body?: unknown; savedAt?: unknown } | null>).find((item) => item !== null && typeof item === 'object' && item.type === type && item.quoteId === quote)
    : undefined;
  if (!entry || typeof entry.body !== 'object' || entry.body === null) return null;
  if (typeof entry.savedAt !== 'number' || Date.now() - entry.savedAt >= settings.rememberForMs) return null;
  // The address is kept apart, in this tab only (decision 441): the page posts the answers with it.
  const address: unknown = JSON.parse(win.sessionStorage.getItem(`${settings.addressKey}:${type}/${quote}`) ?? 'null');
  const hasAddress = typeof address === 'object' && address !== null;
  if (!hasAddress && !('customer' in entry.body) && settings.addressPricedTypes.includes(type)) return null;
  return { answers: hasAddress ? { ...entry.body, customer: address } : entry.body, savedAt: entry.savedAt };
}

/** The call the page's first lines sent for these answers, at most once; null when there is none. */
export function takeEarlyResultsCall(type: string, quote: string, savedAt: number, win: WindowWithEarlyCall | undefined = globalThis.window): StartedResultsCall | null {
  const call = win?.earlyResultsCall;
  if (!call) return null;
  delete win.earlyResultsCall;
  if (call.type === type && call.quote === quote && call.savedAt === savedAt) return call;
  call.abort(); // priced for other answers: nobody will read it
  return null;
}

/** The load by reference the page's first lines sent for this quote, at most once; null when there is none. */
export function takeEarlySavedQuoteCall(type: string, quote: string, win: WindowWithEarlyCall | undefined = globalThis.window): StartedCall | null {
  const call = win?.earlySavedQuoteCall;
  if (!call) return null;
  delete win.earlySavedQuoteCall;
  if (call.type === type && call.quote === quote) return call;
  call.abort(); // another quote's: nobody will read it
  return null;
}

/** The lenders' list calls the page's first lines sent, at most once; none when they sent none. */
export function takeEarlyLenderCalls(win: WindowWithEarlyCall | undefined = globalThis.window): StartedLenderCalls {
  const calls = win?.earlyLenderCalls ?? {};
  delete win?.earlyLenderCalls;
  return calls;
}

export function earlyResultsSettings(apiBase: string): EarlyResultsSettings {
  return {
    pathPattern: `^/quote/(${PRODUCT_TYPES.join('|')})/results/([^/]+)/?$`,
    storageKey: QUOTE_REQUESTS_KEY,
    addressKey: QUOTE_ADDRESS_KEY,
    addressPricedTypes: ADDRESS_PRICED_TYPES,
    url: `${apiBase}/quote/results/`,
    financeUrl: `${apiBase}/finance/`,
    lenders: LENDERS,
    csrfHeader: CSRF_HEADER,
    idempotencyHeader: IDEMPOTENCY_HEADER,
    timeoutMs: REQUEST_TIMEOUT_MS,
    rememberForMs: REMEMBER_FOR_DAYS * 24 * 60 * 60 * 1000,
  };
}
