// The journey memory (docs/decisions/492): what one browser sent the mock, per quote reference.
// Pure data and the rules that record a request into it; overlays.ts turns it into answers.
import { randomBytes } from 'node:crypto';
import type { AddOnItem, Address, Adjustment, CheckoutStepKey, CustomerDetails as OrderCustomerDetails, OrderItem, Product, ServiceCustomerDetails, UploadedFile, Warranty } from '../../src/shared/contract-types';

export type { AddOnItem, Address, Adjustment, Product, UploadedFile, Warranty };
export type ItemType = OrderItem['item_type'];
export type CustomerDetails = OrderCustomerDetails | ServiceCustomerDetails;

/** One quote (also the order, decision 015) as this browser built it. */
export interface QuoteMemory {
  ref: string;
  /** The product type in the paths (boiler, heat-pump...), once a typed call named it. */
  pathType?: string;
  createdAt: string;
  /**
   * The memory issued this reference for answers a browser posted: its link opens in any browser. A
   * fixture reference a browser priced again stays that browser's, so every other browser still opens
   * the fixtures' quote under it (deep links and parallel tests share those references).
   */
  issued?: true;
  answers?: Record<string, unknown>;
  /** When the answers were last priced: the prices hold QUOTE_PRICES_VALID_DAYS from then. */
  pricedAt?: string;
  /** The address the saved quote's link was emailed to (POST /quote/save/{quote}). */
  savedFor?: string;
  /** Products the results offered, by id: the checkout answers with the one chosen. */
  offeredProducts: Map<number, Product>;
  product?: Product;
  relocation: number;
  /** Add-ons the checkout offered, per kind (its lists and warranties). */
  offered: Partial<Record<ItemType, AddOnItem[]>>;
  /** The ids chosen per kind; certification is stored by its own call and survives the others' reset. */
  chosen: Partial<Record<ItemType, number[]>>;
  orderId?: number;
  orderCreatedAt?: string;
  fittingDate?: string;
  fittingDateCost: number;
  step?: CheckoutStepKey;
  customer?: CustomerDetails;
  comments?: string | null;
  landlord?: Address;
  vehicle?: { vehicle_make: string; vehicle_registration: string; vehicle_year: number };
  tariff?: { energy_provider: string; energy_tariff: string };
  discount?: Adjustment;
  serviceDiscount?: Adjustment;
  /** The documents the upload page first asked for: the order page stops asking once each has a file. */
  requiredDocuments?: string[];
  /** Files stored per document name: order uploads, survey photos, price-match evidence. */
  uploads: Record<string, UploadedFile[]>;
  serviceDates?: { preferred_date: string; preferred_date_cost: number; alternative_date: string | null };
  serviceConfirmed?: boolean;
  plan?: { plan_id: number; price: number; created_at: string };
  priceMatchUrl?: string;
  /** The finance deposit still owed, as the last checkout answer's order said: a deposit intent's amount. */
  depositOwed?: number;
  /** Card payment intents made for this quote's order, and which the card payment provider said succeeded (decision 860). */
  payments: CardPaymentRecord[];
}

/** A card payment intent the mock answered, as a Stripe-based server keeps it. */
export interface CardPaymentRecord {
  /** The intent's id (pi_...), which the provider's webhook names. */
  id: string;
  /** Its client secret, answered as `intent`. */
  clientSecret: string;
  /** What it pays: the whole order, the deposit, or an amount (a pay link or a part payment). */
  payment: 'full' | 'deposit' | 'part';
  amount: number;
  /** Made for a pay link (`POST /order/pay/{order}?amount`). */
  link: boolean;
  /** When the provider said it succeeded; absent while it is unpaid. */
  paidAt?: string;
}

export interface Journey {
  id: string;
  quotes: Map<string, QuoteMemory>;
  /** The latest quote of each path type: `POST /checkout/{type}` loads "the session's latest quote". */
  latestByType: Map<string, string>;
  /** The quote of the survey this browser last loaded, per `type:product`: the survey's store and details name the product, not the quote. */
  surveys: Map<string, string>;
}

