// What the journey memory records from each call and lays over Prism's answer to it
// (docs/decisions/492). One entry per operationId of openapi.yaml; calls without an entry pass
// through untouched. Overlays change only what the browser told the mock; everything else (the
// scenario's status, finance, FAQs) stays as Prism produced it from openapi.yaml.
// Past 400 lines as one file: one entry per operationId in openapi.yaml's order, all over the one journey
// record, so a call without an overlay shows as a gap in one list.
import { addDays, isAfter } from 'date-fns';
import { BOILER_RELOCATION_PENCE, AIRCON_FIRST_FLOOR_WALL_SURCHARGE_PENCE, QUOTE_PRICES_VALID_DAYS } from '../../src/domain/constants';
import { checkoutTotal, serviceTotal } from '../../src/domain/totals';
import { offGasBoilers } from '../../fixtures/world';
import { INTENT_AMOUNT_DIFFERENCE } from '../../fixtures/examples';
import {
  amountPaidByCard,
  chooseItems,
  chosenItems,
  clearItems,
  intentFor,
  newOrderId,
  paidLink,
  paidPayments,
  newReference,
  quoteIn,
  recordUpload,
  rememberOffers,
  surveyKey,
  type Adjustment,
  type CardPaymentRecord,
  type Journey,
  type Product,
  type QuoteMemory,
  type SentFile,
} from './memory';

type Json = Record<string, unknown>;

export interface Call {
  operationId: string;
  /** Path parameters by name (`{order}` -> params.order). */
  params: Record<string, string>;
  query: URLSearchParams;
  /** The JSON body, or the multipart fields (files as their file names). */
  body: Json | undefined;
  /** A multipart body's `file` part. */
  file?: SentFile;
  now: Date;
  /** The Prefer header the request came with (a scenario the developer chose). */
  prefer?: string;
}

export interface Handler {
  /** The quote reference the call concerns; an unknown one is answered with the contract's 404. */
  ref?(call: Call, journey: Journey | undefined): string | undefined;
  /** Records what the request says, before Prism answers. */
  record?(call: Call, memory: QuoteMemory, journey: Journey): void;
  /** Lays the memory over Prism's 2xx answer (and may record what only the answer says). */
  overlay?(call: Call, answer: Json, memory: QuoteMemory, journey: Journey): Json;
  /** Loads that start remembering a reference this browser opened (a checkout from a link). */
  opens?: true;
  /**
   * A call by a quote's reference that any browser may make (its emailed link): the memory of the
   * browser that priced the quote answers it (decision 492).
   */
  anyBrowser?: true;
  /**
   * Pricing answers: a new quote, whose reference the memory makes, or (with anyBrowser) the quote of
   * the path priced again under its reference, in the journey that owns it.
   */
  mint?(call: Call, answer: Json, journey: Journey): Json;
}

const isJson = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** quoteType / path type (heat-pump) to the stored category (heat_pump). */
const categoryOf = (pathType: string | undefined) => (pathType ? pathType.replace(/-/g, '_') : undefined);

const orderTypeOf = (pathType: string | undefined) =>
  pathType === 'boiler-service' ? 'boiler_service' : pathType ? `${categoryOf(pathType)}_install` : undefined;

const RELOCATION_BY_NEW_LOCATION: Record<string, number> = {
  'Same room': BOILER_RELOCATION_PENCE.sameRoom,
  'Same floor': BOILER_RELOCATION_PENCE.sameFloor,
  'Another floor': BOILER_RELOCATION_PENCE.anotherFloor,
  Loft: BOILER_RELOCATION_PENCE.loft,
};

/** The compulsory extra the answers add to every price (purchase §9): moving the boiler, a first-floor aircon unit. */
export function relocationOf(answers: Json): number {
  if (answers.quoteType === 'boiler') return RELOCATION_BY_NEW_LOCATION[String(answers.newLocation)] ?? 0;
  if (answers.quoteType === 'aircon' && answers.outdoorUnitLocation === 'First floor wall') return AIRCON_FIRST_FLOOR_WALL_SURCHARGE_PENCE;
  return 0;
}

/**
 * A boiler quote off the gas grid (LPG, oil, electric) offers that fuel's boilers; mains gas (and every
 * other type) keeps Prism's products, so a scenario's list (empty-results) stays as it is.
 */
