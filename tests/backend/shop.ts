// The shop's state and rules, in memory: quotes priced from the backend's own catalogue, the orders,
// service bookings and plans made from them, payments, uploads and surveys. Written from openapi.yaml's
// words (its conventions, descriptions, required fields, enums and links) and decision 830's money
// meanings, never from the mock's fixtures (decision 840). Each operation is one handler below; a
// refusal is thrown as a `Refusal` with the status the contract documents and the one error body.
// Past 400 lines as one file: every handler reads and changes the same in-memory state, in openapi.yaml's
// order of operations, so each is checked against the contract top to bottom; the catalogue, routing and
// answer checks are apart (catalogue.ts, server.ts).
import { randomBytes, randomUUID } from 'node:crypto';
import { addDays, format, isSaturday, isSunday, parseISO, startOfDay } from 'date-fns';
import { AIRCON_FIRST_FLOOR_WALL_SURCHARGE_PENCE, BOILER_RELOCATION_PENCE, QUOTE_PRICES_VALID_DAYS } from '@/domain/constants';
import { serviceTotal } from '@/domain/totals';
import type { AddOnItem, Adjustment, Calendar, Order, OrderItem, Product, ProductCategory, QuoteAnswers, QuoteTypeSlug, UploadedFile, UploadState, Warranty } from '@/shared/contract-types';
import {
  ADD_ONS,
  boilerWarranties,
  CALENDAR_DAYS,
  DISCOUNT_CODES,
  FAQS,
  HEAT_PUMP_GRANT,
  NEXT_AVAILABLE_DAYS,
  NOVUNA_PRODUCTS,
  ORDER_FAQS,
  PICTURE_PATH,
  PLANS,
  PRICE_MATCH_EVIDENCE,
  PRODUCT_BY_ID,
  PRODUCT_DETAILS,
  PRODUCTS,
  SATURDAY_COST,
  SERVICE_DISCOUNT_CODES,
  SURVEY_PHOTOS,
  UPLOADS,
  V12_PRODUCTS,
  type Asked,
} from './catalogue';

type Json = Record<string, unknown>;
type Customer = NonNullable<Order['customer']>;
type Address = { address_line_1: string; address_line_2?: string | null; address_line_3?: string | null; post_town?: string | null; county?: string | null; postcode: string };

/** A request the contract refuses: its status (404, 422, 401) and the one error body (decision 012). */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

/** Where the files customers sent are served, under the backend's public address. */
export const UPLOAD_PATH = '/uploads/';

const NOT_FOUND = 'We could not find that quote. It may have expired.';
const notFound = () => new Refusal(404, NOT_FOUND);
const refused = (message: string, field?: string) => new Refusal(422, message, field ? { [field]: [message] } : undefined);

/** A payment the card provider confirmed. */
interface Payment {
  readonly amount: number;
  readonly kind: 'full' | 'deposit' | 'part';
}

/** What one order, booking or plan has been paid: the card payments the provider confirmed. */
interface Payable {
  payments: Payment[];
}

interface InstallOrder extends Payable {
  readonly id: number;
  productId: number;
  /** Opened by an enquiry: a proposal follows, not a payment. */
  readonly enquiry: boolean;
  enquirySent: boolean;
  /** The customer gave their details: the order is placed (until then loading it answers 401). */
  placed: boolean;
  fittingDate: string | null;
  fittingDateCost: number;
  step: string | null;
  customer: Customer;
  comments: string | null;
  items: OrderItem[];
  adjustments: Adjustment[];
  finance: { pid: string; loan_amount: number; loan_deposit: number; status: 'STARTED' } | null;
  readonly createdAt: string;
  uploads: Map<string, UploadedFile[]>;
  additional: UploadedFile[];
}

interface ServiceBooking extends Payable {
  readonly id: number;
  preferredDate: string | null;
  preferredDateCost: number;
  alternativeDate: string | null;
  fittingDate: string | null;
  customer: Customer | null;
  comments: string | null;
  items: OrderItem[];
  adjustments: Adjustment[];
  readonly createdAt: string;
}

interface PlanOrder extends Payable {
  plan: { plan_id: number; created_at: string } | null;
  total: number;
}

export interface Quote {
  readonly ref: string;
  readonly type: QuoteTypeSlug;
  readonly category: ProductCategory;
  answers: QuoteAnswers;
  readonly createdAt: string;
  pricedAt: string;
  products: Product[];
  relocation: number;
  status: 'quoted' | 'contact';
  saved: boolean;
  callback: boolean;
  items: Json;
  landlord: Address | null;
  order: InstallOrder | null;
  service: ServiceBooking | null;
  plan: PlanOrder | null;
  /** Which of the quote's orders a card payment intent is for: the one the customer last changed. */
  paying: 'order' | 'service' | 'plan' | null;
  survey: Map<string, UploadedFile[]>;
  priceMatch: { files: UploadedFile[]; url: string | null };
}

/** A card payment intent: for one order of one quote, an amount the server computed. */
export interface Intent {
  readonly id: string;
  readonly secret: string;
  readonly ref: string;
  readonly target: 'order' | 'service' | 'plan';
  readonly amount: number;
  readonly kind: Payment['kind'];
  /** Opened by a pay link (`/order/pay/{order}?amount=`): the link is paid once this intent is. */
  readonly link: boolean;
  status: 'requires_payment_method' | 'succeeded';
  /** When the card provider said it succeeded. */
  paidAt?: string;
}

/** What one visitor's session remembers (its cookie): the latest quote per type and the surveys it opened. */
export interface Session {
  readonly latest: Map<string, string>;
  readonly surveys: Map<number, string>;
}

export interface Call {
  readonly params: Record<string, string>;
  readonly query: URLSearchParams;
  readonly body: Json | undefined;
  /** Multipart file parts by field name. */
  readonly files: Record<string, FilePart>;
  readonly session: Session;
  readonly now: Date;
}

/** A file a customer sent: its name, media type and bytes. */
export interface FilePart {
  readonly name: string;
  readonly type: string;
  readonly bytes: Uint8Array;
}

export interface Answer {
  readonly status: number;
  readonly body?: unknown;
}

// --- References and ids

const REFERENCE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** The shop form of the contract's Reference: Q and seven letters or digits (QB7K2M9X). */
export const isShopReference = (value: string) => /^Q[A-Z0-9]{7}$/.test(value);

const dateKey = (day: Date) => format(day, 'yyyy-MM-dd');
const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
const isJson = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The shop: everything it remembers, and one handler per operationId of openapi.yaml. */
export class Shop {
  /**
   * `publicUrl`: the backend's address as the browser reaches it. Its pictures (decision 872) and the
   * files customers sent (decision 852: on the API's own origin) are served there.
   */
  constructor(private readonly publicUrl: () => string) {}

  readonly quotes = new Map<string, Quote>();
  /** The files customers sent, by file id (served at `<publicUrl>/uploads/<id>/<name>`). */
  readonly stored = new Map<number, FilePart>();
  readonly intents = new Map<string, Intent>();
  private nextId = 5001;
  private nextCustomer = 880;
  private nextFile = 1;

  private reference(): string {
    let ref: string;
    do ref = `Q${Array.from(randomBytes(7), (byte) => REFERENCE_LETTERS[byte % REFERENCE_LETTERS.length]).join('')}`;
    while (this.quotes.has(ref));
    return ref;
  }