/** The key of `Journey.surveys`. */
export const surveyKey = (type: unknown, product: unknown) => `${String(type)}:${String(product)}`;

const ITEM_KINDS: Record<string, ItemType> = {
  warranties: 'warranty',
  bundles: 'bundle',
  controls: 'control',
  filters: 'filter',
  radiator_valves: 'radiator_valve',
  system_flushes: 'system_flush',
  certifications: 'certification',
  ev_chargers: 'ev_charger',
  batteries: 'battery',
  gateways: 'gateway',
  co_alarms: 'co_alarm',
};

/** The request fields of POST /order-items that name add-ons, and the kind each stores. */
export const REQUEST_ITEM_KINDS: ReadonlyArray<ItemType> = ['warranty', 'bundle', 'control', 'filter', 'system_flush', 'radiator_valve', 'co_alarm', 'ev_charger', 'battery', 'gateway'];

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A quote reference in the shop's form: Q and seven letters or digits (no 0/O, 1/I). */
export function newReference(): string {
  return `Q${Array.from(randomBytes(7), (byte) => REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length]).join('')}`;
}

/** An order id of this browser's own, so its order-items calls find their quote. */
export function newOrderId(): number {
  return 100_000 + randomBytes(3).readUIntBE(0, 3) % 900_000;
}

export function newJourneyId(): string {
  return randomBytes(12).toString('hex');
}

export function newJourney(id = newJourneyId()): Journey {
  return { id, quotes: new Map(), latestByType: new Map(), surveys: new Map() };
}

export function quoteIn(journey: Journey, ref: string, now: Date): QuoteMemory {
  let memory = journey.quotes.get(ref);
  if (!memory) {
    memory = { ref, createdAt: now.toISOString(), offeredProducts: new Map(), relocation: 0, offered: {}, chosen: {}, fittingDateCost: 0, uploads: {}, payments: [] };
    journey.quotes.set(ref, memory);
  }
  return memory;
}

/** Remembers the lists a checkout (or service checkout) answer offered, so chosen ids resolve to items. */
export function rememberOffers(memory: QuoteMemory, answer: Record<string, unknown>): void {
  for (const [list, kind] of Object.entries(ITEM_KINDS)) {
    const items = answer[list];
    if (Array.isArray(items)) memory.offered[kind] = items as AddOnItem[];
  }
}

/** POST /order-items: the selection replaces the previous one (certification has its own call). */
export function chooseItems(memory: QuoteMemory, request: Record<string, unknown>): void {
  const certification = memory.chosen.certification;
  memory.chosen = certification ? { certification } : {};
  for (const kind of REQUEST_ITEM_KINDS) {
    const value = request[kind];
    const ids = Array.isArray(value) ? value : typeof value === 'number' ? [value] : [];
    if (ids.length > 0) memory.chosen[kind] = ids.filter((id): id is number => Number.isInteger(id));
  }
}

/** DELETE /order-items/{quote_id}: every add-on but the landlord's certification goes. */
export function clearItems(memory: QuoteMemory): void {
  memory.chosen = memory.chosen.certification ? { certification: memory.chosen.certification } : {};
}

/** The chosen items, each as its offered add-on with its kind; ids the checkout never offered are dropped. */
export function chosenItems(memory: QuoteMemory): Array<AddOnItem & { item_type: ItemType }> {
  return Object.entries(memory.chosen).flatMap(([kind, ids]) => {
    const offered = memory.offered[kind as ItemType] ?? [];
    return (ids ?? []).flatMap((id) => {
      const item = offered.find((candidate) => candidate.id === id);
      return item ? [{ ...item, item_type: kind as ItemType }] : [];
    });
  });
}

const INTENT_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const intentPart = (length: number) => Array.from(randomBytes(length), (byte) => INTENT_ALPHABET[byte % INTENT_ALPHABET.length]).join('');

/**
 * The intent for a payment: the unpaid one already made for the same payment and amount (a reload of
 * the payment step, a pay link opened again), else a new one, as a server keeps one intent per charge.
 */