export function productsForFuel(answers: Json, prismProducts: Product[]): Product[] {
  const fuel = answers.fuelType;
  if (answers.quoteType !== 'boiler' || prismProducts.length === 0 || (fuel !== 'LPG' && fuel !== 'Oil' && fuel !== 'Electric')) return prismProducts;
  return offGasBoilers(fuel) as unknown as Product[];
}

/** The stored quote items (QuoteItems) the answers imply, over what Prism had. */
function quoteItems(memory: QuoteMemory, prism: Json): Json {
  const a = memory.answers ?? {};
  const items: Json = { ...prism };
  if (a.systemType !== undefined) items.system_type = a.systemType;
  if (a.convertToCombi !== undefined) items.convert_to_combi = a.convertToCombi;
  if (a.landlord !== undefined) items.landlord = a.landlord;
  if (a.boilerAge !== undefined) items.boiler_age = a.boilerAge;
  if (a.homeType !== undefined) items.home_type = a.homeType;
  if (typeof a.electricityAnnual === 'number') items.electricity_usage = a.electricityAnnual;
  if (memory.vehicle) Object.assign(items, memory.vehicle);
  if (memory.tariff) Object.assign(items, memory.tariff);
  return items;
}

/** The quote's postcode: the answers' own, or the address's where the set has none (solar, boiler service). */
export function postcodeOf(answers: Json | undefined): string | undefined {
  const address = answers?.customer;
  return text(answers?.postcode) ?? (isJson(address) ? text(address.postcode) : undefined);
}

export function overlayQuote(memory: QuoteMemory, prism: unknown): Json {
  const quote = isJson(prism) ? prism : {};
  const category = memory.answers ? categoryOf(String(memory.answers.quoteType)) : undefined;
  const postcode = postcodeOf(memory.answers);
  return {
    ...quote,
    quote_id: memory.ref,
    ...(category ? { quote_type: category } : {}),
    ...(postcode ? { postcode } : {}),
    quote_items: quoteItems(memory, isJson(quote.quote_items) ? quote.quote_items : {}),
    ...(memory.answers ? { created_at: memory.createdAt } : {}),
  };
}

/**
 * The customer this browser gave; before it gives one, none for a quote it made (Prism's fixture
 * customer would be another person at another postcode), Prism's for a reference from the fixtures.
 */
function customerRecord(memory: QuoteMemory, prism: unknown): Json | null {
  const known = isJson(prism) ? prism : null;
  const given = memory.customer;
  if (!given) return memory.answers ? null : known;
  const address = given as Partial<Record<'address_line_1' | 'address_line_2' | 'address_line_3' | 'post_town' | 'county', string | null>>;
  return {
    id: known?.id ?? null,
    first_name: given.first_name,
    last_name: given.last_name,
    email_address: given.email_address,
    contact_number: given.contact_number,
    address_line_1: address.address_line_1 ?? null,
    address_line_2: address.address_line_2 ?? null,
    address_line_3: address.address_line_3 ?? null,
    post_town: address.post_town ?? null,
    county: address.county ?? null,
    postcode: given.postcode,
  };
}

const SINGLE_ITEM_FIELDS = ['bundle', 'control', 'filter', 'system_flush', 'certification', 'electrical_kit'] as const;
const SOLAR_ITEM_FIELDS = { ev_charger: 'solar_ev', battery: 'solar_battery', gateway: 'solar_gateway' } as const;

/** The order total src/domain works out: product + add-ons (and a priced install day) + relocation + adjustments. */
export function orderTotal(memory: QuoteMemory, product: Product, adjustmentsSum: number): number {
  const items = chosenItems(memory).map((item) => ({ id: item.id, productTotal: item.product_total }));
  const day = memory.fittingDateCost > 0 ? [{ id: 'install-day', productTotal: memory.fittingDateCost }] : [];
  return Math.max(0, checkoutTotal({ productPrice: product.price_after_discount, selectedAddOns: [...items, ...day], relocation: memory.relocation, adjustments: adjustmentsSum }));
}

