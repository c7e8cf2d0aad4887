// The backend written from openapi.yaml (decision 840), over HTTP as the app calls it: CSRF, the one
// error body and 404 for a reference it never issued, Idempotency-Key, one quote under one reference
// (decision 955) with the date its prices hold, pictures on its image host (872), totals by
// decision 830, payments the card provider's webhook settles and that are final (860), bundles never
// bought with their items (862), uploads listing what was received (850) and complete when every
// required document has a file, and an answer that breaks the contract refused loudly.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOCK_CSRF_TOKEN } from '../../scripts/production-build-plugin.ts';
import { CARD_PROVIDER_WEBHOOK_PATH, createBackend, SESSION_COOKIE, type Backend } from './server';
import { PRODUCTS } from './catalogue';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers read field by field

const TODAY = new Date('2026-11-30T09:00:00Z'); // a Monday
let backend: Backend;
let base: string;
const reported: string[] = [];

beforeAll(async () => {
  backend = await createBackend({ now: () => TODAY, report: (message) => reported.push(message) });
  await new Promise<void>((resolve) => backend.server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(backend.server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => backend.server.close(() => resolve())));

/** One browser: its session cookie, the CSRF header on every call and a new Idempotency-Key unless given. */
function browser() {
  let cookie = '';
  return async function send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { 'X-CSRF-TOKEN': MOCK_CSRF_TOKEN, 'Idempotency-Key': crypto.randomUUID(), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...(cookie ? { cookie } : {}), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = response.headers.get('set-cookie');
    if (set?.startsWith(SESSION_COOKIE)) cookie = set.split(';')[0]!;
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Json };
  };
}

const BOILER = { quoteType: 'boiler', postcode: 'LS6 2AB', systemType: 'Combi', newLocation: 'Same floor' };
const CUSTOMER = { first_name: 'Priya', last_name: 'Shah', email_address: 'priya.shah@example.co.uk', contact_number: '07700 900456', address_line_1: '4 Mill Lane', postcode: 'LS6 2AB' };
const SATURDAY = '2026-12-05';
const WEDNESDAY = '2026-12-09';

/** The card provider's webhook: Stripe's event for the intent `id` (the client secret's part before `_secret_`). */
async function webhook(id: string, type = 'payment_intent.succeeded') {
  const response = await fetch(`${base}${CARD_PROVIDER_WEBHOOK_PATH}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ type, data: { object: { id } } }) });
  return { status: response.status };
}
const intentId = (secret: string) => secret.split('_secret_')[0]!;

/** A boiler quote with an order for its first product on `day`, the details given: what checkout leaves before payment. */
async function placedOrder(send = browser(), { day = WEDNESDAY, cost = 0 } = {}) {
  const quote = (await send('POST', '/quote/results/boiler', BOILER)).body;
  const ref = quote.quote.quote_id as string;
  const product = quote.products[0];
  const created = await send('POST', '/order', { quote_id: ref, fitting_date: day, fitting_date_cost: cost, product: product.id, step: 'calendar' });
  expect(created.status).toBe(201);
  const placed = await send('PATCH', `/order/${ref}`, { customer: CUSTOMER, comments: null, step: 'details' });
  expect(placed.status).toBe(200);
  return { send, ref, product, quote, order: placed.body.order };
}

describe('the backend from openapi.yaml', () => {
  it('refuses a request without the page’s CSRF token, or with another one, with 401 and the one error body', async () => {
    for (const headers of [{}, { 'X-CSRF-TOKEN': 'another-token' }] as Record<string, string>[]) {
      const response = await fetch(`${base}/calendar?date=2026-12-01&type=boiler&postcode=LS6%202AB`, { headers });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: expect.any(String) });
    }
  });

  it('answers 404 with the one error body for a reference it never issued, and issues references in the shop form', async () => {
    const send = browser();
    for (const [method, path] of [['POST', '/order/QNEVER12'], ['POST', '/order-tracking/QNEVER12'], ['POST', '/checkout/boiler/QNEVER12'], ['POST', '/quote/boiler/survey?quote_id=QNEVER12']] as const) {
      const answer = await send(method, path);
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(Object.keys(answer.body)).toEqual(['message']);
    }
    const { ref } = await placedOrder(send);
    expect(ref).toMatch(/^Q[A-Z0-9]{7}$/);
  });

  it('refuses what the contract forbids with 422, naming the field', async () => {
    const answer = await browser()('POST', '/quote/results/boiler', { quoteType: 'boiler', postcode: 'not a postcode' });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors)).toEqual(['postcode']);
    const otherType = await browser()('POST', '/quote/results/ev', BOILER);
    expect(otherType.status).toBe(422);
  });

  it('Idempotency-Key: the same request again gets the first answer; the key with another request is refused and acts on nothing', async () => {
    const send = browser();
    const key = { 'Idempotency-Key': crypto.randomUUID() };
    const first = await send('POST', '/quote/results/boiler', BOILER, key);
    const again = await send('POST', '/quote/results/boiler', BOILER, key);
    expect(again).toEqual(first);
    const other = await send('POST', '/quote/results/boiler', { ...BOILER, postcode: 'M1 1AE' }, key);
    expect(other.status).toBe(422);
    expect(other.body.message).toMatch(/Idempotency-Key/);
    // Nothing was priced for M1 1AE: the session's latest boiler quote is still the first.
    const checkout = await send('POST', '/checkout/boiler');
    expect(checkout.body.quote.quote_id).toBe(first.body.quote.quote_id);
    expect(checkout.body.quote.postcode).toBe('LS6 2AB');
  });

  it('one quote, one reference: each POST is a new quote, the PUT re-prices the quote under its reference, the GET answers its latest prices and until when they hold', async () => {
    const send = browser();
    const first = (await send('POST', '/quote/results/boiler', BOILER)).body;
    const again = (await send('POST', '/quote/results/boiler', BOILER)).body;
    expect(again.quote.quote_id).not.toBe(first.quote.quote_id);
    const ref = first.quote.quote_id;
    expect(first.valid_until).toBe(new Date(TODAY.getTime() + 30 * 86_400_000).toISOString());

    const moved = await send('PUT', `/quote/results/boiler/${ref}`, { ...BOILER, newLocation: 'Loft' });
    expect(moved.status).toBe(200);
    expect(moved.body.quote.quote_id).toBe(ref);
    expect(moved.body.relocation).not.toBe(first.relocation);
    const loaded = (await send('GET', `/quote/results/boiler/${ref}`)).body;
    expect(loaded).toMatchObject({ relocation: moved.body.relocation, answers: { newLocation: 'Loft' }, expired: false, valid_until: moved.body.valid_until });
    expect((await send('POST', `/checkout/boiler/${ref}`)).body.relocation).toBe(moved.body.relocation);

    expect((await send('PUT', '/quote/results/boiler/QNEVER12', BOILER)).status).toBe(404);
    expect((await send('PUT', `/quote/results/ev/${ref}`, BOILER)).status).toBe(404);
    // Sent to a call: no prices, so no date they hold until.
    const call = (await send('PUT', `/quote/results/boiler/${ref}`, { ...BOILER, apartmentFloor: 4 })).body;
    expect(call).toMatchObject({ status: 'contact', products: [] });
    expect(call).not.toHaveProperty('valid_until');
  });

  it('pictures are absolute URLs on its image host, which serves them and nothing else', async () => {
    const send = browser();
    const product = (await send('POST', '/quote/results/boiler', BOILER)).body.products[0];
    expect(product.image).toMatch(new RegExp(`^${base}/images/[a-z-]+\\.svg$`));
    const picture = await fetch(product.image);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/svg+xml');
    expect((await send('POST', `/boiler/${product.id}`)).body.product.image).toBe(product.image);
    for (const other of ['/images/answer-yes.svg', '/images/..%2F..%2Fpackage.json', '/uploads/999/missing.jpg']) expect((await fetch(`${base}${other}`)).status, other).toBe(404);
  });

  it('a bundle names the add-ons it holds, and order items holding a bundle and one of them are refused with 422', async () => {
    const { send, ref, order } = await placedOrder();
    const checkout = (await send('POST', `/checkout/boiler/${ref}`)).body;
    const bundle = checkout.bundles[0];
    expect(bundle.includes).toEqual([checkout.controls[0].id, checkout.filters[0].id]);
    const both = await send('POST', '/order-items', { order: order.id, bundle: bundle.id, control: checkout.controls[0].id });
    expect(both.status).toBe(422);
    expect(Object.keys(both.body.errors)).toEqual(['control']);
    const alone = await send('POST', '/order-items', { order: order.id, bundle: bundle.id, system_flush: checkout.system_flushes[0].id });
    expect(alone.status).toBe(200);
    expect(alone.body.total).toBe(order.total + bundle.product_total + checkout.system_flushes[0].product_total);
  });

  it('prices by decision 830: no price holds the relocation; the order total is product + relocation + add-ons + the day + adjustments', async () => {
    const { send, ref, product, quote, order } = await placedOrder(browser(), { day: SATURDAY, cost: 4_900 });
    expect(quote.relocation).toBe(79_500);
    expect(product.price_after_discount).toBe(PRODUCTS.boiler.find((listed) => listed.id === product.id)!.price_after_discount);
    const items = await send('POST', '/order-items', { order: order.id, control: 821, radiator_valve: [841, 841] });
    expect(items.status).toBe(200);
    expect(items.body.total).toBe(product.price_after_discount + 79_500 + 19_900 + 2 * 3_500 + 4_900);
    const discounted = await send('GET', `/checkout/boiler/discount?code=SAVE100&product=${product.id}`);
    expect(discounted.body.order.total).toBe(items.body.total - 10_000);
    expect(discounted.body.order.relocation).toBe(79_500);
    const wrongCost = await send('POST', '/order', { quote_id: ref, fitting_date: SATURDAY, fitting_date_cost: 0, product: product.id, step: 'calendar' });
    expect(wrongCost.status).toBe(422);
  });

  it('a heat pump is priced after the grant its answer names; without the grant (Scotland) the price is before it', async () => {
    const england = (await browser()('POST', '/quote/results/heat-pump', { quoteType: 'heat-pump', postcode: 'LS6 2AB', customer: { address_line_1: '4 Mill Lane', postcode: 'LS6 2AB' } })).body.products[0];
    const scotland = (await browser()('POST', '/quote/results/heat-pump', { quoteType: 'heat-pump', postcode: 'EH1 2NG', customer: { address_line_1: '1 High Street', postcode: 'EH1 2NG' } })).body.products[0];
    expect(england.grant).toEqual({ name: 'Boiler Upgrade Scheme', amount: 750_000, eligibility: 'Homes in England and Wales' });
    expect(scotland.grant).toBeNull();
    expect(scotland.price_after_discount - england.price_after_discount).toBe(england.grant.amount);
  });

  it('payments are final: the amount is the server’s, what the card provider confirmed is paid, and a paid order takes no second intent', async () => {
    const { send, ref, order } = await placedOrder();
    expect(order.amount_paid).toBe(0);
    expect(order.outstanding_payments).toEqual([{ description: 'Balance', amount: order.total, due_date: WEDNESDAY }]);

    const link = `/order/pay/${ref}?amount=10000&pending=true`;
    const part = await send('POST', link);
    expect(part.body).toMatchObject({ amount: 10_000, paid_at: null });
    // Loaded again before paying: the same link, the same intent.
    expect((await send('POST', link)).body.intent).toBe(part.body.intent);
    // Only the provider's word counts: an event for an intent never opened, or of another type, settles nothing.
    expect((await webhook('pi_neveropened')).status).toBe(404);
    expect((await webhook(intentId(part.body.intent), 'payment_intent.payment_failed')).status).toBe(404);
    expect((await send('POST', `/order/${ref}`)).body.order.amount_paid).toBe(0);
    expect((await webhook(intentId(part.body.intent))).status).toBe(204);
    const afterPart = (await send('POST', `/order/${ref}`)).body.order;
    expect(afterPart).toMatchObject({ amount_paid: 10_000, total: order.total, outstanding_payments: [{ amount: order.total - 10_000 }] });
    // A paid link says when, on every later load, and takes nothing more.
    const receipt = (await send('POST', link)).body;
    expect(receipt).toMatchObject({ amount: 10_000, intent: null, paid_at: TODAY.toISOString() });

    const full = await send('POST', '/payment/stripe-intent', { quote_id: ref, payment: 'full' });
    expect(full.status).toBe(201);
    expect(full.body.amount).toBe(order.total - 10_000);
    expect(full.body.intent).toMatch(/^pi_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/);
    expect((await webhook(intentId(full.body.intent))).status).toBe(204);
    // The provider may send an event twice: it counts once.
    expect((await webhook(intentId(full.body.intent))).status).toBe(204);
    const paid = (await send('POST', `/order/${ref}`)).body.order;
    expect(paid).toMatchObject({ status: 'PAID', amount_paid: order.total, total: order.total, outstanding_payments: [] });

    const second = await send('POST', '/payment/stripe-intent', { quote_id: ref, payment: 'full' });
    expect(second.status).toBe(422);
    expect(second.body.message).toBe('This order is already paid in full.');
    // A link of an order paid in full can take no payment.
    expect((await send('POST', `/order/pay/${ref}?amount=100&pending=true`)).body).toMatchObject({ amount: 100, intent: null, paid_at: null });
    expect((await send('POST', `/checkout/boiler/${ref}`)).body.paid).toBe(true);
    expect((await send('DELETE', `/order-items/${ref}`)).status).toBe(422);
  });

  it('an order not yet placed is not shown (401) and takes no pay link', async () => {
    const send = browser();
    const quote = (await send('POST', '/quote/results/boiler', BOILER)).body;
    const ref = quote.quote.quote_id;
    await send('POST', '/order', { quote_id: ref, fitting_date: WEDNESDAY, fitting_date_cost: 0, product: quote.products[0].id, step: 'calendar' });
    expect((await send('POST', `/order/${ref}`)).status).toBe(401);
    expect((await send('POST', `/order/pay/${ref}?amount=100&pending=true`)).status).toBe(422);
  });

  it('uploads are remembered, each required document moves to `received` with its file, and the state is complete once none is left', async () => {
    const { send, ref } = await placedOrder();
    const state = (await send('POST', `/order/upload/${ref}`)).body;
    expect(state.complete).toBe(false);
    const required = state.required.flatMap((group: { documents: { name: string }[] }) => group.documents.map((doc) => doc.name));
    expect(required.length).toBeGreaterThan(0);
    const upload = async (name: string, user = String(state.user)) => {
      const form = new FormData();
      form.append('_method', 'PATCH');
      form.append('user', user);
      form.append('name', name);
      form.append('file', new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }), `${name}.jpg`);
      const response = await fetch(`${base}/order/upload/${ref}`, { method: 'POST', headers: { 'X-CSRF-TOKEN': MOCK_CSRF_TOKEN }, body: form });
      return { status: response.status, body: await response.json() };
    };
    expect((await upload(required[0], '999999')).status).toBe(422);
    expect((await upload('not_asked')).status).toBe(422);
    for (const [index, name] of required.entries()) {
      const after = await upload(name);
      expect(after.status).toBe(200);
      expect(after.body.complete).toBe(index === required.length - 1);
      expect(after.body.received[0].documents.map((doc: { name: string }) => doc.name)).toEqual(required.slice(0, index + 1));
    }
    const reloaded = (await send('POST', `/order/upload/${ref}`)).body;
    expect(reloaded.complete).toBe(true);
    expect(reloaded.required).toEqual([]);
    const stored = reloaded.received[0].documents[0].files[0];
    expect(stored.file_name).toBe(`${required[0]}.jpg`);
    // Served from the backend's own address (decision 852), as it was sent.
    expect(stored.url.startsWith(`${base}/uploads/`)).toBe(true);
    const file = await fetch(stored.url);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    expect([...new Uint8Array(await file.arrayBuffer())]).toEqual([0xff, 0xd8, 0xff]);
    expect((await send('POST', `/order/${ref}`)).body.images_required).toBe(false);
  });

  it('the calendar starts after the lead time, takes no Sundays and prices Saturdays', async () => {
    const calendar = (await browser()('GET', '/calendar?date=2026-11-30&type=boiler&postcode=LS6%202AB')).body;
    expect(calendar['2026-11-30']).toEqual({ available: false });
    expect(calendar['2026-12-03']).toEqual({ available: true });
    expect(calendar['2026-12-05']).toEqual({ available: true, cost: 4_900 });
    expect(calendar['2026-12-06']).toEqual({ available: false });
  });

  it('an answer that breaks the contract is a 500 that names the problem, and is reported', async () => {
    const { send, ref } = await placedOrder();
    const handlers = backend.shop.handlers as Record<string, unknown>;
    const trackOrder = handlers.trackOrder;
    handlers.trackOrder = () => ({ status: 200, body: { order: { quote_id: ref } } });
    try {
      const answer = await send('POST', `/order-tracking/${ref}`);
      expect(answer.status).toBe(500);
      expect(answer.body.message).toMatch(/breaks openapi\.yaml: \/order must have required property 'id'/);
      expect(reported.at(-1)).toBe(answer.body.message);
    } finally {
      handlers.trackOrder = trackOrder;
    }
  });
});