export function intentFor(memory: QuoteMemory, payment: CardPaymentRecord['payment'], amount: number, link: boolean): CardPaymentRecord {
  const open = memory.payments.find((record) => !record.paidAt && record.payment === payment && record.amount === amount && record.link === link);
  if (open) return open;
  const id = `pi_${intentPart(24)}`;
  const record: CardPaymentRecord = { id, clientSecret: `${id}_secret_${intentPart(24)}`, payment, amount, link };
  memory.payments.push(record);
  return record;
}

/** The provider's `payment_intent.succeeded`: the intent of this journey with that id is paid. False when none is known. */
export function recordSucceeded(journey: Journey, intentId: string, now: Date): boolean {
  for (const memory of journey.quotes.values()) {
    const record = memory.payments.find((candidate) => candidate.id === intentId);
    if (record) {
      record.paidAt ??= now.toISOString();
      return true;
    }
  }
  return false;
}

export const paidPayments = (memory: QuoteMemory) => memory.payments.filter((record) => record.paidAt !== undefined);

/** What this browser's card payments paid towards the order. */
export const amountPaidByCard = (memory: QuoteMemory) => paidPayments(memory).reduce((sum, record) => sum + record.amount, 0);

/** A pay link of this amount that has been paid: its payment, else undefined. */
export const paidLink = (memory: QuoteMemory, amount: number) => paidPayments(memory).find((record) => record.link && record.amount === amount);

/** A file as a multipart body carried it. */
export interface SentFile {
  name: string;
  type: string;
  bytes: Uint8Array;
}

const PREVIEWED_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
/** Photos up to this size come back whole; a bigger one would swell every later answer. */
export const DATA_URL_LIMIT_BYTES = 2 * 1024 * 1024;

/**
 * Where the memory says a stored file is: a photo the page can preview comes back as a `data:` URL, so
 * its card shows it after a reload, offline and under the production policy (decision 852); anything
 * else gets an address on the uploads host, which the page only links to.
 */
export function storedFileUrl(ref: string, file: SentFile): string {
  if (PREVIEWED_TYPES.has(file.type) && file.bytes.byteLength <= DATA_URL_LIMIT_BYTES) return `data:${file.type};base64,${Buffer.from(file.bytes).toString('base64')}`;
  return `https://uploads.example.co.uk/${ref}/${encodeURIComponent(file.name)}`;
}

export function recordUpload(memory: QuoteMemory, name: string, sent: SentFile, now: Date, nextId: number): UploadedFile {
  const file: UploadedFile = { id: nextId, file_name: sent.name, url: storedFileUrl(memory.ref, sent), uploaded_at: now.toISOString() };
  (memory.uploads[name] ??= []).push(file);
  return file;
}

/** Every journey of the mock, one per browser (its mock-journey cookie). */
export class JourneyStore {
  private readonly journeys = new Map<string, Journey>();

  get(id: string | undefined): Journey | undefined {
    return id ? this.journeys.get(id) : undefined;
  }

  create(): Journey {
    const journey = newJourney();
    this.journeys.set(journey.id, journey);
    return journey;
  }

  reset(id: string): void {
    this.journeys.delete(id);
  }

  /**
   * The priced quote with this reference in whichever browser priced it, with that browser's journey:
   * a quote's link opens anywhere, as the reference a real server keys quotes by (decision 492).
   */
  pricedQuote(ref: string): { memory: QuoteMemory; journey: Journey } | undefined {
    for (const journey of this.journeys.values()) {
      const memory = journey.quotes.get(ref);
      if (memory?.answers && memory.issued) return { memory, journey };
    }
    return undefined;
  }

  /** Whether another browser made this quote (from its answers): it is not this browser's to see. */
  madeByAnother(ref: string, id: string | undefined): boolean {
    for (const journey of this.journeys.values()) if (journey.id !== id && journey.quotes.get(ref)?.answers && journey.quotes.get(ref)?.issued) return true;
    return false;
  }
}