  quote(ref: string | undefined): Quote {
    const quote = ref ? this.quotes.get(ref) : undefined;
    if (!quote) throw notFound();
    return quote;
  }

  /** The visitor's latest quote of a type (the calls that name no reference). */
  private latest(call: Call, type: string): Quote {
    return this.quote(call.session.latest.get(type));
  }

  private orderOf(quote: Quote): InstallOrder {
    if (!quote.order) throw new Refusal(404, 'There is no order for this quote yet.');
    return quote.order;
  }

  private orderById(id: unknown): { quote: Quote; kind: 'order' | 'service' } {
    for (const quote of this.quotes.values()) {
      if (quote.order?.id === id) return { quote, kind: 'order' };
      if (quote.service?.id === id) return { quote, kind: 'service' };
    }
    throw new Refusal(404, 'We could not find that order.');
  }

  // --- Money (decision 830)

  /** An installation order's total: the product + relocation + items + the day's cost + adjustments, never below 0. */
  orderTotal(quote: Quote, order: InstallOrder): number {
    const product = this.offered(quote, order.productId);
    const items = order.items.reduce((sum, item) => sum + item.product_total, 0);
    const adjustments = order.adjustments.reduce((sum, adjustment) => sum + adjustment.amount, 0);
    return Math.max(0, product.price_after_discount + quote.relocation + items + order.fittingDateCost + adjustments);
  }

  /** The service total as the contract states it (the same rule the pages use). */
  serviceTotal(quote: Quote, booking: ServiceBooking): number {
    return serviceTotal({
      productPrice: this.serviceProduct(quote).price_after_discount,
      preferredDateCost: booking.preferredDateCost,
      selectedAddOns: booking.items.map((item) => ({ id: item.id, productTotal: item.product_total })),
      adjustments: booking.adjustments.reduce((sum, adjustment) => sum + adjustment.amount, 0),
    });
  }

  private paid = (payable: Payable, kind?: Payment['kind']) => payable.payments.filter((p) => !kind || p.kind === kind).reduce((sum, p) => sum + p.amount, 0);

  private isOrderPaid(quote: Quote): boolean {
    const order = quote.order;
    return order !== null && order.placed && this.paid(order) >= this.orderTotal(quote, order);
  }

  // --- Pictures: absolute URLs on the backend's image host (decision 872)

  private picture(file: string): string {
    return `${this.publicUrl()}${PICTURE_PATH}${file}`;
  }

  private pictured(product: Product): Product {
    return { ...product, image: this.picture(product.image) };
  }

  // --- Pricing

  private productsFor(quote: Pick<Quote, 'category' | 'answers'>): Product[] {
    const list = (PRODUCTS[quote.category as keyof typeof PRODUCTS] ?? []).map((product) => this.pictured(product));
    const answers = quote.answers as Json;
    if (quote.category === 'boiler') {
      // A regular or system boiler stays one unless the customer converts to a combi.
      const combi = answers.systemType === undefined || answers.systemType === 'Combi' || answers.convertToCombi === 'Yes';
      return list.filter((product) => (combi ? product.product_type === 'Combi' : product.product_type !== 'Combi'));
    }
    if (quote.category === 'boiler_service') return list.filter((product) => (answers.fuelType === 'LPG' ? product.product_type.startsWith('LPG') : !product.product_type.startsWith('LPG')));
    if (quote.category === 'heat_pump' && !grantApplies(postcodeOf(answers))) {
      // Outside England and Wales the grant does not apply: the prices are before it, with no grant.
      return list.map(({ grant: _grant, ...product }) => ({ ...product, price_before_discount: product.price_before_discount + HEAT_PUMP_GRANT.amount, price_after_discount: product.price_after_discount + HEAT_PUMP_GRANT.amount, grant: null }));
    }
    return [...list];
  }

  private offered(quote: Quote, productId: number): Product {
    const product = quote.products.find((candidate) => candidate.id === productId);
    if (!product) throw refused(`Product ${productId} was not offered in quote ${quote.ref}.`, 'product');
    return product;
  }

  private serviceProduct(quote: Quote): Product {
    const product = quote.products[0];
    if (!product) throw new Refusal(404, 'There is no service for this quote.');
    return product;
  }

  // --- Shapes of the answers

  private quoteJson(quote: Quote) {
    return { quote_id: quote.ref, quote_type: quote.category, postcode: postcodeOf(quote.answers as Json) ?? null, quote_items: quote.items, created_at: quote.createdAt };
  }

  /** Until when the quote's prices hold: QUOTE_PRICES_VALID_DAYS after they were last given (decision 955). */
  private validUntil(quote: Quote): Date {
    return addDays(parseISO(quote.pricedAt), QUOTE_PRICES_VALID_DAYS);
  }

  private resultsJson(quote: Quote) {
    const priced = quote.status === 'quoted' && quote.products.length > 0;
    return {
      discount: null,
      is_saved: quote.saved,
      force_save: false,
      next_available: NEXT_AVAILABLE_DAYS,
      products: quote.products,
      quote: this.quoteJson(quote),
      questions: quote.status === 'quoted' ? FAQS : [],
      relocation: quote.relocation,
      status: quote.status,
      customer: null,
      source: null,
      ...(priced ? { valid_until: this.validUntil(quote).toISOString() } : {}),
    };
  }

  private customerFrom(quote: Quote): Customer {
    const address = isJson((quote.answers as Json).customer) ? ((quote.answers as Json).customer as Json) : {};
    return {
      id: this.nextCustomer++,
      first_name: null,
      last_name: null,
      email_address: null,
      contact_number: null,
      address_line_1: text(address.address_line_1) ?? null,
      address_line_2: text(address.address_line_2) ?? null,
      address_line_3: text(address.address_line_3) ?? null,
      post_town: text(address.post_town) ?? null,
      county: text(address.county) ?? null,
      postcode: postcodeOf(quote.answers as Json) ?? null,
    };
  }

  private orderType(quote: Quote) {
    return `${quote.category}_install` as Order['order_type'];
  }

  private orderStatus(quote: Quote, order: InstallOrder): string {
    if (order.enquiry) return order.enquirySent ? 'PROPOSAL_REQUESTED' : 'QUOTE';
    if (!order.placed) return 'QUOTE';
    if (this.paid(order) >= this.orderTotal(quote, order)) return 'PAID';
    if (order.finance && this.paid(order, 'deposit') >= order.finance.loan_deposit) return 'DEPOSIT_PAID';
    return 'ORDER_PLACED';
  }

  private outstanding(quote: Quote, order: InstallOrder) {
    if (order.enquiry || !order.placed) return [];
    if (order.finance) {
      const deposit = order.finance.loan_deposit - this.paid(order, 'deposit');
      return deposit > 0 ? [{ description: 'Finance deposit', amount: deposit, due_date: null }] : [];
    }
    const balance = this.orderTotal(quote, order) - this.paid(order);
    return balance > 0 ? [{ description: 'Balance', amount: balance, due_date: order.fittingDate }] : [];
  }