/** An installation order as this browser built it, over Prism's order of the scenario. */
export function overlayOrder(memory: QuoteMemory, prism: Json): Json {
  const product = memory.product ?? (prism.product as Product | undefined);
  const adjustments: Adjustment[] = memory.discount ? [memory.discount] : ((prism.adjustments as Adjustment[] | undefined) ?? []);
  const adjustmentsSum = adjustments.reduce((sum, adjustment) => sum + adjustment.amount, 0);
  const items = chosenItems(memory);
  const warranty = items.find((item) => item.item_type === 'warranty');
  const offeredWarranty = memory.offered.warranty?.find((candidate) => candidate.id === warranty?.id);
  const order: Json = {
    ...prism,
    ...(memory.orderId ? { id: memory.orderId } : {}),
    quote_id: memory.ref,
    ...(product ? { product_id: product.id, product, relocation: memory.relocation, total: orderTotal(memory, product, adjustmentsSum) } : {}),
    // An order answered without its quote (it is optional) stays without one.
    ...(isJson(prism.quote) ? { quote: overlayQuote(memory, prism.quote) } : {}),
    ...(memory.pathType ? { order_type: orderTypeOf(memory.pathType) } : {}),
    customer: customerRecord(memory, prism.customer),
    landlord: memory.landlord ?? prism.landlord ?? null,
    comments: memory.comments !== undefined ? memory.comments : (prism.comments ?? null),
    adjustments,
    adjustments_sum: adjustmentsSum,
    ...(memory.orderCreatedAt ? { created_at: memory.orderCreatedAt } : {}),
  };
  if (memory.answers) order.relocation = memory.relocation;
  Object.assign(order, paymentsOver(memory, order));
  if (memory.fittingDate) Object.assign(order, { fitting_date: memory.fittingDate, fitting_date_cost: memory.fittingDateCost });
  if (memory.step) order.step = memory.step;
  if (Object.keys(memory.chosen).length > 0) {
    const plain = ({ item_type: _kind, ...item }: (typeof items)[number]) => item;
    const ofKind = (kind: string) => items.filter((item) => item.item_type === kind).map(plain);
    order.order_items = items;
    order.warranty = offeredWarranty ?? prism.warranty ?? null;
    for (const field of SINGLE_ITEM_FIELDS) order[field] = ofKind(field)[0] ?? null;
    order.radiator_valve = ofKind('radiator_valve');
    for (const [kind, field] of Object.entries(SOLAR_ITEM_FIELDS)) order[field] = ofKind(kind)[0] ?? null;
  }
  return order;
}

/**
 * What the card payments the provider said succeeded (decision 860) add to the order: to what was paid
 * (and to the deposit paid, for a deposit), and off what is outstanding, first payment first; a payment
 * of the whole order leaves nothing outstanding.
 */
function paymentsOver(memory: QuoteMemory, order: Json): Json {
  const paid = paidPayments(memory);
  if (paid.length === 0) return {};
  const sumOf = (records: CardPaymentRecord[]) => records.reduce((sum, record) => sum + record.amount, 0);
  let left = amountPaidByCard(memory);
  const outstanding = paid.some((record) => record.payment === 'full')
    ? []
    : (Array.isArray(order.outstanding_payments) ? (order.outstanding_payments as Json[]) : []).flatMap((due) => {
        const amount = Number(due.amount);
        const taken = Math.min(left, amount);
        left -= taken;
        return taken === amount ? [] : [{ ...due, amount: amount - taken }];
      });
  return {
    amount_paid: (Number(order.amount_paid) || 0) + amountPaidByCard(memory),
    deposit_paid: (Number(order.deposit_paid) || 0) + sumOf(paid.filter((record) => record.payment === 'deposit')),
    outstanding_payments: outstanding,
  };
}

/** The whole order is paid: a full payment succeeded, or what was paid covers the total with nothing outstanding. */
function paidInFull(memory: QuoteMemory, order: unknown): boolean {
  if (paidPayments(memory).some((record) => record.payment === 'full')) return true;
  if (!isJson(order) || paidPayments(memory).length === 0) return false;
  const outstanding = Array.isArray(order.outstanding_payments) ? order.outstanding_payments.length : 0;
  return outstanding === 0 && Number(order.total) > 0 && Number(order.amount_paid) >= Number(order.total);
}

/**
 * The amount of a card payment intent, as the server works it out: a part payment's own, the plan's
 * price, the service's or order's total (the scenario intent-amount-differs asks £50.00 more), the
 * deposit still owed as the checkout's order said it.
 */
function intentAmount(call: Call, answer: Json, memory: QuoteMemory): number {
  const prism = Number(answer.amount);
  const asked = Number(call.body?.amount);
  if (call.body?.payment === 'part') return Number.isInteger(asked) && asked > 0 ? asked : prism;
  if (call.body?.payment === 'deposit') return memory.depositOwed ?? prism;
  if (call.body?.payment !== 'full') return prism;
  if (memory.plan) return memory.plan.price > 0 ? memory.plan.price : prism;
  if (!memory.product) return prism;
  const adjustmentsSum = memory.discount?.amount ?? 0;
  const total = memory.serviceDates ? overlayServiceOrder(memory, {}, memory.product).total : orderTotal(memory, memory.product, adjustmentsSum);
  const differs = call.prefer?.includes('example=intent-amount-differs') ? INTENT_AMOUNT_DIFFERENCE : 0;
  return typeof total === 'number' && total > 0 ? total + differs : prism;
}

