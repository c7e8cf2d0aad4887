// The answers posted to POST /quote/results/{type}, per quote reference, and the questionnaire's
// fresh answer handed to the results page (docs/decisions/120 and 130).
//
// The contract has no way to load results by reference alone (the call takes the answers), so a
// results page that has no fresh answer re-posts the answers remembered for its reference.
// - localStorage, so a reload, a new tab or a saved link in the same browser can re-price; bounded
//   to the last MAX_REMEMBERED_QUOTES quotes, each forgotten REMEMBER_FOR_DAYS after it was last priced.
// - The answer the questionnaire just received is handed over in memory, once, so the results page
//   does not post the same answers a second time.
import { addDays, isAfter } from 'date-fns';
import type { QuoteAnswers, QuoteTypeSlug, ResultsResponse } from './contract-types';

export type QuoteRequestType = QuoteTypeSlug;

export interface RememberedQuoteRequest {
  readonly type: QuoteRequestType;
  /** The quote reference the server gave these answers. */
  readonly quoteId: string;
  readonly body: QuoteAnswers;
  /** When these answers were last priced (epoch ms). */
  readonly savedAt: number;
}

export const QUOTE_REQUESTS_KEY = 'quote-requests';
export const MAX_REMEMBERED_QUOTES = 5;
export const REMEMBER_FOR_DAYS = 30;
/** The questionnaire's answer is handed over only to a results page that opens right after it. */
export const HANDOVER_TTL_MS = 60_000;

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // storage blocked (privacy mode): nothing is remembered
  }
}

const isRemembered = (entry: unknown): entry is RememberedQuoteRequest => {
  if (typeof entry !== 'object' || entry === null) return false;
  const { type, quoteId, body, savedAt } = entry as Partial<RememberedQuoteRequest>;
  return (
    typeof type === 'string' &&
    typeof quoteId === 'string' &&
    quoteId !== '' &&
    typeof savedAt === 'number' &&
    typeof body === 'object' &&
    body !== null &&
    body.quoteType === type
  );
};

/** Every remembered quote still within its expiry, most recently priced first. */
function readAll(now: Date): RememberedQuoteRequest[] {
  const raw = storage()?.getItem(QUOTE_REQUESTS_KEY);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter(isRemembered)
      .filter((entry) => isAfter(addDays(entry.savedAt, REMEMBER_FOR_DAYS), now))
      .sort((a, b) => b.savedAt - a.savedAt);
  } catch {
    return [];
  }
}

/** Remembers the answers that priced a quote (refreshing its expiry), keeping only the last few quotes. */
export function rememberQuoteRequest(type: QuoteRequestType, body: QuoteAnswers, quoteId: string, now = new Date()): void {
  const entry: RememberedQuoteRequest = { type, quoteId, body, savedAt: now.getTime() };
  const others = readAll(now).filter((other) => !(other.type === type && other.quoteId === quoteId));
  try {
    storage()?.setItem(QUOTE_REQUESTS_KEY, JSON.stringify([entry, ...others].slice(0, MAX_REMEMBERED_QUOTES)));
  } catch {
    // quota or blocked storage: the results page then asks for the answers again
  }
}

/** The answers remembered for this quote; without a reference, the type's most recently priced quote. */
export function rememberedQuoteRequest(type: QuoteRequestType, quoteId?: string, now = new Date()): RememberedQuoteRequest | null {
  return readAll(now).find((entry) => entry.type === type && (quoteId === undefined || entry.quoteId === quoteId)) ?? null;
}

// --- The hand-over from the questionnaire to the results page (in memory: a reload posts again)

interface HandedOver {
  readonly answer: ResultsResponse;
  readonly expiresAt: number;
}

const handedOver = new Map<string, HandedOver>();
const handoverKey = (type: QuoteRequestType, quoteId: string) => `${type}/${quoteId}`;

/**
 * Called by the questionnaire with the answers it posted and the server's answer: remembers the
 * answers for later visits and hands the answer to the results page it opens next.
 */
export function handOverQuoteResults(type: QuoteRequestType, body: QuoteAnswers, answer: ResultsResponse, now = new Date()): void {
  const quoteId = answer.quote.quote_id;
  rememberQuoteRequest(type, body, quoteId, now);
  for (const [key, entry] of handedOver) if (entry.expiresAt <= now.getTime()) handedOver.delete(key);
  handedOver.set(handoverKey(type, quoteId), { answer, expiresAt: now.getTime() + HANDOVER_TTL_MS });
}

/** The questionnaire's fresh answer for this quote, at most once; null when there is none (reload, new tab, too late). */
export function takeHandedOverResults(type: QuoteRequestType, quoteId: string, now = new Date()): ResultsResponse | null {
  const key = handoverKey(type, quoteId);
  const entry = handedOver.get(key);
  handedOver.delete(key);
  return entry && entry.expiresAt > now.getTime() ? entry.answer : null;
}