  orderJson(quote: Quote): Order {
    const order = this.orderOf(quote);
    const kind = (type: OrderItem['item_type']) => order.items.find((item) => item.item_type === type) ?? null;
    const warranty = kind('warranty');
    const extras =
      quote.category === 'boiler'
        ? { bundle: kind('bundle'), control: kind('control'), filter: kind('filter'), system_flush: kind('system_flush'), radiator_valve: order.items.filter((item) => item.item_type === 'radiator_valve'), certification: kind('certification'), electrical_kit: kind('electrical_kit') }
        : quote.category === 'solar'
          ? { solar_ev: kind('ev_charger'), solar_battery: kind('battery'), solar_gateway: kind('gateway') }
          : {};
    return {
      id: order.id,
      quote_id: quote.ref,
      product_id: order.productId,
      order_type: this.orderType(quote),
      status: this.orderStatus(quote, order),
      fitting_date: order.fittingDate,
      fitting_date_cost: order.fittingDateCost,
      step: (order.step ?? null) as Order['step'],
      adjustments: order.adjustments,
      adjustments_sum: order.adjustments.reduce((sum, adjustment) => sum + adjustment.amount, 0),
      customer: order.customer,
      landlord: quote.landlord,
      comments: order.comments,
      warranty: warranty ? ({ ...warranty, years: this.warrantyYears(quote, warranty.id) } as Warranty) : null,
      total: this.orderTotal(quote, order),
      relocation: quote.relocation,
      created_at: order.createdAt,
      order_items: order.items,
      quote: this.quoteJson(quote),
      product: this.offered(quote, order.productId),
      finance_application: order.finance,
      deposit_paid: this.paid(order, 'deposit'),
      amount_paid: this.paid(order),
      outstanding_payments: this.outstanding(quote, order),
      ...extras,
    };
  }

  private warrantyYears(quote: Quote, id: number): number {
    const product = quote.order ? this.offered(quote, quote.order.productId) : undefined;
    return (product ? boilerWarranties(product) : []).find((warranty) => warranty.id === id)?.years ?? 1;
  }

  private serviceJson(quote: Quote) {
    const booking = quote.service!;
    const kind = (type: OrderItem['item_type']) => booking.items.find((item) => item.item_type === type) ?? null;
    const addOn = (item: OrderItem | null) => (item ? withoutType(item) : null);
    return {
      id: booking.id,
      quote_id: quote.ref,
      preferred_date: booking.preferredDate,
      preferred_date_cost: booking.preferredDateCost,
      alternative_date: booking.alternativeDate,
      adjustments: booking.adjustments,
      adjustments_sum: booking.adjustments.reduce((sum, adjustment) => sum + adjustment.amount, 0),
      customer: booking.customer,
      comments: booking.comments,
      landlord: quote.landlord,
      fitting_date: booking.fittingDate,
      created_at: booking.createdAt,
      total: this.serviceTotal(quote, booking),
      bundle: addOn(kind('bundle')),
      control: addOn(kind('control')),
      filter: addOn(kind('filter')),
      system_flush: addOn(kind('system_flush')),
      certification: addOn(kind('certification')),
      radiator_valve: booking.items.filter((item) => item.item_type === 'radiator_valve').map(withoutType),
      co_alarm: booking.items.filter((item) => item.item_type === 'co_alarm').map(withoutType),
    };
  }

  private planJson(quote: Quote) {
    const plan = quote.plan!;
    return { quote_id: quote.ref, plan: plan.plan, total: plan.total, paid: plan.plan !== null && this.paid(plan) >= plan.total };
  }

  private isLandlord(quote: Quote): boolean {
    const answers = quote.answers as Json;
    return answers.landlord === 'Yes' || answers.homeOwnership === 'Landlord' || answers.homeOwnership === 'Tenant-occupied' || quote.landlord !== null;
  }

  private checkoutJson(quote: Quote, product: Product, firstStep: 'calendar' | 'details' | 'upgrades') {
    const boiler = quote.category === 'boiler';
    return {
      next_available: NEXT_AVAILABLE_DAYS,
      order: quote.order ? this.orderJson(quote) : null,
      product,
      quote: this.quoteJson(quote),
      relocation: quote.relocation,
      water: 'Hard',
      warranties: boiler ? boilerWarranties(product) : [],
      bundles: boiler ? ADD_ONS.bundles : [],
      certifications: boiler && this.isLandlord(quote) ? ADD_ONS.certifications : [],
      controls: boiler ? ADD_ONS.controls : [],
      filters: boiler ? ADD_ONS.filters : [],
      radiator_valves: boiler ? ADD_ONS.radiator_valves : [],
      system_flushes: boiler ? ADD_ONS.system_flushes : [],
      ev_chargers: [],
      batteries: [],
      gateways: [],
      paid: this.isOrderPaid(quote),
      pay_later: false,
      first_step: firstStep,
      deposit_percentage: 25,
    };
  }

  /** The product a checkout or enquiry shows: the one asked for, else the order's, else the first offered. */
  private chosenProduct(quote: Quote, query: URLSearchParams): Product {
    const asked = query.get('product');
    if (asked !== null) {
      const product = quote.products.find((candidate) => candidate.id === Number(asked));
      if (!product) throw new Refusal(404, `Product ${asked} was not offered in quote ${quote.ref}.`);
      return product;
    }
    const product = quote.order ? this.offered(quote, quote.order.productId) : quote.products[0];
    if (!product) throw new Refusal(404, 'This quote offers no product to buy online.');
    return product;
  }

  private newOrder(quote: Quote, productId: number, enquiry: boolean, now: Date): InstallOrder {
    return {
      id: this.nextId++,
      productId,
      enquiry,
      enquirySent: false,
      placed: false,
      fittingDate: null,
      fittingDateCost: 0,
      step: null,
      customer: this.customerFrom(quote),
      comments: null,
      items: [],
      adjustments: [],
      finance: null,
      createdAt: now.toISOString(),
      uploads: new Map(),
      additional: [],
      payments: [],
    };
  }

  // --- The calendar

  /** A day's availability for a kind of job: from NEXT_AVAILABLE_DAYS on, Sundays off, Saturdays at a cost. */
  dayOf(day: Date, job: string, now: Date): { available: boolean; cost?: number } {
    if (day < addDays(startOfDay(now), NEXT_AVAILABLE_DAYS) || isSunday(day)) return { available: false };
    if (isSaturday(day)) return { available: true, cost: job === 'boiler_service' ? SATURDAY_COST.service : SATURDAY_COST.install };
    return { available: true };
  }

  /** Refuses a day the calendar does not offer, or at another cost than the calendar's. */
  private checkDay(date: string, cost: number, job: string, now: Date, field: string) {
    const day = this.dayOf(parseISO(date), job, now);
    if (!day.available) throw refused('That day is no longer available. Please choose another.', field);
    if ((day.cost ?? 0) !== cost) throw refused('The cost of that day has changed. Please choose it again.', `${field}_cost`);
  }

  // --- Payments: the server computes every amount; a paid order takes no second payment

  private payable(quote: Quote, target: Intent['target']): Payable {
    const payable = target === 'order' ? quote.order : target === 'service' ? quote.service : quote.plan;
    if (!payable) throw refused('There is nothing to pay for yet.');
    return payable;
  }