const orderIn = (answer: Json, memory: QuoteMemory) => (isJson(answer.order) ? { ...answer, order: overlayOrder(memory, answer.order) } : answer);

const listOf = (value: unknown): Json[] => (Array.isArray(value) ? value.filter(isJson) : []);
const sentFor = (memory: QuoteMemory, document: Json) => memory.uploads[String(document.name)] ?? [];

/** The documents still required, once this browser's uploads are taken out. */
const stillRequired = (memory: QuoteMemory, documents: unknown) => listOf(documents).filter((document) => sentFor(memory, document).length === 0);

/** Each document with the files this browser stored for it after those the answer had. */
const withFiles = (memory: QuoteMemory, documents: unknown) =>
  listOf(documents).map((document) => (sentFor(memory, document).length > 0 ? { ...document, files: [...listOf(document.files), ...sentFor(memory, document)] } : document));

/** What the answer had received, then the required documents this browser has stored a file for (decision 850). */
const receivedNow = (memory: QuoteMemory, received: unknown, required: unknown) => [...withFiles(memory, received), ...withFiles(memory, listOf(required).filter((document) => sentFor(memory, document).length > 0))];

/** A survey: each required photo this browser sent moves to `received`; optional ones list their files. */
function surveyPhotos(memory: QuoteMemory, answer: Json): Json {
  return { required: stillRequired(memory, answer.required), optional: withFiles(memory, answer.optional), received: receivedNow(memory, answer.received, answer.required) };
}

/** The order's document groups the same way, with files sent under no named document in `additional`, and `complete` once no required document is left. */
function uploadGroups(memory: QuoteMemory, answer: Json): Json {
  const groups = (value: unknown, documents: (group: Json) => Json[]) =>
    listOf(value)
      .map((group) => ({ ...group, documents: documents(group) }))
      .filter((group) => group.documents.length > 0);
  const removed = new Set(Array.isArray(answer.removed) ? answer.removed.map(String) : []);
  const required = groups(answer.required, (group) => stillRequired(memory, group.documents));
  const named = new Set([...listOf(answer.required), ...listOf(answer.optional), ...listOf(answer.received)].flatMap((group) => listOf(group.documents).map((document) => String(document.name))));
  const beyond = Object.entries(memory.uploads).flatMap(([name, files]) => (named.has(name) ? [] : files));
  return {
    required,
    optional: listOf(answer.optional).map((group) => ({ ...group, documents: withFiles(memory, group.documents) })),
    received: [...listOf(answer.received).map((group) => ({ ...group, documents: withFiles(memory, group.documents) })), ...groups(answer.required, (group) => receivedNow(memory, [], group.documents))],
    additional: [...listOf(answer.additional), ...beyond],
    complete: required.every((group) => listOf(group.documents).every((document) => removed.has(String(document.name)))),
  };
}

let nextFileId = 1;
function recordFile(call: Call, memory: QuoteMemory): void {
  const name = text(call.body?.name);
  if (name && call.body?._method === 'PATCH' && call.file) recordUpload(memory, name, call.file, call.now, nextFileId++);
}

/** The survey's store (a form field) and details (a path parameter) name the product: the survey this browser last loaded for it. */
const surveyRef: Handler['ref'] = (call, journey) => journey?.surveys.get(surveyKey(call.params.type, call.params.product ?? call.body?.product));

const pathRef = (name: string) => (call: Call) => call.params[name];
const queryRef = (call: Call) => call.query.get('quote_id') ?? undefined;
const bodyRef = (call: Call) => text(call.body?.quote_id);

/** `POST /checkout/{type}` and `/enquiry/{type}`: the browser's latest quote of that type, else Prism's. */
const latestOrPath = (call: Call, journey: Journey | undefined) => call.params.quote ?? (journey?.latestByType.get(call.params.type ?? '') || undefined);

