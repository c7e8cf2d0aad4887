// What this browser keeps of the answers posted for a quote, as pure rules (decision 955): the
// answers without the address in localStorage, bounded and expiring; the address in this tab alone.
import { addDays, isAfter } from 'date-fns';
import { isPlainObject } from '@/domain/plain-object';
import { isOneOf } from '@/domain/product-types';
import type { QuoteAddress, QuoteAnswers, QuoteTypeSlug } from '@/shared/contract-types';

type WithoutAddress<T> = T extends unknown ? Omit<T, 'customer'> : never;
/** The answers as kept in localStorage: no address lines. */
export type AnswersWithoutAddress = WithoutAddress<QuoteAnswers>;

export interface StoredQuoteRequest {
  readonly type: QuoteTypeSlug;
  /** The quote reference the server gave these answers. */
  readonly quoteId: string;
  readonly body: AnswersWithoutAddress;
  /** When these answers were last priced (epoch ms). */
  readonly savedAt: number;
}

export const QUOTE_REQUESTS_KEY = 'quote-requests';
export const QUOTE_ADDRESS_KEY = 'quote-address';
export const MAX_REMEMBERED_QUOTES = 5;
export const REMEMBER_FOR_DAYS = 30;
/** The questionnaire's answer is handed over only to a results page that opens right after it. */
export const HANDOVER_TTL_MS = 60_000;

type NeedsAddress = Extract<QuoteAnswers, { customer: unknown }>['quoteType'];
// A record of exactly the types whose answers require `customer`: it fails to compile when the contract changes.
const addressPriced: Record<NeedsAddress, true> = { 'boiler-service': true, 'heat-pump': true, solar: true };
/** The types whose answers the contract prices only with the address (`customer` required). */
export const ADDRESS_PRICED_TYPES = Object.keys(addressPriced) as readonly NeedsAddress[];

/** One quote: its type and reference (its address is kept under `${QUOTE_ADDRESS_KEY}:${quoteKey}`). */
export const quoteKey = (type: QuoteTypeSlug, quoteId: string) => `${type}/${quoteId}`;

/** The answers and the address apart (also of answers an earlier version kept with it): only the answers outlive the tab. */
export function splitAddress(body: QuoteAnswers | AnswersWithoutAddress): { answers: AnswersWithoutAddress; address: QuoteAddress | null } {
  if (!('customer' in body) || !body.customer) return { answers: body, address: null };
  const { customer, ...answers } = body;
  return { answers, address: customer };
}

type PricedWithoutAddress = Exclude<QuoteAnswers, { quoteType: NeedsAddress }>;

function isPricedWithoutAddress(answers: AnswersWithoutAddress): answers is PricedWithoutAddress {
  return !isOneOf(ADDRESS_PRICED_TYPES, answers.quoteType);
}

/** The answers to post again: with the address when this tab has it; null when the type cannot be priced without. */
export function withAddress(answers: AnswersWithoutAddress, address: QuoteAddress | null): QuoteAnswers | null {
  if (isPricedWithoutAddress(answers)) return answers;
  return address ? { ...answers, customer: address } : null;
}

export function isStoredQuoteRequest(entry: unknown): entry is StoredQuoteRequest {
  if (!isPlainObject(entry)) return false;
  const { type, quoteId, body, savedAt } = entry as Partial<StoredQuoteRequest>;
  return (
    typeof type === 'string' &&
    typeof quoteId === 'string' &&
    quoteId !== '' &&
    typeof savedAt === 'number' &&
    isPlainObject(body) &&
    body.quoteType === type
  );
}

/** The entries still within their expiry, most recently priced first; anything unreadable is dropped. */
export function currentQuoteRequests(stored: unknown, now: Date): StoredQuoteRequest[] {
  if (!Array.isArray(stored)) return [];
  return stored
    .filter(isStoredQuoteRequest)
    .filter((entry) => isAfter(addDays(entry.savedAt, REMEMBER_FOR_DAYS), now))
    .sort((a, b) => b.savedAt - a.savedAt);
}

/** The list with this quote's answers (priced now) first, keeping only the last few quotes. */
export function withQuoteRequest(current: readonly StoredQuoteRequest[], entry: StoredQuoteRequest): StoredQuoteRequest[] {
  const others = current.filter((other) => !(other.type === entry.type && other.quoteId === entry.quoteId));
  return [entry, ...others].slice(0, MAX_REMEMBERED_QUOTES);
}