  private remaining(quote: Quote, target: Intent['target']): number {
    if (target === 'order') return this.orderTotal(quote, this.orderOf(quote)) - this.paid(quote.order!);
    if (target === 'service') return this.serviceTotal(quote, quote.service!) - this.paid(quote.service!);
    const plan = quote.plan!;
    if (!plan.plan) throw refused('Choose a plan first.');
    return plan.total - this.paid(plan);
  }

  private openIntent(quote: Quote, target: Intent['target'], kind: Payment['kind'], amount: number, link = false): Intent {
    if (amount <= 0) throw refused('This order is already paid in full.');
    const id = `pi_${randomBytes(12).toString('hex')}`;
    const intent: Intent = { id, secret: `${id}_secret_${randomBytes(12).toString('hex')}`, ref: quote.ref, target, amount, kind, link, status: 'requires_payment_method' };
    this.intents.set(id, intent);
    return intent;
  }

  /**
   * The card provider's `payment_intent.succeeded` (its webhook, decision 860): what the intent paid
   * counts from now. A paid service booking is confirmed for its preferred day. False for an intent
   * this shop never opened.
   */
  settle(id: string, now: Date): boolean {
    const intent = this.intents.get(id);
    if (!intent) return false;
    if (intent.status === 'succeeded') return true;
    const quote = this.quote(intent.ref);
    const payable = this.payable(quote, intent.target);
    intent.status = 'succeeded';
    intent.paidAt = now.toISOString();
    payable.payments.push({ amount: intent.amount, kind: intent.kind });
    if (intent.target === 'service' && quote.service) quote.service.fittingDate = quote.service.preferredDate;
    return true;
  }

  // --- Uploads and surveys

  private file(part: FilePart | undefined, now: Date): UploadedFile {
    if (!part) throw refused('Choose a file to send.', 'file');
    const id = this.nextFile++;
    this.stored.set(id, part);
    return { id, file_name: part.name, url: `${this.publicUrl()}${UPLOAD_PATH}${id}/${encodeURIComponent(part.name)}`, uploaded_at: now.toISOString() };
  }

  private uploadJson(quote: Quote): UploadState {
    const order = this.orderOf(quote);
    const asked = UPLOADS[quote.category] ?? { group: 'Your home', required: [], optional: [] };
    const documents = (list: readonly Asked[]) => list.map((doc) => ({ ...doc, example_image: null, files: order.uploads.get(doc.name) ?? [] }));
    // A required document moves to `received` once a file is stored for it (decision 850).
    const has = (doc: Asked) => order.uploads.has(doc.name);
    const group = (list: readonly Asked[]) => (list.length > 0 ? [{ group: asked.group, documents: documents(list) }] : []);
    return {
      type: 'photos',
      orderId: quote.ref,
      orderType: this.orderType(quote),
      name: order.customer.first_name ?? '',
      user: order.customer.id,
      required: group(asked.required.filter((doc) => !has(doc))),
      received: group(asked.required.filter(has)),
      optional: asked.optional.length > 0 ? [{ group: 'Optional photos', documents: documents(asked.optional) }] : [],
      removed: [],
      additional: order.additional,
      complete: asked.required.every(has),
    };
  }

  private surveyJson(quote: Quote) {
    const order = this.orderOf(quote);
    const asked = SURVEY_PHOTOS[quote.category] ?? { required: [], optional: [] };
    const document = (doc: Asked) => ({ ...doc, example_image: null, files: quote.survey.get(doc.name) ?? [] });
    return {
      product: this.offered(quote, order.productId),
      quote: this.quoteJson(quote),
      // A required photo once given moves from `required` to `received` (decision 850).
      required: asked.required.filter((doc) => !quote.survey.has(doc.name)).map(document),
      received: asked.required.filter((doc) => quote.survey.has(doc.name)).map(document),
      optional: asked.optional.map(document),
      customer: order.customer,
    };
  }

  /** The survey of an ordered product: the quote's order must be placed. */
  private surveyQuote(ref: string | null, productId?: number): Quote {
    const quote = this.quote(ref ?? undefined);
    if (!quote.order?.placed || (productId !== undefined && quote.order.productId !== productId)) throw notFound();
    return quote;
  }

  private priceMatchJson(quote: Quote) {
    const { files, url } = quote.priceMatch;
    const given = files.length > 0 || url !== null;
    const evidence = { ...PRICE_MATCH_EVIDENCE, example_image: null, files };
    return {
      orderId: quote.ref,
      orderType: this.orderType(quote),
      required: given ? [] : [evidence],
      received: files.length > 0 ? [evidence] : [],
      step: given ? 'complete' : 'evidence',
      url,
    };
  }

  // --- The handlers, one per operationId