function loadCheckout(call: Call, answer: Json, memory: QuoteMemory, journey: Journey): Json {
  memory.pathType ??= call.params.type;
  journey.latestByType.set(call.params.type ?? '', memory.ref);
  const chosenId = Number(call.query.get('product'));
  memory.product = memory.offeredProducts.get(chosenId) ?? memory.product ?? (answer.product as Product);
  rememberOffers(memory, answer);
  if (isJson(answer.order)) memory.orderId ??= newOrderId();
  const order = isJson(answer.order) ? overlayOrder(memory, answer.order) : answer.order;
  const finance = isJson(order) && isJson(order.finance_application) ? order.finance_application : null;
  if (finance && isJson(order)) memory.depositOwed = Math.max(0, Number(finance.loan_deposit) - Number(order.deposit_paid)) || undefined;
  return {
    ...answer,
    product: memory.product,
    quote: overlayQuote(memory, answer.quote),
    ...(memory.answers ? { relocation: memory.relocation } : {}),
    order,
    paid: answer.paid === true || paidInFull(memory, order),
  };
}

/** The service order (boiler service): dates, customer, landlord, add-ons and code over Prism's. */
function overlayServiceOrder(memory: QuoteMemory, prism: Json, product: Product | undefined): Json {
  const adjustments = memory.serviceDiscount ? [memory.serviceDiscount] : ((prism.adjustments as Adjustment[] | undefined) ?? []);
  const adjustmentsSum = adjustments.reduce((sum, adjustment) => sum + adjustment.amount, 0);
  const dates = memory.serviceDates;
  const items = chosenItems(memory).map((item) => ({ id: item.id, productTotal: item.product_total }));
  return {
    ...prism,
    quote_id: memory.ref,
    ...(dates ? { preferred_date: dates.preferred_date, preferred_date_cost: dates.preferred_date_cost, alternative_date: dates.alternative_date } : {}),
    ...(dates && memory.serviceConfirmed ? { fitting_date: dates.preferred_date } : {}),
    customer: customerRecord(memory, prism.customer),
    landlord: memory.landlord ?? prism.landlord ?? null,
    comments: memory.comments !== undefined ? memory.comments : (prism.comments ?? null),
    adjustments,
    adjustments_sum: adjustmentsSum,
    ...(product
      ? { total: serviceTotal({ productPrice: product.price_after_discount, preferredDateCost: dates?.preferred_date_cost ?? 0, selectedAddOns: items, adjustments: adjustmentsSum }) }
      : {}),
  };
}

const serviceOrderIn = (answer: Json, memory: QuoteMemory) =>
  isJson(answer.order) ? { ...answer, order: overlayServiceOrder(memory, answer.order, memory.product) } : answer;

/** A service or plan paid by card: its answer says paid (decision 860). */
const paidByCard = (memory: QuoteMemory) => paidPayments(memory).some((record) => record.payment === 'full');

function recordCustomer(call: Call, memory: QuoteMemory): void {
  if (isJson(call.body?.customer)) memory.customer = call.body.customer as QuoteMemory['customer'];
  if (call.body && 'comments' in call.body) memory.comments = (call.body.comments as string | null) ?? null;
}

/** Until when the quote's prices hold: QUOTE_PRICES_VALID_DAYS after they were last given (decision 955). */
const validUntilOf = (memory: QuoteMemory) => addDays(new Date(memory.pricedAt ?? memory.createdAt), QUOTE_PRICES_VALID_DAYS);

/**
 * Prices the answers as this quote: its answers, products, relocation and the moment they were given
 * are replaced, its reference stays (decision 955). Answers the results as a server prices them, with
 * until when the prices hold, and no date when it offers no products.
 */
function priceQuote(call: Call, answer: Json, memory: QuoteMemory, journey: Journey): Json {
  const answers = call.body ?? {};
  memory.answers = answers;
  memory.pathType = call.params.type;
  memory.pricedAt = call.now.toISOString();
  memory.relocation = relocationOf(answers);
  journey.latestByType.set(call.params.type ?? '', memory.ref);
  const offered = Array.isArray(answer.products) ? (answer.products as Product[]) : [];
  const products = productsForFuel(answers, offered);
  memory.offeredProducts = new Map(products.map((product) => [product.id, product]));
  const { valid_until: _prismDate, ...rest } = answer;
  return {
    ...rest,
    products,
    quote: overlayQuote(memory, answer.quote),
    relocation: memory.relocation,
    ...(memory.savedFor ? { is_saved: true } : {}),
    ...(products.length > 0 ? { valid_until: validUntilOf(memory).toISOString() } : {}),
  };
}

