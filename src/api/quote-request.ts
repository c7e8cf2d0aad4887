// The last answers posted to POST /quote/results/{type} in this tab, per type, with the quote
// reference the server gave them. The contract has no way to load results by reference alone
// (the call takes the answers), so the results page re-posts these (docs/decisions/120).
// sessionStorage: a reload keeps them, a new tab starts fresh, nothing outlives the browser tab.
import type { components } from './schema';

export type QuoteAnswersBody = components['schemas']['QuoteAnswers'];
export type QuoteRequestType = components['schemas']['QuoteTypeSlug'];

export interface RememberedQuoteRequest {
  readonly body: QuoteAnswersBody;
  /** The quote reference the server answered, once known. */
  readonly quoteId: string | null;
}

export const QUOTE_REQUEST_KEY_PREFIX = 'quote-request:';

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null; // storage blocked (privacy mode): nothing is remembered
  }
}

/** Called with the body of each POST /quote/results/{type}, and again with the reference it answered. */
export function rememberQuoteRequest(type: QuoteRequestType, body: QuoteAnswersBody, quoteId: string | null = null): void {
  try {
    storage()?.setItem(QUOTE_REQUEST_KEY_PREFIX + type, JSON.stringify({ body, quoteId } satisfies RememberedQuoteRequest));
  } catch {
    // quota or blocked storage: the results page then asks for the answers again
  }
}

export function rememberedQuoteRequest(type: QuoteRequestType): RememberedQuoteRequest | null {
  const raw = storage()?.getItem(QUOTE_REQUEST_KEY_PREFIX + type);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<RememberedQuoteRequest>;
    if (!parsed.body || typeof parsed.body !== 'object' || parsed.body.quoteType !== type) return null;
    return { body: parsed.body, quoteId: typeof parsed.quoteId === 'string' ? parsed.quoteId : null };
  } catch {
    return null;
  }
}