  readonly handlers: Readonly<Record<string, (call: Call) => Answer>> = {
    recordJourney: () => ({ status: 204 }),

    submitQuoteAnswers: (call) => {
      const type = call.params.type as QuoteTypeSlug;
      const answers = this.answersFor(call, type);
      // Always a new quote with a new reference: changed answers of a quote re-price it (repriceQuote).
      const quote: Quote = {
        ref: this.reference(),
        type,
        category: (type === 'boiler-service' ? 'boiler_service' : type.replace('-', '_')) as ProductCategory,
        answers,
        createdAt: call.now.toISOString(),
        pricedAt: call.now.toISOString(),
        products: [],
        relocation: 0,
        status: 'quoted',
        saved: false,
        callback: false,
        items: {},
        landlord: null,
        order: null,
        service: null,
        plan: null,
        paying: null,
        survey: new Map(),
        priceMatch: { files: [], url: null },
      };
      this.quotes.set(quote.ref, quote);
      return { status: 200, body: this.price(call, quote, answers) };
    },

    repriceQuote: (call) => {
      const quote = this.quote(call.params.quote);
      if (quote.type !== call.params.type) throw notFound();
      const answers = this.answersFor(call, quote.type);
      // A placed order keeps the prices it was placed at.
      if (quote.order?.placed) throw refused('This quote has an order. Call us to change it.');
      const results = this.price(call, quote, answers);
      // An order not yet placed for a product the answers no longer give is dropped with it.
      if (quote.order && !quote.products.some((product) => product.id === quote.order!.productId)) quote.order = null;
      return { status: 200, body: results };
    },

    loadSavedQuote: (call) => {
      const quote = this.quote(call.params.quote);
      if (quote.type !== call.params.type) throw notFound();
      const validUntil = this.validUntil(quote);
      const expired = call.now > validUntil;
      call.session.latest.set(quote.type, quote.ref);
      const results = this.resultsJson(quote);
      return { status: 200, body: { ...results, products: expired ? [] : results.products, answers: quote.answers, priced_at: quote.pricedAt, valid_until: validUntil.toISOString(), expired } };
    },

    updateSolarResults: (call) => {
      const quote = this.quote(text(call.body?.quote_id));
      if (quote.category !== 'solar') throw notFound();
      const panels = Number(call.body?.panels);
      quote.items = { ...quote.items, panels, electricity_usage: Number(call.body?.electricity_usage) };
      // Each panel adds the same to a package's price; the discount stays what it was.
      quote.products = this.productsFor(quote).map((product) => {
        const extra = (panels - (product.panels ?? panels)) * 42_000;
        return { ...product, panels, price_before_discount: Math.max(0, product.price_before_discount + extra), price_after_discount: Math.max(0, product.price_after_discount + extra) };
      });
      return { status: 200, body: { products: quote.products } };
    },

    requestCallback: (call) => {
      const quote = this.quote(call.params.quote);
      if (call.body) quote.callback = true;
      return { status: 200, body: { callback: quote.callback } };
    },

    saveQuote: (call) => {
      const quote = this.quote(call.params.quote);
      quote.saved = true;
      return { status: 200, body: { is_saved: true, email_address: call.body?.email_address } };
    },

    loadProductDetail: (call) => {
      const product = PRODUCT_BY_ID.get(Number(call.params.id));
      const category = call.params.type?.replace('-', '_');
      if (!product || product.category !== category) throw new Refusal(404, 'We could not find that product.');
      const details = PRODUCT_DETAILS[product.category]!;
      const specifications = [
        ['Output', product.output_kw, 'kW'],
        ['Hot water flow rate', product.product_water_flow_rate, 'litres per minute'],
        ['Usable capacity', product.capacity_kwh, 'kWh'],
        ['Panels', product.panels, ''],
        ['Warranty', product.warranty_years || null, 'years'],
      ].flatMap(([name, value, unit]) => (value === null || value === undefined ? [] : [{ name: String(name), value: `${value} ${unit}`.trim() }]));
      return { status: 200, body: { product: { ...this.pictured(product), ...details, specifications, gallery: [], documents: [] } } };
    },

    listV12FinanceProducts: () => ({ status: 200, body: V12_PRODUCTS }),
    listNovunaFinanceProducts: () => ({ status: 200, body: NOVUNA_PRODUCTS }),

    loadCheckout: (call) => this.handlers.loadCheckoutForQuote!({ ...call, params: { ...call.params, quote: call.session.latest.get(call.params.type!) ?? '' } }),

    loadCheckoutForQuote: (call) => {
      const quote = this.quote(call.params.quote);
      if (quote.type !== call.params.type) throw notFound();
      const product = this.chosenProduct(quote, call.query);
      call.session.latest.set(quote.type, quote.ref);
      return { status: 200, body: this.checkoutJson(quote, product, quote.category === 'boiler' ? 'upgrades' : 'calendar') };
    },

    loadEnquiry: (call) => this.handlers.loadEnquiryForQuote!({ ...call, params: { ...call.params, quote: call.session.latest.get(call.params.type!) ?? '' } }),

    loadEnquiryForQuote: (call) => {
      const quote = this.quote(call.params.quote);
      if (quote.type !== call.params.type) throw notFound();
      const product = this.chosenProduct(quote, call.query);
      // An enquiry is about one product: its order holds the customer's details and what they chose.
      if (!quote.order) quote.order = this.newOrder(quote, product.id, true, call.now);
      else if (!quote.order.placed && !quote.order.enquirySent) quote.order.productId = product.id;
      call.session.latest.set(quote.type, quote.ref);
      return { status: 200, body: this.checkoutJson(quote, product, 'details') };
    },

    submitEnquiry: (call) => {
      const quote = this.quote(call.params.quote);
      if (quote.type !== call.params.type) throw notFound();
      const order = this.orderOf(quote);
      order.customer = { ...order.customer, ...(call.body?.customer as Json) } as Customer;
      order.comments = text(call.body?.comments) ?? order.comments;
      order.enquirySent = true;
      return { status: 200, body: { images_required: !this.uploadJson(quote).complete } };
    },

    updateBatteryTariff: (call) => this.storeTariff(call, 'battery'),
    updateSolarTariff: (call) => this.storeTariff(call, 'solar'),

    getCalendar: (call) => {
      const from = parseISO(call.query.get('date')!);
      const job = call.query.get('type')!;
      const calendar: Calendar = {};
      for (let offset = 0; offset < CALENDAR_DAYS; offset += 1) {
        const day = addDays(from, offset);
        calendar[dateKey(day)] = this.dayOf(day, job, call.now);
      }
      return { status: 200, body: calendar };
    },

    createOrder: (call) => {
      const body = call.body as { quote_id: string; fitting_date: string; fitting_date_cost: number; product: number; step: string };
      const quote = this.quote(body.quote_id);
      this.offered(quote, body.product);
      if (this.isOrderPaid(quote)) throw refused('This order is paid. Call us to change it.');
      this.checkDay(body.fitting_date, body.fitting_date_cost, quote.category, call.now, 'fitting_date');
      const order = quote.order ?? (quote.order = this.newOrder(quote, body.product, false, call.now));
      if (order.productId !== body.product) {
        // Another product: add-ons chosen for the first do not carry over.
        order.productId = body.product;
        order.items = [];
      }
      Object.assign(order, { fittingDate: body.fitting_date, fittingDateCost: body.fitting_date_cost, step: body.step });
      quote.paying = 'order';
      return { status: 201, body: { order: this.orderJson(quote) } };
    },

    updateOrder: (call) => {
      const quote = this.quote(call.params.order);
      const order = this.orderOf(quote);
      const customer = call.body?.customer as Json;
      order.customer = { ...order.customer, address_line_2: null, address_line_3: null, post_town: null, county: null, ...customer } as Customer;
      order.comments = (call.body?.comments as string | null | undefined) ?? null;
      order.step = text(call.body?.step) ?? order.step;
      if (!order.enquiry) {
        order.placed = true;
        quote.paying = 'order';
      }
      return { status: 200, body: { order: this.orderJson(quote) } };
    },

    addOrderItems: (call) => {
      const body = call.body as Json;
      const { quote, kind } = this.orderById(body.order);
      if (kind === 'order' && this.isOrderPaid(quote)) throw refused('This order is paid. Call us to change its add-ons.');
      const lists = this.addOnLists(quote, kind);
      const one = (field: string, type: OrderItem['item_type'], list: readonly AddOnItem[]): OrderItem[] => {
        const id = body[field];
        if (id === null || id === undefined) return [];
        const item = list.find((candidate) => candidate.id === id);
        if (!item) throw refused(`${field} ${String(id)} is not offered with this order.`, field);
        return [{ ...item, item_type: type }];
      };
      const many = (field: string, type: OrderItem['item_type'], list: readonly AddOnItem[]): OrderItem[] => {
        const ids = Array.isArray(body[field]) ? (body[field] as number[]) : [];
        return [...new Set(ids)].map((id) => {
          const item = list.find((candidate) => candidate.id === id);
          if (!item) throw refused(`${field} ${id} is not offered with this order.`, field);
          const quantity = ids.filter((other) => other === id).length;
          return { ...item, quantity, product_total: item.product_price * quantity, item_type: type };
        });
      };
      const items = [
        ...one('warranty', 'warranty', lists.warranties),
        ...one('bundle', 'bundle', lists.bundles),
        ...one('control', 'control', lists.controls),
        ...one('filter', 'filter', lists.filters),
        ...one('system_flush', 'system_flush', lists.system_flushes),
        ...many('radiator_valve', 'radiator_valve', lists.radiator_valves),
        ...many('co_alarm', 'co_alarm', lists.co_alarms),
        ...one('ev_charger', 'ev_charger', []),
        ...one('battery', 'battery', []),
        ...one('gateway', 'gateway', []),
      ];
      // A bundle and an add-on it includes are never bought together (decision 862).
      for (const bundle of items.filter((item) => item.item_type === 'bundle')) {
        const twice = items.find((item) => bundle.includes?.includes(item.id));
        if (twice) throw refused(`The ${bundle.name} already includes the ${twice.name}: choose one or the other.`, twice.item_type);
      }
      const target = kind === 'order' ? this.orderOf(quote) : quote.service!;
      // Replaces the add-ons; a certification stored through /landlord/order-items stays.
      target.items = [...target.items.filter((item) => item.item_type === 'certification'), ...items];
      quote.paying = kind;
      return { status: 200, body: { order_items: target.items, total: kind === 'order' ? this.orderTotal(quote, quote.order!) : this.serviceTotal(quote, quote.service!) } };
    },

    deleteOrderItems: (call) => {
      const quote = this.quote(call.params.quote_id);
      if (quote.order && this.isOrderPaid(quote)) throw refused('This order is paid. Call us to change its add-ons.');
      if (quote.order) quote.order.items = [];
      if (quote.service) quote.service.items = [];
      return { status: 204 };
    },

    saveLandlordAddress: (call) => {
      const { quote_id, ...address } = call.body as Json;
      const quote = this.quote(text(quote_id));
      quote.landlord = { address_line_2: null, address_line_3: null, post_town: null, county: null, ...address } as Address;
      return { status: 200, body: { landlord: quote.landlord } };
    },

    addLandlordOrderItems: (call) => {
      const body = call.body as Json;
      const { quote, kind } = this.orderById(body.order);
      const target = kind === 'order' ? this.orderOf(quote) : quote.service!;
      const certification = body.certification === null || body.certification === undefined ? undefined : ADD_ONS.certifications.find((item) => item.id === body.certification);
      if (body.certification !== null && body.certification !== undefined && !certification) throw refused(`certification ${String(body.certification)} is not offered.`, 'certification');
      target.items = [...target.items.filter((item) => item.item_type !== 'certification'), ...(certification ? [{ ...certification, item_type: 'certification' as const }] : [])];
      return { status: 200, body: { order_items: target.items, total: kind === 'order' ? this.orderTotal(quote, quote.order!) : this.serviceTotal(quote, quote.service!) } };
    },

    addEvVehicle: (call) => {
      const quote = this.quote(text(call.body?.quote_id));
      quote.items = { ...quote.items, ...(call.body?.quote_items as Json) };
      return { status: 200, body: { quote: this.quoteJson(quote) } };
    },

    checkCheckoutSession: (call) => {
      const ref = call.session.latest.get(call.params.type!);
      const quote = ref ? this.quotes.get(ref) : undefined;
      const valid = quote !== undefined && quote.products.some((product) => product.id === Number(call.params.product_id));
      return { status: 200, body: { valid, expires_at: valid ? addDays(call.now, 1).toISOString() : null } };
    },

    applyCheckoutDiscount: (call) => {
      const quote = this.latest(call, call.params.type!);
      const order = this.orderOf(quote);
      if (order.productId !== Number(call.query.get('product'))) throw refused('That product is not the one in your order.', 'product');
      const code = call.query.get('code')!.trim().toUpperCase();
      const discount = DISCOUNT_CODES[code];
      if (!discount) throw refused('That code is not valid.', 'code');
      order.adjustments = [{ name: code, description: discount.description, amount: discount.amount }];
      const boilerLists = quote.category === 'boiler' ? { bundles: ADD_ONS.bundles, controls: ADD_ONS.controls, filters: ADD_ONS.filters, radiator_valves: ADD_ONS.radiator_valves, system_flushes: ADD_ONS.system_flushes } : {};
      return { status: 200, body: { order: this.orderJson(quote), reset_steps: false, ...boilerLists } };
    },

    createStripeIntent: (call) => {
      const body = call.body as { quote_id: string; payment: Payment['kind']; amount?: number };
      const quote = this.quote(body.quote_id);
      const target = quote.paying;
      if (!target) throw refused('There is nothing to pay for yet.');
      const remaining = this.remaining(quote, target);
      let amount = remaining;
      if (body.payment === 'part') {
        if (body.amount === undefined) throw refused('Say how much to pay.', 'amount');
        if (remaining > 0 && body.amount > remaining) throw refused(`That is more than the ${remaining} pence left to pay.`, 'amount');
        amount = remaining > 0 ? body.amount : 0;
      } else if (body.payment === 'deposit') {
        const order = target === 'order' ? quote.order : null;
        if (!order?.finance) throw refused('There is no deposit to pay on this order.', 'payment');
        amount = Math.min(remaining, order.finance.loan_deposit - this.paid(order, 'deposit'));
      }
      const intent = this.openIntent(quote, target, body.payment, amount);
      return { status: 201, body: { intent: intent.secret, amount: intent.amount, currency: 'gbp' } };
    },

    startV12FinanceApplication: (call) => {
      const body = call.body as { quote_id: string; deposit: number; product: number; loan_id: number };
      const quote = this.quote(body.quote_id);
      const order = this.orderOf(quote);
      if (order.productId !== body.product) throw refused('That product is not the one in your order.', 'product');
      const loan = V12_PRODUCTS.find((product) => product.id === body.loan_id);
      if (!loan) throw refused('That finance product is not offered.', 'loan_id');
      const total = this.orderTotal(quote, order);
      if (body.deposit > total) throw refused('The deposit is more than the order costs.', 'deposit');
      order.finance = { pid: loan.pid, loan_amount: total - body.deposit, loan_deposit: body.deposit, status: 'STARTED' };
      order.placed = true;
      return { status: 201, body: { ApplicationFormUrl: `https://apply.v12finance.com/application/${randomUUID()}` } };
    },

    loadOrder: (call) => {
      const quote = this.quote(call.params.order);
      const order = this.orderOf(quote);
      if (!order.placed && !order.enquirySent) throw new Refusal(401, 'Please complete your checkout to see this order.');
      return { status: 200, body: { order: this.orderJson(quote), questions: ORDER_FAQS, images_required: !this.uploadJson(quote).complete } };
    },

    trackOrder: (call) => {
      const quote = this.quote(call.params.order);
      return { status: 200, body: { order: this.orderJson(quote) } };
    },

    loadOrderPayment: (call) => {
      const quote = this.quote(call.params.order);
      const order = this.orderOf(quote);
      if (!order.placed) throw new Refusal(422, 'This order is not placed yet.');
      const amount = Number(call.query.get('amount'));
      // A link is its order and amount: once paid, every later load says when, and takes nothing more.
      const links = [...this.intents.values()].filter((intent) => intent.link && intent.ref === quote.ref && intent.amount === amount);
      const paid = links.find((intent) => intent.status === 'succeeded');
      if (paid) return { status: 200, body: { amount, intent: null, paid_at: paid.paidAt, order: this.orderJson(quote) } };
      const remaining = this.remaining(quote, 'order');
      // Nothing left to pay: the link can take no payment.
      if (remaining <= 0) return { status: 200, body: { amount, intent: null, paid_at: null, order: this.orderJson(quote) } };
      if (amount > remaining) throw refused(`That is more than the ${remaining} pence left to pay.`, 'amount');
      const intent = links.at(-1) ?? this.openIntent(quote, 'order', 'part', amount, true);
      return { status: 200, body: { amount, intent: intent.secret, paid_at: null, order: this.orderJson(quote) } };
    },

    uploadOrderDocuments: (call) => {
      const quote = this.quote(call.params.order);
      const order = this.orderOf(quote);
      if (call.body) {
        if (String(order.customer.id) !== call.body.user) throw refused('This upload is for another customer.', 'user');
        const name = String(call.body.name);
        const file = this.file(call.files.file, call.now);
        const asked = UPLOADS[quote.category];
        if (name === 'additional') order.additional.push(file);
        else if ([...(asked?.required ?? []), ...(asked?.optional ?? [])].some((doc) => doc.name === name)) order.uploads.set(name, [...(order.uploads.get(name) ?? []), file]);
        else throw refused(`No document called ${name} is asked for.`, 'name');
      }
      return { status: 200, body: this.uploadJson(quote) };
    },

    loadServiceCheckout: (call) => {
      const quote = this.quote(call.query.get('quote_id') ?? undefined);
      if (quote.category !== 'boiler_service') throw notFound();
      const product = this.serviceProduct(quote);
      quote.service ??= { id: this.nextId++, preferredDate: null, preferredDateCost: 0, alternativeDate: null, fittingDate: null, customer: null, comments: null, items: [], adjustments: [], createdAt: call.now.toISOString(), payments: [] };
      quote.paying = 'service';
      const landlord = this.isLandlord(quote);
      const postcode = postcodeOf(quote.answers as Json) ?? '';
      return {
        status: 200,
        body: {
          order: this.serviceJson(quote),
          product,
          next_available: NEXT_AVAILABLE_DAYS,
          london: /^(E|EC|N|NW|SE|SW|W|WC)\d/i.test(postcode),
          bundles: [],
          certifications: landlord ? ADD_ONS.certifications : [],
          controls: [],
          filters: ADD_ONS.filters,
          radiator_valves: [],
          co_alarms: landlord ? ADD_ONS.co_alarms : [],
          system_flushes: [],
          details_step: 'first',
          images_required: false,
          paid: this.paid(quote.service) > 0 && this.remaining(quote, 'service') <= 0,
          landlord,
        },
      };
    },

    saveServiceDates: (call) => {
      const quote = this.serviceQuote(call);
      const body = call.body as { preferred_date: string; preferred_date_cost: number; alternative_date?: string | null };
      this.checkDay(body.preferred_date, body.preferred_date_cost, 'boiler_service', call.now, 'preferred_date');
      if (body.alternative_date) this.checkDay(body.alternative_date, this.dayOf(parseISO(body.alternative_date), 'boiler_service', call.now).cost ?? 0, 'boiler_service', call.now, 'alternative_date');
      Object.assign(quote.service!, { preferredDate: body.preferred_date, preferredDateCost: body.preferred_date_cost, alternativeDate: body.alternative_date ?? null });
      quote.paying = 'service';
      return { status: 200, body: { order: this.serviceJson(quote) } };
    },

    updateServiceCustomer: (call) => {
      const quote = this.serviceQuote(call);
      const booking = quote.service!;
      const given = call.body?.customer as Json;
      booking.customer = { ...(booking.customer ?? this.customerFrom(quote)), ...given } as Customer;
      booking.comments = (call.body?.comments as string | null | undefined) ?? null;
      return { status: 200, body: { order: this.serviceJson(quote) } };
    },

    confirmServiceOrder: (call) => {
      const quote = this.serviceQuote(call);
      const booking = quote.service!;
      if (this.remaining(quote, 'service') > 0) throw refused('This booking has an amount to pay.');
      if (!booking.preferredDate) throw refused('Choose a day first.', 'preferred_date');
      booking.fittingDate = booking.preferredDate;
      return { status: 200, body: { order: this.serviceJson(quote) } };
    },

    applyServiceDiscount: (call) => {
      const quote = this.quote(call.query.get('quote_id') ?? undefined);
      if (!quote.service) throw notFound();
      const code = call.query.get('code')!.trim().toUpperCase();
      const discount = SERVICE_DISCOUNT_CODES[code];
      if (!discount) throw refused('That code is not valid.', 'code');
      quote.service.adjustments = [{ name: code, description: discount.description, amount: discount.amount }];
      return { status: 200, body: { adjustments: quote.service.adjustments, adjustments_sum: discount.amount } };
    },

    loadPlans: (call) => {
      const quote = this.quote(call.query.get('quote_id') ?? undefined);
      const product = quote.order ? this.offered(quote, quote.order.productId) : quote.products[0];
      if (!product) throw new Refusal(404, 'There is no boiler in this quote to cover.');
      quote.plan ??= { plan: null, total: 0, payments: [] };
      const order = this.planJson(quote);
      return { status: 200, body: { order, products: PLANS, product, paid: order.paid } };
    },

    choosePlan: (call) => {
      const quote = this.quote(call.params.quote);
      const body = call.body as { quote_id: string; plan_id: number; price: number };
      if (body.quote_id !== quote.ref) throw refused('The quote in the body is not the quote in the address.', 'quote_id');
      const plan = PLANS.find((candidate) => candidate.id === body.plan_id);
      if (!plan) throw refused('That plan is not offered.', 'plan_id');
      if (plan.product_total !== body.price) throw refused('The price of that plan has changed. Please choose it again.', 'price');
      const order = (quote.plan ??= { plan: null, total: 0, payments: [] });
      if (this.planJson(quote).paid) throw refused('Your plan is paid. Call us to change it.');
      order.plan = { plan_id: plan.id, created_at: call.now.toISOString() };
      order.total = plan.product_total;
      quote.paying = 'plan';
      return { status: 200, body: { order: this.planJson(quote) } };
    },

    loadSurvey: (call) => {
      const quote = this.surveyQuote(call.query.get('quote_id'));
      call.session.surveys.set(quote.order!.productId, quote.ref);
      return { status: 200, body: this.surveyJson(quote) };
    },

    loadSurveyForProduct: (call) => {
      const quote = this.surveyQuote(call.query.get('quote_id'), Number(call.params.product));
      call.session.surveys.set(quote.order!.productId, quote.ref);
      return { status: 200, body: this.surveyJson(quote) };
    },

    storeSurveyImage: (call) => {
      // The upload names the customer and the product: the survey is that customer's order of it.
      const user = Number(call.body?.user);
      const product = Number(call.body?.product);
      const quote = [...this.quotes.values()].find((candidate) => candidate.order?.placed && candidate.order.customer.id === user && candidate.order.productId === product);
      if (!quote) throw notFound();
      const name = String(call.body?.name);
      const asked = SURVEY_PHOTOS[quote.category];
      if (![...(asked?.required ?? []), ...(asked?.optional ?? [])].some((doc) => doc.name === name)) throw refused(`No photo called ${name} is asked for.`, 'name');
      quote.survey.set(name, [...(quote.survey.get(name) ?? []), this.file(call.files.file, call.now)]);
      return { status: 200, body: this.surveyJson(quote) };
    },

    updateSurveyCustomer: (call) => {
      const quote = this.surveyQuote(call.session.surveys.get(Number(call.params.product)) ?? null, Number(call.params.product));
      const order = quote.order!;
      order.customer = { ...order.customer, address_line_2: null, address_line_3: null, post_town: null, county: null, ...(call.body?.customer as Json) } as Customer;
      return { status: 200, body: this.surveyJson(quote) };
    },

    priceMatchDocuments: (call) => {
      const quote = this.quote(call.params.order);
      this.orderOf(quote);
      if (call.body) {
        if (call.body.name !== PRICE_MATCH_EVIDENCE.name) throw refused(`No document called ${String(call.body.name)} is asked for.`, 'name');
        quote.priceMatch.files.push(this.file(call.files.file, call.now));
      }
      return { status: 200, body: this.priceMatchJson(quote) };
    },

    completePriceMatch: (call) => {
      const quote = this.quote(call.params.order);
      this.orderOf(quote);
      const url = String(call.body?.url).trim();
      // The client lets the scheme be left out; the shop stores the address in full.
      const full = /^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url : `https://${url}`;
      try {
        new URL(full);
      } catch {
        throw refused('Enter the web address of the competitor’s price.', 'url');
      }
      quote.priceMatch.url = full;
      return { status: 200, body: this.priceMatchJson(quote) };
    },
  };

