// The journey memory in front of a Prism stand-in that answers with the fixtures' named examples:
// what one browser sends comes back in its later answers, never in another browser's.
// Past 400 lines as one file: the journey memory's rules against one running server, started once for them all.
import type { Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkoutTotal } from '../../src/domain/totals';
import { splitPrefer } from '../../src/mock/scenarios';
import { HANDLERS } from './overlays';
import { createJourneyMock, HEALTH_PATH, JOURNEY_COOKIE, RESET_PATH, STRIPE_WEBHOOK_PATH } from './server';
import { mockDocument, startTestPrism, type SeenRequest } from './test-prism';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const TODAY = new Date();
const { document, world } = mockDocument(TODAY);
let prism: { url: string; server: Server; seen: SeenRequest[] };
let memoryServer: Server;
let memoryUrl: string;
const reports: string[] = [];

beforeAll(async () => {
  prism = await startTestPrism(document);
  const { server } = await createJourneyMock({ prismUrl: prism.url, report: (message) => reports.push(message), networkDelayMs: 300 });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  memoryServer = server;
  memoryUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});

// Each test reads the reports its own calls caused.
beforeEach(() => {
  reports.length = 0;
});

afterAll(() => {
  memoryServer.close();
  prism.server.close();
});

/** A browser: it keeps the cookie the memory sets, as a Playwright context does. */
function browser() {
  let cookie: string | undefined;
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${memoryUrl}${path}`, {
      method,
      headers: { 'X-CSRF-TOKEN': 'token', ...(body !== undefined && !(body instanceof FormData) ? { 'Content-Type': 'application/json' } : {}), ...(cookie ? { cookie } : {}), ...headers },
      body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
    });
    const set = response.headers.get('set-cookie');
    if (set) cookie = set.split(';')[0]!.endsWith('=') ? undefined : set.split(';')[0];
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Json, setCookie: set };
  };
  return { call, cookie: () => cookie };
}

const BOILER_ANSWERS = { quoteType: 'boiler', postcode: 'LS6 2AB', fuelType: 'Gas', landlord: 'Yes', homeType: 'Detached', boilerAge: 9, newLocation: 'Same floor', systemType: 'Combi' };
const JO = { first_name: 'Jo', last_name: 'Bloggs', email_address: 'jo.bloggs@example.co.uk', contact_number: '07700 900123', address_line_1: '1 High Street', postcode: 'M16 7UP' };

/** A landlord's boiler journey up to the order page, as the app sends it. */
async function landlordJourney(b = browser()) {
  const results = await b.call('POST', '/quote/results/boiler', BOILER_ANSWERS);
  const ref: string = results.body.quote.quote_id;
  const chosen = results.body.products[2];
  const checkout = await b.call('POST', `/checkout/boiler/${ref}?product=${chosen.id}`);
  const orderId: number = checkout.body.order.id;
  const [warranty, control, certification] = [checkout.body.warranties[1], checkout.body.controls[0], checkout.body.certifications[0]];
  await b.call('POST', '/order', { quote_id: ref, fitting_date: '2026-12-07', fitting_date_cost: 2500, product: chosen.id, step: 'calendar' }, { 'Idempotency-Key': '3f0c6a52-8a8e-4c33-9d7e-2b1f6c0d4e71' });
  await b.call('DELETE', `/order-items/${ref}`);
  const items = await b.call('POST', '/order-items', { order: orderId, warranty: warranty.id, control: control.id });
  await b.call('PATCH', `/order/${ref}`, { customer: JO, comments: 'Side gate', step: 'details' });
  await b.call('POST', '/landlord-address', { quote_id: ref, address_line_1: '2 Park Row', postcode: 'LS1 5HD' });
  await b.call('POST', '/landlord/order-items', { order: orderId, certification: certification.id });
  const discount = await b.call('GET', `/checkout/boiler/discount?code=winter50&product=${chosen.id}`);
  const page = await b.call('POST', `/order/${ref}?pending=true`);
  return { b, ref, chosen, checkout, items, discount, page, warranty, control, certification };
}

describe('the journey memory', () => {
  it('answers the results with the quote the answers describe, under a reference of this browser', async () => {
    const b = browser();
    const results = await b.call('POST', '/quote/results/boiler', BOILER_ANSWERS);
    expect(results.status).toBe(200);
    expect(results.setCookie).toMatch(new RegExp(`^${JOURNEY_COOKIE}=\\w+; Path=/; HttpOnly`));
    expect(results.body.quote.quote_id).toMatch(/^Q[A-Z0-9]{7}$/);
    expect(results.body.quote.quote_id).not.toBe(world.quoteId);
    expect(results.body.quote.quote_items).toMatchObject({ landlord: 'Yes', home_type: 'Detached', boiler_age: 9, system_type: 'Combi' });
    expect(results.body.quote.postcode).toBe('LS6 2AB');
    expect(results.body.relocation).toBe(79_500); // "same floor" (purchase §9)
    // Every post of answers is a new quote, as a real backend makes one (decision 955).
    expect((await b.call('POST', '/quote/results/boiler', BOILER_ANSWERS)).body.quote.quote_id).not.toBe(results.body.quote.quote_id);
  });

  it('re-prices a quote under its own reference: new answers, new prices, and every later answer gives them', async () => {
    const b = browser();
    const first = await b.call('POST', '/quote/results/boiler', BOILER_ANSWERS);
    const ref: string = first.body.quote.quote_id;
    const repriced = await b.call('PUT', `/quote/results/boiler/${ref}`, { ...BOILER_ANSWERS, newLocation: 'Loft', landlord: 'No' });
    expect(repriced.status).toBe(200);
    expect(repriced.body.quote.quote_id).toBe(ref);
    expect(repriced.body.relocation).toBe(89_500); // the loft (purchase §9), where it was 79,500 on the same floor
    expect(repriced.body.quote.quote_items.landlord).toBe('No');
    expect(Date.parse(repriced.body.valid_until)).toBeGreaterThan(Date.now());
    const loaded = await b.call('GET', `/quote/results/boiler/${ref}`);
    expect(loaded.body).toMatchObject({ relocation: 89_500, answers: { newLocation: 'Loft' }, quote: { quote_id: ref } });
    const chosen = repriced.body.products[0];
    const checkout = await b.call('POST', `/checkout/boiler/${ref}?product=${chosen.id}`);
    expect(checkout.body).toMatchObject({ relocation: 89_500, product: { id: chosen.id, price_after_discount: chosen.price_after_discount }, quote: { quote_id: ref } });
    // Under another type's path, or a reference the shop never issued: the contract's 404.
    expect((await b.call('PUT', `/quote/results/solar/${ref}`, { quoteType: 'solar', customer: { address_line_1: '4 Mill Lane', postcode: 'LS6 2AB' } })).status).toBe(404);
    expect((await b.call('PUT', '/quote/results/boiler/not-a-quote', BOILER_ANSWERS)).status).toBe(404);
  });

  it('serves the pictures its answers name, as the image host, and nothing outside them', async () => {
    const results = await browser().call('POST', '/quote/results/boiler', BOILER_ANSWERS);
    const picture = new URL(results.body.products[0].image);
    expect(picture.pathname).toMatch(/^\/images\/[a-z-]+\.svg$/);
    const served = await fetch(`${memoryUrl}${picture.pathname}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    expect(await served.text()).toContain('<svg');
    expect((await fetch(`${memoryUrl}/images/..%2F..%2Fpackage.json`)).status).toBe(404);
    expect((await fetch(`${memoryUrl}/images/no-such-picture.svg`)).status).toBe(404);
  });

  it('keeps the postcode and the customer to what this browser typed: the solar address’s postcode, no fixture customer', async () => {
    const b = browser();
    const address = { address_line_1: '4 Mill Lane', address_line_2: null, address_line_3: null, post_town: 'Leeds', county: null, postcode: 'LS6 2AB' };
    const results = await b.call('POST', '/quote/results/solar', { quoteType: 'solar', customer: address });
    const ref: string = results.body.quote.quote_id;
    expect(results.body.quote.postcode).toBe('LS6 2AB');
    const enquiry = await b.call('POST', `/enquiry/solar/${ref}?product=${results.body.products[0].id}`);
    expect(enquiry.body.quote.postcode).toBe('LS6 2AB');
    // Nothing typed yet: no one else's name, email or postcode to start the details form with.
    expect(enquiry.body.order.customer).toBeNull();
    const boiler = await b.call('POST', '/quote/results/boiler', BOILER_ANSWERS);
    const checkout = await b.call('POST', `/checkout/boiler/${boiler.body.quote.quote_id}?product=${boiler.body.products[0].id}`);
    expect(checkout.body.quote.postcode).toBe('LS6 2AB');
    expect(checkout.body.order.customer).toBeNull();
  });

  it('offers the boilers of the fuel answered, and checks out the one chosen', async () => {
    const b = browser();
    const oil = await b.call('POST', '/quote/results/boiler', { ...BOILER_ANSWERS, fuelType: 'Oil', landlord: 'No' });
    expect(oil.body.products.length).toBeGreaterThan(1);
    for (const product of oil.body.products) expect(product.features).toContain('Runs on heating oil');
    const chosen = oil.body.products[1];
    const checkout = await b.call('POST', `/checkout/boiler/${oil.body.quote.quote_id}?product=${chosen.id}`);
    expect(checkout.body.product).toMatchObject({ id: chosen.id, product_title: chosen.product_title });
    // Mains gas keeps the catalogue Prism serves.
    const gas = await b.call('POST', '/quote/results/boiler', { ...BOILER_ANSWERS, fuelType: 'Gas' });
    expect(gas.body.products.map((product: Json) => product.id)).toEqual(world.products.boiler.slice(0, 10).map((product) => product.id));
  });

  it('shows on the order page what the checkout sent, with the total src/domain works out', async () => {
    const { ref, chosen, checkout, items, discount, page, warranty, control, certification } = await landlordJourney();
    // A landlord's quote gets the landlord data from Prism: certifications are offered.
    expect(checkout.body.certifications.length).toBeGreaterThan(0);
    expect(checkout.body.product.id).toBe(chosen.id);
    expect(checkout.body.quote.quote_id).toBe(ref);
    expect(items.body.order_items.map((item: Json) => item.item_type)).toEqual(['warranty', 'control']);
    expect(discount.body.order.adjustments[0].name).toBe('WINTER50');

    expect(page.status).toBe(200);
    const order = page.body.order;
    expect(order.quote_id).toBe(ref);
    expect(order.customer).toMatchObject({ first_name: 'Jo', last_name: 'Bloggs', email_address: 'jo.bloggs@example.co.uk', postcode: 'M16 7UP', post_town: null });
    expect(order.comments).toBe('Side gate');
    expect(order.fitting_date).toBe('2026-12-07');
    expect(order.landlord).toMatchObject({ address_line_1: '2 Park Row', postcode: 'LS1 5HD' });
    expect(order.certification).toMatchObject({ id: certification.id, name: certification.name });
    expect(order.control).toMatchObject({ id: control.id });
    expect(order.order_items.map((item: Json) => item.item_type).sort()).toEqual(['certification', 'control', 'warranty']);
    const adjustment = discount.body.order.adjustments[0].amount;
    expect(order.total).toBe(
      checkoutTotal({
        productPrice: chosen.price_after_discount,
        selectedAddOns: [warranty, control, certification, { id: 'day', product_total: 2500 }].map((item) => ({ id: item.id, productTotal: item.product_total })),
        relocation: 79_500,
        adjustments: adjustment,
      }),
    );
  });

  it('asks the amount in the pay link, tracks an order placed today and shrinks the upload list', async () => {
    const { b, ref } = await landlordJourney();
    expect((await b.call('POST', `/order/pay/${ref}?amount=50000&pending=true`)).body.amount).toBe(50_000);
    const tracked = await b.call('POST', `/order-tracking/${ref}`);
    expect(tracked.body.order.created_at.slice(0, 10)).toBe(TODAY.toISOString().slice(0, 10));

    const first = await b.call('POST', `/order/upload/${ref}`);
    const names: string[] = first.body.required.flatMap((group: Json) => group.documents.map((document: Json) => document.name));
    expect(names.length).toBeGreaterThan(1);
    expect(first.body.name).toBe('Jo');
    let last: Json = first.body;
    for (const name of names) {
      const form = new FormData();
      form.set('_method', 'PATCH');
      form.set('user', '1');
      form.set('name', name);
      form.set('file', new Blob(['photo'], { type: 'image/jpeg' }), `${name}.jpg`);
      last = (await b.call('POST', `/order/upload/${ref}`, form)).body;
      expect(last.required.flatMap((group: Json) => group.documents.map((document: Json) => document.name))).not.toContain(name);
      expect(last.complete).toBe(name === names.at(-1));
    }
    expect(last.complete).toBe(true);
    expect((await b.call('POST', `/order/${ref}`)).body.images_required).toBe(false);

    // A later load (a reload) answers the same: nothing required, each document received with its file.
    const extra = new FormData();
    extra.set('_method', 'PATCH');
    extra.set('user', '1');
    extra.set('name', 'additional');
    extra.set('file', new Blob(['%PDF'], { type: 'application/pdf' }), 'boiler manual.pdf');
    await b.call('POST', `/order/upload/${ref}`, extra);
    const again = (await b.call('POST', `/order/upload/${ref}`)).body;
    expect(again).toMatchObject({ required: [], complete: true });
    const received = again.received.flatMap((group: Json) => group.documents);
    expect(received.map((document: Json) => [document.name, document.files.map((file: Json) => file.file_name)])).toEqual(names.map((name) => [name, [`${name}.jpg`]]));
    // A photo comes back as itself, so its card can show it; a file beyond the named documents is additional.
    expect(received[0].files[0].url).toBe(`data:image/jpeg;base64,${Buffer.from('photo').toString('base64')}`);
    expect(again.additional).toEqual([expect.objectContaining({ file_name: 'boiler manual.pdf', url: expect.stringMatching(/^https:\/\/uploads\.example\.co\.uk\//) })]);
  });

  it('records the price match evidence: a later load has it received, nothing required, and the step past the evidence', async () => {
    const b = browser();
    const first = (await b.call('POST', '/price-match/QMATCH7')).body;
    expect(first).toMatchObject({ step: 'evidence', received: [] });
    const form = new FormData();
    form.set('_method', 'PATCH');
    form.set('name', first.required[0].name);
    form.set('file', new Blob(['%PDF'], { type: 'application/pdf' }), 'quote.pdf');
    await b.call('POST', '/price-match/QMATCH7', form);
    const again = (await b.call('POST', '/price-match/QMATCH7')).body;
    expect(again).toMatchObject({ required: [], step: 'review' });
    expect(again.received.map((document: Json) => [document.name, document.files.map((file: Json) => file.file_name)])).toEqual([[first.required[0].name, ['quote.pdf']]]);
  });

  it('records each survey photo for the survey this browser opened: a later load has it received, and no required photo left', async () => {
    const b = browser();
    const ref = 'QSURVEY7';
    const load = () => b.call('POST', `/quote/boiler/survey?quote_id=${ref}`);
    const first = (await load()).body;
    const names: string[] = first.required.map((document: Json) => document.name);
    expect(names.length).toBeGreaterThan(1);
    expect(first.received).toEqual([]);
    for (const name of names) {
      const form = new FormData();
      form.set('_method', 'PATCH');
      form.set('user', String(first.customer.id));
      form.set('name', name);
      form.set('product', String(first.product.id));
      form.set('file', new Blob(['photo'], { type: 'image/png' }), `${name}.png`);
      const stored = (await b.call('POST', '/quote/boiler/survey/store', form)).body;
      expect(stored.quote.quote_id).toBe(ref);
      expect(stored.required.map((document: Json) => document.name)).not.toContain(name);
    }
    const again = (await load()).body;
    expect(again.required).toEqual([]);
    expect(again.received.map((document: Json) => [document.name, document.files.map((file: Json) => file.file_name)])).toEqual(names.map((name) => [name, [`${name}.png`]]));
    // Another browser opening the same survey has sent nothing.
    expect((await browser().call('POST', `/quote/boiler/survey?quote_id=${ref}`)).body.required).toHaveLength(names.length);
  });

  it('remembers a card payment the provider’s webhook reports: the checkout answers paid, the order what was paid, nothing outstanding', async () => {
    const { b, ref, page } = await landlordJourney();
    const total: number = page.body.order.total;
    expect(page.body.order.amount_paid).toBe(0);
    const intent = await b.call('POST', '/payment/stripe-intent', { quote_id: ref, payment: 'full' }, { 'Idempotency-Key': 'b5f1b6c4-0c61-4c1e-9a57-6f3f1f0e6a11' });
    expect(intent.body.amount).toBe(total);
    // An intent of its own, the same one while it is unpaid (a reload of the payment step).
    expect((await b.call('POST', '/payment/stripe-intent', { quote_id: ref, payment: 'deposit' })).body.intent).not.toBe(intent.body.intent);
    expect((await b.call('POST', '/payment/stripe-intent', { quote_id: ref, payment: 'full' })).body.intent).toBe(intent.body.intent);
    expect((await b.call('POST', `/checkout/boiler/${ref}`)).body.paid).toBe(false);

    const id = String(intent.body.intent).split('_secret_')[0];
    const event = (intentId: string, who = b) => who.call('POST', STRIPE_WEBHOOK_PATH, { type: 'payment_intent.succeeded', data: { object: { id: intentId } } });
    expect((await event('pi_unknown')).status).toBe(404);
    expect((await event(id!, browser())).status).toBe(404); // another browser's journey holds no such intent
    expect((await event(id!)).status).toBe(204);

    expect((await b.call('POST', `/checkout/boiler/${ref}`)).body.paid).toBe(true);
    const paid = (await b.call('POST', `/order/${ref}?pending=true`)).body.order;
    expect(paid).toMatchObject({ total, amount_paid: total, outstanding_payments: [] });
    expect(reports).toEqual([]);
  });

  it('answers a paid pay link with its receipt and no intent, ever after; another amount is still due', async () => {
    const { b, ref } = await landlordJourney();
    const link = await b.call('POST', `/order/pay/${ref}?amount=50000&pending=true`);
    expect(link.body).toMatchObject({ amount: 50_000, paid_at: null });
    expect(link.body.intent).toMatch(/^pi_\w+_secret_\w+$/);
    const id = String(link.body.intent).split('_secret_')[0];
    await b.call('POST', STRIPE_WEBHOOK_PATH, { type: 'payment_intent.succeeded', data: { object: { id } } });

    const again = await b.call('POST', `/order/pay/${ref}?amount=50000&pending=true`);
    expect(again.body).toMatchObject({ amount: 50_000, intent: null });
    expect(new Date(again.body.paid_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(again.body.order.amount_paid).toBe(50_000);
    expect((await b.call('POST', `/order/pay/${ref}?amount=20000&pending=true`)).body).toMatchObject({ amount: 20_000, paid_at: null });
    expect(reports).toEqual([]);
  });

  it('keeps each browser to itself: another sees none of it, and a reference the shop never issued is the contract 404', async () => {
    const { ref } = await landlordJourney();
    const other = browser();
    const theirs = await other.call('POST', `/order/${ref}`);
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBeTruthy();
    expect(other.cookie()).toBeUndefined();
    // A reference in the shop's form that no browser made: Prism's data, as deep links expect.
    const fixture = await other.call('POST', `/order/${world.quoteId}`);
    expect(fixture.status).toBe(200);
    expect(fixture.body.order.customer.first_name).toBe(world.customer.first_name);
    expect((await other.call('POST', '/order/NOPE-DOES-NOT-EXIST')).status).toBe(404);
    expect(prism.seen.filter((seen) => seen.path === '/order/NOPE-DOES-NOT-EXIST').map((seen) => seen.prefer)).toEqual(['code=404']);
  });

  it('forgets the journey on reset', async () => {
    const { b, ref } = await landlordJourney();
    const reset = await b.call('POST', RESET_PATH);
    expect(reset.status).toBe(204);
    expect(b.cookie()).toBeUndefined();
    const forgotten = await b.call('POST', `/order/${ref}`);
    expect(forgotten.body.order.customer.first_name).toBe(world.customer.first_name);
  });

  it('answers 502 and reports it when an overlay breaks the contract', async () => {
    const { b, ref } = await landlordJourney();
    const loadOrder = HANDLERS.loadOrder!;
    const original = loadOrder.overlay;
    loadOrder.overlay = (_call, answer) => ({ ...answer, order: { ...(answer.order as Json), total: -1 } });
    try {
      const broken = await b.call('POST', `/order/${ref}`);
      expect(broken.status).toBe(502);
      expect(broken.body.message).toContain('POST /order/{order} breaks openapi.yaml: /order/total must be >= 0');
      expect(reports.at(-1)).toContain('/order/total must be >= 0');
    } finally {
      loadOrder.overlay = original;
    }
  });

  it('answers a call by type with no Prefer header (curl) with data of that type, and a chosen scenario as asked', async () => {
    const b = browser();
    const checkout = await b.call('POST', '/checkout/aircon/QTEST1');
    expect(checkout.status).toBe(200);
    expect(checkout.body.product.category).toBe('aircon');
    expect(prism.seen.at(-1)).toMatchObject({ path: '/checkout/aircon/QTEST1', prefer: 'example=homeowner.aircon' });
    const survey = await b.call('PATCH', '/quote/heat-pump/survey/401', { first_name: 'Jo' });
    expect(prism.seen.at(-1)).toMatchObject({ path: '/quote/heat-pump/survey/401', prefer: 'example=homeowner.heat-pump' });
    expect(survey.body.quote?.quote_type).toBe('heat_pump');
    await b.call('POST', '/checkout/aircon/QTEST1', undefined, { Prefer: 'example=pay-later.aircon' });
    expect(prism.seen.at(-1)).toMatchObject({ path: '/checkout/aircon/QTEST1', prefer: 'example=pay-later.aircon' });
  });

  it('answers its own health probe without asking Prism (a probe Prism cannot route logs an error)', async () => {
    const asked = prism.seen.length;
    const health = await fetch(`${memoryUrl}${HEALTH_PATH}`);
    expect(health.status).toBe(204);
    expect(prism.seen.length).toBe(asked);
  });

  it('plays the network conditions: slow holds the answer, offline drops the connection, neither reaches Prism as a Prefer', async () => {
    const b = browser();
    const started = Date.now();
    const slow = await b.call('POST', '/order-tracking/QTEST1', undefined, { Prefer: 'example=homeowner, network=slow' });
    expect(slow.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(prism.seen.at(-1)).toMatchObject({ path: '/order-tracking/QTEST1', prefer: 'example=homeowner' });
    await expect(b.call('POST', '/order-tracking/QTEST1', undefined, { Prefer: 'network=offline' })).rejects.toThrow();
  });
});

describe('saved quotes: a quote opens from its link in any browser (decision 492)', () => {
  let clock = new Date();
  let savedServer: Server;
  let savedUrl: string;
  beforeAll(async () => {
    const { server } = await createJourneyMock({ prismUrl: prism.url, now: () => clock });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    savedServer = server;
    savedUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => savedServer.close());

  /** A browser of this mock, with its own cookie. */
  function savedBrowser() {
    let cookie: string | undefined;
    return async (method: string, path: string, body?: unknown) => {
      const response = await fetch(`${savedUrl}${path}`, {
        method,
        headers: { 'X-CSRF-TOKEN': 'token', ...(body ? { 'Content-Type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      cookie = response.headers.get('set-cookie')?.split(';')[0] ?? cookie;
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Json };
    };
  }

  it('answers another browser with the products, answers and dates of the quote as priced', async () => {
    clock = new Date('2026-11-26T10:00:00Z');
    const phone = savedBrowser();
    const priced = await phone('POST', '/quote/results/boiler', { ...BOILER_ANSWERS, fuelType: 'LPG' });
    const ref: string = priced.body.quote.quote_id;
    const laptop = savedBrowser();
    const opened = await laptop('GET', `/quote/results/boiler/${ref}`);
    expect(opened.status).toBe(200);
    expect(opened.body.products.map((product: Json) => [product.id, product.price_after_discount])).toEqual(priced.body.products.map((product: Json) => [product.id, product.price_after_discount]));
    expect(opened.body.quote.quote_id).toBe(ref);
    expect(opened.body.answers).toEqual({ ...BOILER_ANSWERS, fuelType: 'LPG' });
    expect(opened.body).toMatchObject({ priced_at: '2026-11-26T10:00:00.000Z', valid_until: '2026-12-26T10:00:00.000Z', expired: false, relocation: priced.body.relocation });
    // Under another type's path, or a reference the shop never issued: the contract's 404.
    expect((await laptop('GET', `/quote/results/solar/${ref}`)).status).toBe(404);
    expect((await laptop('GET', '/quote/results/boiler/not-a-quote')).status).toBe(404);
  });

  it('saves from any browser: the address is kept and every later answer says is_saved', async () => {
    const phone = savedBrowser();
    const priced = await phone('POST', '/quote/results/boiler', { ...BOILER_ANSWERS, homeType: 'Terraced' });
    const ref: string = priced.body.quote.quote_id;
    expect(priced.body.is_saved).toBe(false);
    const laptop = savedBrowser();
    const saved = await laptop('POST', `/quote/save/${ref}`, { email_address: 'jo.bloggs@example.co.uk', contact_consent: false });
    expect(saved).toMatchObject({ status: 200, body: { is_saved: true, email_address: 'jo.bloggs@example.co.uk' } });
    expect((await laptop('GET', `/quote/results/boiler/${ref}`)).body.is_saved).toBe(true);
    expect((await phone('PUT', `/quote/results/boiler/${ref}`, { ...BOILER_ANSWERS, homeType: 'Terraced' })).body.is_saved).toBe(true);
  });

  it('re-prices from any browser under the same reference, and the browser that priced it sees the new prices', async () => {
    clock = new Date('2026-11-26T10:00:00Z');
    const phone = savedBrowser();
    const ref: string = (await phone('POST', '/quote/results/boiler', { ...BOILER_ANSWERS, homeType: 'Semi-detached' })).body.quote.quote_id;
    const laptop = savedBrowser();
    clock = new Date('2026-11-27T08:00:00Z');
    const repriced = await laptop('PUT', `/quote/results/boiler/${ref}`, { ...BOILER_ANSWERS, homeType: 'Semi-detached', newLocation: 'Same room' });
    expect(repriced.body).toMatchObject({ quote: { quote_id: ref }, relocation: 49_500, valid_until: '2026-12-27T08:00:00.000Z' });
    expect((await phone('GET', `/quote/results/boiler/${ref}`)).body).toMatchObject({ relocation: 49_500, priced_at: '2026-11-27T08:00:00.000Z', answers: { newLocation: 'Same room' } });
  });

  it('prices an expired quote again under its reference: its prices hold once more', async () => {
    clock = new Date('2026-10-01T09:00:00Z');
    const phone = savedBrowser();
    const ref: string = (await phone('POST', '/quote/results/boiler', { ...BOILER_ANSWERS, homeType: 'Semi-detached' })).body.quote.quote_id;
    clock = new Date('2026-11-15T09:00:00Z');
    expect((await phone('GET', `/quote/results/boiler/${ref}`)).body.expired).toBe(true);
    const repriced = await phone('PUT', `/quote/results/boiler/${ref}`, { ...BOILER_ANSWERS, homeType: 'Semi-detached' });
    expect(repriced.body.quote.quote_id).toBe(ref);
    expect((await phone('GET', `/quote/results/boiler/${ref}`)).body).toMatchObject({ expired: false, valid_until: '2026-12-15T09:00:00.000Z' });
  });

  it('makes a quote of the shop no browser priced the re-pricing browser\'s own', async () => {
    const laptop = savedBrowser();
    const repriced = await laptop('PUT', '/quote/results/boiler/QSHOP123', BOILER_ANSWERS);
    expect(repriced.body.quote.quote_id).toBe('QSHOP123');
    expect((await laptop('GET', '/quote/results/boiler/QSHOP123')).body.answers).toEqual(BOILER_ANSWERS);
    // It stays that browser's: another browser still opens the shop's own quote under the reference.
    const phone = savedBrowser();
    const shops = await phone('GET', '/quote/results/boiler/QSHOP123');
    expect(shops.status).toBe(200);
    expect(shops.body.answers).not.toEqual(BOILER_ANSWERS);
    expect((await phone('POST', '/enquiry/solar/QSHOP123')).status).toBe(200);
  });

  it('answers expired, with the answers and no products, once QUOTE_PRICES_VALID_DAYS have passed', async () => {
    clock = new Date('2026-11-01T09:00:00Z');
    const phone = savedBrowser();
    const ref: string = (await phone('POST', '/quote/results/boiler', { ...BOILER_ANSWERS, homeType: 'Bungalow' })).body.quote.quote_id;
    clock = new Date('2026-12-01T09:00:01Z');
    const late = await savedBrowser()('GET', `/quote/results/boiler/${ref}`);
    expect(late.body).toMatchObject({ expired: true, products: [], answers: { homeType: 'Bungalow' }, valid_until: '2026-12-01T09:00:00.000Z' });
  });
});

describe('splitPrefer', () => {
  it('takes the network token out of what Prism gets', () => {
    expect(splitPrefer('code=500, example=results-failure, network=slow')).toEqual({ scenarioPrefer: 'code=500, example=results-failure', network: 'slow' });
    expect(splitPrefer('network=offline')).toEqual({ scenarioPrefer: undefined, network: 'offline' });
    expect(splitPrefer(undefined)).toEqual({ scenarioPrefer: undefined, network: 'normal' });
    expect(splitPrefer('example=homeowner, network=fast')).toEqual({ scenarioPrefer: 'example=homeowner', network: 'normal' });
  });
});
