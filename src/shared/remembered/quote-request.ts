// The answers posted for each quote reference, and the questionnaire's fresh answer handed once to the
// results page so it does not load what it was just given (decision 955); the keeping rules are quote-request-rules.ts.
import { RESET, appStore, atom, storedAtom, storedAtomFamily } from '@/shared/state';
import {
  currentQuoteRequests,
  quoteKey,
  splitAddress,
  withAddress,
  withQuoteRequest,
  HANDOVER_TTL_MS,
  QUOTE_ADDRESS_KEY,
  QUOTE_REQUESTS_KEY,
  type StoredQuoteRequest,
} from './quote-request-rules';
import { questionnaireQuoteAtom } from './questionnaire-answers';
import { resumableQuoteAtom } from './resumable-quote';
import type { KnownAddress } from '@/domain/contact-details';
import { isPlainObject } from '@/domain/plain-object';
import type { QuoteAddress, QuoteAnswers, QuoteTypeSlug, ResultsResponse } from '@/shared/contract-types';

/** Answers this browser can post again for a quote: the address is in when the tab has it. */
export type RememberedQuoteRequest = Omit<StoredQuoteRequest, 'body'> & { readonly body: QuoteAnswers };

const isList = (value: unknown): value is unknown[] => Array.isArray(value);
const isAddress = (value: unknown): value is QuoteAddress | null => value === null || isPlainObject(value);

const quoteRequestsAtom = storedAtom<unknown[]>(QUOTE_REQUESTS_KEY, [], { area: 'local', isValid: isList });
const quoteAddressAtom = storedAtomFamily<QuoteAddress | null>(QUOTE_ADDRESS_KEY, null, { isValid: isAddress });

/** The remembered answers within their expiry; expired entries and an older version's stored address lines are cleared here. */
function currentRequests(now: Date): StoredQuoteRequest[] {
  const stored = appStore.get(quoteRequestsAtom);
  const current = currentQuoteRequests(stored, now).map((entry) => {
    const { answers, address } = splitAddress(entry.body);
    if (!address) return entry;
    appStore.set(quoteAddressAtom(quoteKey(entry.type, entry.quoteId)), address);
    return { ...entry, body: answers };
  });
  if (current.length !== stored.length || current.some((entry, index) => entry !== stored[index])) {
    appStore.set(quoteRequestsAtom, current.length ? current : RESET);
  }
  return current;
}

/** Remembers the answers that priced a quote (refreshing its expiry): the address only for this tab. */
export function rememberQuoteRequest(type: QuoteTypeSlug, body: QuoteAnswers, quoteId: string, now = new Date()): void {
  const { answers, address } = splitAddress(body);
  if (address) appStore.set(quoteAddressAtom(quoteKey(type, quoteId)), address);
  appStore.set(quoteRequestsAtom, withQuoteRequest(currentRequests(now), { type, quoteId, body: answers, savedAt: now.getTime() }));
}

/** The answers to post again for this quote (without one, the type's latest); null when none, or the address they need is not in this tab. */
export function rememberedQuoteRequest(type: QuoteTypeSlug, quoteId?: string, now = new Date()): RememberedQuoteRequest | null {
  for (const entry of currentRequests(now)) {
    if (entry.type !== type || (quoteId !== undefined && entry.quoteId !== quoteId)) continue;
    const body = withAddress(entry.body, appStore.get(quoteAddressAtom(quoteKey(type, entry.quoteId))));
    if (body) return { type, quoteId: entry.quoteId, body, savedAt: entry.savedAt };
  }
  return null;
}

// --- A quote opened by its reference (decision 955)

/** A quote loaded by its reference becomes this browser's own, for the questionnaire to take over (takeResumableQuote). */
export function adoptSavedQuote(type: QuoteTypeSlug, quoteId: string, answers: QuoteAnswers, now = new Date()): void {
  rememberQuoteRequest(type, answers, quoteId, now);
  appStore.set(resumableQuoteAtom(type), quoteId);
}

/** The answers of the quote this tab opened by its reference, at most once; the questionnaire then re-prices that quote. */
export function takeResumableQuote(type: QuoteTypeSlug, now = new Date()): QuoteAnswers | null {
  const quoteId = appStore.get(resumableQuoteAtom(type));
  if (quoteId === null) return null;
  appStore.set(resumableQuoteAtom(type), RESET);
  const body = rememberedQuoteRequest(type, quoteId, now)?.body ?? null;
  if (body) appStore.set(questionnaireQuoteAtom(type), quoteId);
  return body;
}

/** Where the customer said the home is, for a quote this browser priced (decision 540); null when it knows neither. */
export function givenQuoteAddress(type: QuoteTypeSlug, quoteId: string, now = new Date()): KnownAddress | null {
  const address = appStore.get(quoteAddressAtom(quoteKey(type, quoteId)));
  const entry = currentRequests(now).find((candidate) => candidate.type === type && candidate.quoteId === quoteId);
  const answered = entry && 'postcode' in entry.body && typeof entry.body.postcode === 'string' ? entry.body.postcode : null;
  const postcode = address?.postcode || answered;
  if (!postcode) return null;
  return { ...(address ?? {}), postcode };
}

// --- The hand-over from the questionnaire to the results page (in memory: a reload posts again)

interface HandedOver {
  readonly answer: ResultsResponse;
  readonly expiresAt: number;
}

const handedOverAtom = atom<ReadonlyMap<string, HandedOver>>(new Map());

/** Remembers the questionnaire's answers and hands the server's answer to the results page it opens next. */
export function handOverQuoteResults(type: QuoteTypeSlug, body: QuoteAnswers, answer: ResultsResponse, now = new Date()): void {
  const quoteId = answer.quote.quote_id;
  rememberQuoteRequest(type, body, quoteId, now);
  const fresh = [...appStore.get(handedOverAtom)].filter(([, entry]) => entry.expiresAt > now.getTime());
  appStore.set(handedOverAtom, new Map([...fresh, [quoteKey(type, quoteId), { answer, expiresAt: now.getTime() + HANDOVER_TTL_MS }]]));
}

/** The questionnaire's fresh answer for this quote, at most once; null when there is none (reload, new tab, too late). */
export function takeHandedOverResults(type: QuoteTypeSlug, quoteId: string, now = new Date()): ResultsResponse | null {
  const key = quoteKey(type, quoteId);
  const handedOver = appStore.get(handedOverAtom);
  const entry = handedOver.get(key);
  if (!entry) return null;
  const rest = new Map(handedOver);
  rest.delete(key);
  appStore.set(handedOverAtom, rest);
  return entry.expiresAt > now.getTime() ? entry.answer : null;
}