  /** The body's answers, which must be of the path's type. */
  private answersFor(call: Call, type: QuoteTypeSlug): QuoteAnswers {
    const answers = call.body as QuoteAnswers;
    if (answers.quoteType !== type) throw refused(`These are ${answers.quoteType} answers, not ${type} answers.`, 'quoteType');
    return answers;
  }

  /** Prices the answers for the quote under its own reference; its prices hold from now (decision 955). */
  private price(call: Call, quote: Quote, answers: QuoteAnswers) {
    quote.answers = answers;
    quote.pricedAt = call.now.toISOString();
    quote.status = needsCall(answers) ? 'contact' : 'quoted';
    quote.products = quote.status === 'contact' ? [] : this.productsFor(quote);
    quote.relocation = relocationOf(answers);
    quote.items = { ...quoteItemsOf(answers), ...pick(quote.items, ['vehicle_make', 'vehicle_registration', 'vehicle_year', 'energy_provider', 'energy_tariff', 'panels']) };
    call.session.latest.set(quote.type, quote.ref);
    return this.resultsJson(quote);
  }

  private storeTariff(call: Call, category: ProductCategory): Answer {
    const quote = this.quote(call.params.quote_id);
    if (quote.category !== category) throw notFound();
    quote.items = { ...quote.items, energy_provider: call.body?.energy_provider, energy_tariff: call.body?.tariff_name };
    return { status: 200, body: { quote: this.quoteJson(quote) } };
  }