export const HANDLERS: Record<string, Handler> = {
  // Every post of answers is a new quote, as a real backend makes one: the same answers posted twice are two quotes.
  submitQuoteAnswers: { mint: (call, answer, journey) => priceQuote(call, answer, Object.assign(quoteIn(journey, newReference(), call.now), { issued: true as const }), journey) },
  // Changed answers re-price the quote of the path; any browser may, as the reference is the quote's key (decision 492).
  repriceQuote: { anyBrowser: true, ref: pathRef('quote'), mint: (call, answer, journey) => priceQuote(call, answer, quoteIn(journey, call.params.quote ?? '', call.now), journey) },
  loadSavedQuote: {
    anyBrowser: true,
    ref: pathRef('quote'),
    overlay(call, answer, memory) {
      const pricedAt = memory.pricedAt ?? memory.createdAt;
      const validUntil = validUntilOf(memory);
      // Expired when the scenario says so, or when the prices this browser was given no longer hold.
      const expired = answer.expired === true || isAfter(call.now, validUntil);
      return {
        ...answer,
        products: expired ? [] : [...memory.offeredProducts.values()],
        quote: overlayQuote(memory, answer.quote),
        relocation: memory.relocation,
        is_saved: answer.is_saved === true || memory.savedFor !== undefined,
        answers: memory.answers,
        priced_at: pricedAt,
        valid_until: validUntil.toISOString(),
        expired,
      };
    },
  },
  saveQuote: {
    anyBrowser: true,
    ref: pathRef('quote'),
    record(call, memory) {
      memory.savedFor = text(call.body?.email_address);
    },
    overlay: (call, answer) => ({ ...answer, email_address: text(call.body?.email_address) ?? answer.email_address }),
  },
  loadCheckout: { opens: true, ref: latestOrPath, overlay: loadCheckout },
  loadCheckoutForQuote: { opens: true, ref: latestOrPath, overlay: loadCheckout },
  loadEnquiry: { opens: true, ref: latestOrPath, overlay: loadCheckout },
  loadEnquiryForQuote: { opens: true, ref: latestOrPath, overlay: loadCheckout },
  createOrder: {
    ref: bodyRef,
    record(call, memory) {
      const body = call.body ?? {};
      // The fitting-date scenarios answer with the date the server stored instead: the checkout must refuse it.
      if (!call.prefer?.includes('example=fitting-date-')) memory.fittingDate = String(body.fitting_date);
      memory.fittingDateCost = Number(body.fitting_date_cost) || 0;
      memory.step = body.step as QuoteMemory['step'];
      memory.orderCreatedAt ??= call.now.toISOString();
      const product = memory.offeredProducts.get(Number(body.product));
      if (product) memory.product = product;
    },
    overlay(_call, answer, memory) {
      memory.orderId ??= newOrderId();
      return orderIn(answer, memory);
    },
  },
  updateOrder: {
    ref: pathRef('order'),
    record(call, memory) {
      recordCustomer(call, memory);
      if (call.body?.step) memory.step = call.body.step as QuoteMemory['step'];
    },
    overlay: (_call, answer, memory) => orderIn(answer, memory),
  },
  deleteOrderItems: { ref: pathRef('quote_id'), record: (_call, memory) => clearItems(memory) },
  addOrderItems: {
    ref: (call, journey) => refOfOrderId(journey, call.body?.order),
    record: (call, memory) => chooseItems(memory, call.body ?? {}),
    overlay: (_call, answer, memory) => orderItemsAnswer(answer, memory),
  },
  addLandlordOrderItems: {
    ref: (call, journey) => refOfOrderId(journey, call.body?.order),
    record(call, memory) {
      const id = call.body?.certification;
      if (typeof id === 'number') memory.chosen.certification = [id];
      else delete memory.chosen.certification;
    },
    overlay: (_call, answer, memory) => orderItemsAnswer(answer, memory),
  },
  saveLandlordAddress: {
    ref: bodyRef,
    record(call, memory) {
      const { quote_id: _ref, ...address } = call.body ?? {};
      memory.landlord = address as QuoteMemory['landlord'];
    },
    overlay: (_call, answer, memory) => ({ ...answer, landlord: { address_line_2: null, address_line_3: null, post_town: null, county: null, ...memory.landlord } }),
  },
  addEvVehicle: {
    ref: bodyRef,
    record(call, memory) {
      if (isJson(call.body?.quote_items)) memory.vehicle = call.body.quote_items as QuoteMemory['vehicle'];
    },
    overlay: (_call, answer, memory) => ({ ...answer, quote: overlayQuote(memory, answer.quote) }),
  },
  updateBatteryTariff: tariffHandler(),
  updateSolarTariff: tariffHandler(),
  applyCheckoutDiscount: {
    ref: (call, journey) => (journey ? refOfProduct(journey, call.params.type) : undefined),
    overlay(call, answer, memory) {
      const prismOrder = isJson(answer.order) ? answer.order : {};
      const prismAdjustment = (prismOrder.adjustments as Adjustment[] | undefined)?.[0];
      const code = call.query.get('code') ?? '';
      if (prismAdjustment) memory.discount = { ...prismAdjustment, name: code.toUpperCase() };
      return orderIn(answer, memory);
    },
  },
  loadOrder: {
    ref: pathRef('order'),
    overlay(_call, answer, memory) {
      const allSent = memory.requiredDocuments !== undefined && memory.requiredDocuments.every((name) => memory.uploads[name]?.length);
      return { ...orderIn(answer, memory), ...(allSent ? { images_required: false } : {}) };
    },
  },
  trackOrder: {
    ref: pathRef('order'),
    overlay(_call, answer, memory) {
      const tracked = orderIn(answer, memory);
      return memory.orderCreatedAt ? tracked : { ...tracked, order: { ...(tracked.order as Json), created_at: memory.createdAt } };
    },
  },
  loadOrderPayment: {
    // A pay link opened from an email starts remembering its order: its payment comes back paid.
    opens: true,
    ref: pathRef('order'),
    overlay(call, answer, memory) {
      const asked = Number(call.query.get('amount'));
      const amount = Number.isInteger(asked) && asked > 0 ? asked : Number(answer.amount);
      // A link paid before answers its receipt and no intent: nothing can be paid twice (decision 860).
      const paid = paidLink(memory, amount);
      const link = paid ? { intent: null, paid_at: paid.paidAt } : { intent: intentFor(memory, 'part', amount, true).clientSecret, paid_at: null };
      return { ...orderIn(answer, memory), amount, ...link };
    },
  },
  createStripeIntent: {
    ref: bodyRef,
    overlay(call, answer, memory) {
      const amount = intentAmount(call, answer, memory);
      const payment = call.body?.payment === 'deposit' || call.body?.payment === 'part' ? call.body.payment : 'full';
      return { ...answer, amount, intent: intentFor(memory, payment, amount, false).clientSecret };
    },
  },
  uploadOrderDocuments: {
    ref: pathRef('order'),
    record: recordFile,
    overlay(_call, answer, memory) {
      memory.requiredDocuments ??= listOf(answer.required).flatMap((group) => listOf(group.documents).map((document) => String(document.name)));
      const customer = customerRecord(memory, null);
      return { ...answer, orderId: memory.ref, ...(customer?.first_name ? { name: customer.first_name } : {}), ...uploadGroups(memory, answer) };
    },
  },
  storeSurveyImage: { ref: surveyRef, record: recordFile, overlay: (_call, answer, memory) => surveyAnswer(answer, memory) },
  loadSurvey: surveyLoad(),
  loadSurveyForProduct: surveyLoad(),
  updateSurveyCustomer: { ref: surveyRef, record: recordCustomer, overlay: (_call, answer, memory) => surveyAnswer(answer, memory) },
  priceMatchDocuments: {
    ref: pathRef('order'),
    record: recordFile,
    overlay(_call, answer, memory) {
      const required = stillRequired(memory, answer.required);
      const evidenceGiven = required.length < listOf(answer.required).length;
      return { ...answer, orderId: memory.ref, required, received: receivedNow(memory, answer.received, answer.required), ...(evidenceGiven && answer.step === 'evidence' ? { step: 'review' } : {}) };
    },
  },
  completePriceMatch: {
    ref: pathRef('order'),
    record(call, memory) {
      memory.priceMatchUrl = text(call.body?.url);
    },
    overlay: (_call, answer, memory) => ({ ...answer, orderId: memory.ref, ...(memory.priceMatchUrl && /^https?:\/\//.test(memory.priceMatchUrl) ? { url: memory.priceMatchUrl } : {}) }),
  },
  loadServiceCheckout: {
    opens: true,
    ref: queryRef,
    overlay(_call, answer, memory) {
      memory.pathType ??= 'boiler-service';
      if (isJson(answer.product)) memory.product ??= answer.product as Product;
      rememberOffers(memory, answer);
      return { ...serviceOrderIn(answer, memory), paid: answer.paid === true || paidByCard(memory) };
    },
  },
  saveServiceDates: {
    ref: pathRef('quote'),
    record(call, memory) {
      const body = call.body ?? {};
      memory.serviceDates = { preferred_date: String(body.preferred_date), preferred_date_cost: Number(body.preferred_date_cost) || 0, alternative_date: (body.alternative_date as string | null | undefined) ?? null };
    },
    overlay: (_call, answer, memory) => serviceOrderIn(answer, memory),
  },
  confirmServiceOrder: {
    ref: pathRef('quote'),
    record(_call, memory) {
      memory.serviceConfirmed = true;
    },
    overlay: (_call, answer, memory) => serviceOrderIn(answer, memory),
  },
  updateServiceCustomer: { ref: pathRef('quote'), record: recordCustomer, overlay: (_call, answer, memory) => serviceOrderIn(answer, memory) },
  applyServiceDiscount: {
    ref: queryRef,
    overlay(call, answer, memory) {
      const prismAdjustment = (answer.adjustments as Adjustment[] | undefined)?.[0];
      if (!prismAdjustment) return answer;
      memory.serviceDiscount = { ...prismAdjustment, name: (call.query.get('code') ?? '').toUpperCase() };
      return { ...answer, adjustments: [memory.serviceDiscount], adjustments_sum: memory.serviceDiscount.amount };
    },
  },
  loadPlans: {
    ref: queryRef,
    overlay: (_call, answer, memory) => ({
      ...(isJson(answer.order) ? { ...answer, order: planOrder(memory, answer.order) } : answer),
      paid: answer.paid === true || paidByCard(memory),
    }),
  },
  choosePlan: {
    ref: pathRef('quote'),
    record(call, memory) {
      memory.plan = { plan_id: Number(call.body?.plan_id), price: Number(call.body?.price) || 0, created_at: call.now.toISOString() };
    },
    overlay: (_call, answer, memory) => (isJson(answer.order) ? { ...answer, order: planOrder(memory, answer.order) } : answer),
  },
};

function planOrder(memory: QuoteMemory, prism: Json): Json {
  return {
    ...prism,
    quote_id: memory.ref,
    ...(memory.plan ? { plan: { plan_id: memory.plan.plan_id, created_at: memory.plan.created_at }, total: memory.plan.price } : {}),
    ...(paidByCard(memory) ? { paid: true } : {}),
  };
}

function tariffHandler(): Handler {
  return {
    ref: pathRef('quote_id'),
    record(call, memory) {
      memory.tariff = { energy_provider: String(call.body?.energy_provider), energy_tariff: String(call.body?.tariff_name) };
    },
    overlay: (_call, answer, memory) => ({ ...answer, quote: overlayQuote(memory, answer.quote) }),
  };
}

function surveyAnswer(answer: Json, memory: QuoteMemory): Json {
  return { ...answer, quote: overlayQuote(memory, answer.quote), ...surveyPhotos(memory, answer), ...(memory.customer ? { customer: customerRecord(memory, answer.customer) } : {}) };
}

/** A survey's link opens it in any browser's memory, which then answers its store and details. */
function surveyLoad(): Handler {
  return {
    opens: true,
    ref: queryRef,
    overlay(call, answer, memory, journey) {
      if (isJson(answer.product)) journey.surveys.set(surveyKey(call.params.type, answer.product.id), memory.ref);
      return surveyAnswer(answer, memory);
    },
  };
}

function orderItemsAnswer(answer: Json, memory: QuoteMemory): Json {
  const product = memory.product;
  if (!product) return answer;
  const adjustmentsSum = memory.discount?.amount ?? 0;
  return { ...answer, order_items: chosenItems(memory), total: orderTotal(memory, product, adjustmentsSum) };
}

/** The quote whose order has this id (order-items calls name the order by id, not reference). */
function refOfOrderId(journey: Journey | undefined, orderId: unknown): string | undefined {
  for (const memory of journey?.quotes.values() ?? []) if (memory.orderId === orderId) return memory.ref;
  return journey ? [...journey.quotes.values()].find((memory) => memory.orderId === undefined && memory.product)?.ref : undefined;
}

/** The discount call names the product type and product, not the quote: the latest quote of that type. */
function refOfProduct(journey: Journey, pathType: string | undefined): string | undefined {
  return journey.latestByType.get(pathType ?? '');
}