  private serviceQuote(call: Call): Quote {
    const quote = this.quote(call.params.quote);
    if (!quote.service) throw notFound();
    const named = text(call.body?.quote_id);
    if (named !== undefined && named !== quote.ref) throw refused('The quote in the body is not the quote in the address.', 'quote_id');
    return quote;
  }

  private addOnLists(quote: Quote, kind: 'order' | 'service') {
    if (kind === 'service') {
      const landlord = this.isLandlord(quote);
      return { warranties: [], bundles: [], controls: [], filters: ADD_ONS.filters, system_flushes: [], radiator_valves: [], co_alarms: landlord ? ADD_ONS.co_alarms : [] };
    }
    const boiler = quote.category === 'boiler';
    const product = this.offered(quote, this.orderOf(quote).productId);
    return {
      warranties: boiler ? boilerWarranties(product) : [],
      bundles: boiler ? ADD_ONS.bundles : [],
      controls: boiler ? ADD_ONS.controls : [],
      filters: boiler ? ADD_ONS.filters : [],
      system_flushes: boiler ? ADD_ONS.system_flushes : [],
      radiator_valves: boiler ? ADD_ONS.radiator_valves : [],
      co_alarms: [],
    };
  }

}

const withoutType = ({ item_type: _type, ...item }: OrderItem): AddOnItem => item;

function pick(record: Json, keys: string[]): Json {
  return Object.fromEntries(keys.filter((key) => record[key] !== undefined).map((key) => [key, record[key]]));
}

/** The quote's postcode: the answers' own, or the address's where the set has none (solar, boiler service). */
function postcodeOf(answers: Json): string | undefined {
  return text(answers.postcode) ?? (isJson(answers.customer) ? text(answers.customer.postcode) : undefined);
}

/** The grant is for homes in England and Wales: not Scotland's or Northern Ireland's postcodes. */
function grantApplies(postcode: string | undefined): boolean {
  const area = /^[A-Z]{1,2}/i.exec(postcode ?? '')?.[0]?.toUpperCase() ?? '';
  return !['AB', 'DD', 'DG', 'EH', 'FK', 'G', 'HS', 'IV', 'KA', 'KW', 'KY', 'ML', 'PA', 'PH', 'TD', 'ZE', 'BT'].includes(area);
}

/** Answers the contract sends to a call instead of prices (ResultsResponse.status `contact`). */
function needsCall(answers: QuoteAnswers): boolean {
  const a = answers as Json;
  if (a.quoteType === 'boiler') return typeof a.apartmentFloor === 'number' && a.apartmentFloor >= 3;
  if (a.quoteType === 'boiler-service') return a.propertyType === 'Commercial' || a.systemType === 'Back Boiler';
  if (a.quoteType === 'solar') return a.homeOwnership === 'Renting' || a.homeType === 'Apartment';
  if (a.quoteType === 'heat-pump') return a.homeType === 'Apartment';
  if (a.quoteType === 'ev') return a.driveway === 'No';
  return false;
}

const RELOCATION: Readonly<Record<string, number>> = {
  'Same room': BOILER_RELOCATION_PENCE.sameRoom,
  'Same floor': BOILER_RELOCATION_PENCE.sameFloor,
  'Another floor': BOILER_RELOCATION_PENCE.anotherFloor,
  Loft: BOILER_RELOCATION_PENCE.loft,
};

/** The quote's relocation, as BoilerAnswers.newLocation and AirconAnswers.outdoorUnitLocation describe it. */
function relocationOf(answers: QuoteAnswers): number {
  const a = answers as Json;
  if (a.quoteType === 'boiler') return RELOCATION[String(a.newLocation)] ?? 0;
  if (a.quoteType === 'aircon') return a.outdoorUnitLocation === 'First floor wall' ? AIRCON_FIRST_FLOOR_WALL_SURCHARGE_PENCE : 0;
  return 0;
}

/** The stored quote items the answers give (QuoteItems). */
function quoteItemsOf(answers: QuoteAnswers): Json {
  const a = answers as Json;
  return {
    ...(a.systemType !== undefined ? { system_type: a.systemType } : {}),
    ...(a.convertToCombi !== undefined ? { convert_to_combi: a.convertToCombi } : {}),
    landlord: a.landlord === 'Yes' || a.homeOwnership === 'Landlord' || a.homeOwnership === 'Tenant-occupied' ? 'Yes' : 'No',
    ...(a.boilerAge !== undefined ? { boiler_age: a.boilerAge } : {}),
    ...(a.homeType !== undefined ? { home_type: a.homeType } : {}),
    ...(typeof a.electricityAnnual === 'number' ? { electricity_usage: a.electricityAnnual } : {}),
  };
}
