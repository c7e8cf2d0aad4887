// A partial backend written the way a backend team starts one, to prove the contract check on a
// server it was not built beside: six operations (quote answers for boiler and aircon, load a saved
// quote, the calendar, create, load and track an order), each validated by hand as a team writes it,
// and every other route answering 501 (or, in the other style, a framework's HTML 404). It is strict
// where a real server is: a quote loads only at its own type's address, an order only for a product
// its quote offered, a reference it never issued is 404 with the contract's Error body. Each bug is
// one a team really makes, switched on one at a time.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { conforms } from '../../../scripts/contract-check/schema-values.ts';
import { readContract } from '../../../scripts/contract-check/spec.ts';

export type PartialBug =
  /** A read for a reference it never issued answers the latest order (another customer's). */
  | 'unknown-order-answers-another'
  /** Dates checked with Date.parse: 12/03/2026, 2026-02-30 and a date-time pass. */
  | 'date-parse'
  /** An unknown order answers the framework's HTML 404 page. */
  | 'html-404'
  /** The calendar takes 1.5 s to answer. */
  | 'slow-calendar'
  /** The calendar's job type is compared in any case (BOILER, Boiler). */
  | 'case-insensitive-type'
  /** An order's product is read with Number(), so "101" passes as 101. */
  | 'product-as-string';

export interface PartialOptions {
  spec: string;
  token: string;
  /** How routes it has not built answer: 501 after the CSRF check, or the framework's HTML 404 before it. */
  unbuilt?: '501' | '404';
  bug?: PartialBug;
  /** The calendar's delay with the slow-calendar bug, in milliseconds. */
  slowMs?: number;
  /** The quote types it prices (the rest answer 501); boiler and aircon unless told. */
  quoteTypes?: string[];
}

const QUOTE_TYPES = ['aircon', 'battery', 'boiler', 'boiler-service', 'ev', 'heat-pump', 'solar'];
const JOB_TYPES = ['aircon', 'battery', 'boiler', 'ev', 'heat_pump', 'solar', 'boiler_service'];
const STEPS = ['upgrades', 'calendar', 'details', 'certifications', 'payment'];
const REFERENCE = /^[A-Za-z0-9_-]{1,64}$/;
const POSTCODE = /^[A-Za-z]{1,2}[0-9][A-Za-z0-9]? ?[0-9][A-Za-z]{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A real calendar date in YYYY-MM-DD, as a careful team checks it. */
function isDate(text: unknown, bug?: PartialBug): boolean {
  if (typeof text !== 'string') return false;
  if (bug === 'date-parse') return !Number.isNaN(Date.parse(text));
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const isCount = (value: unknown, min: number) => typeof value === 'number' && Number.isInteger(value) && value >= min;

/** Every `quote_id` in a fixture answer set to this reference. */
function withReference(value: unknown, reference: string): unknown {
  if (Array.isArray(value)) return value.map((item) => withReference(item, reference));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, key === 'quote_id' && typeof item === 'string' ? reference : withReference(item, reference)]));
}

interface Quote { type: string; products: number[] }
interface Order { reference: string; product: number; fittingDate: string }

export async function startPartialBackend(options: PartialOptions): Promise<{ url: string; close(): Promise<void> }> {
  const { operations } = readContract(options.spec);
  // The team's fixtures: the contract's own example answers, their identifiers replaced.
  const fixture = (id: string, status: string) => operations.find((op) => op.id === id)!.responses.find((r) => r.status === status)!.contents[0]!.examples[0]!.value;
  const quoteAnswers = operations.find((op) => op.id === 'submitQuoteAnswers')!.requestBody!.contents[0]!.schema;
  const quotes = new Map<string, Quote>();
  const orders = new Map<string, Order>();
  const keys = new Map<string, { request: string; status: number; body: unknown }>();
  const issue = () => `Q${randomBytes(5).toString('hex').toUpperCase().slice(0, 7)}`;

  const send = (response: ServerResponse, status: number, body?: unknown) => {
    if (body === undefined) return response.writeHead(status).end();
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
  const refuse = (response: ServerResponse, errors: Record<string, string[]>) => send(response, 422, { message: 'The given data was invalid.', errors });
  const notFound = (response: ServerResponse) =>
    options.bug === 'html-404' ? response.writeHead(404, { 'content-type': 'text/html' }).end('<!doctype html><title>Not found</title><h1>Page not found</h1>') : send(response, 404, { message: 'We could not find that order.' });

  /** Idempotency-Key: a retry gets the first answer, the key with another request 422 (decision 700). */
  const once = (request: IncomingMessage, response: ServerResponse, fingerprint: string, act: () => { status: number; body: unknown }) => {
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string' || !UUID.test(key)) return refuse(response, { 'Idempotency-Key': ['A UUID is required.'] });
    const earlier = keys.get(key);
    if (earlier) return earlier.request === fingerprint ? send(response, earlier.status, earlier.body) : send(response, 422, { message: 'This Idempotency-Key was already used for another request.' });
    const answer = act();
    if (answer.status < 300) keys.set(key, { request: fingerprint, ...answer });
    return send(response, answer.status, answer.body);
  };

  const loadOrder = (response: ServerResponse, reference: string, answer: (order: Order) => unknown) => {
    if (!REFERENCE.test(reference)) return refuse(response, { order: ['The reference is not valid.'] });
    const order = orders.get(reference) ?? (options.bug === 'unknown-order-answers-another' ? [...orders.values()].at(-1) : undefined);
    if (!order) return notFound(response);
    return send(response, 200, answer(order));
  };

  const routes: { method: string; path: RegExp; handle: (request: IncomingMessage, response: ServerResponse, match: string[], url: URL, body: unknown) => unknown }[] = [
    {
      method: 'POST',
      path: /^\/quote\/results\/([^/]+)$/,
      handle: (request, response, [type], _url, body) => {
        if (!QUOTE_TYPES.includes(type!)) return refuse(response, { type: ['Unknown quote type.'] });
        if (!(options.quoteTypes ?? ['boiler', 'aircon']).includes(type!)) return send(response, 501, { message: `${type} quotes are not built yet.` });
        if (!conforms(quoteAnswers, body) || (body as { quoteType?: string }).quoteType !== type) return refuse(response, { quoteType: ['The answers are not valid for this quote.'] });
        return once(request, response, `${type} ${JSON.stringify(body)}`, () => {
          const reference = issue();
          const results = withReference(fixture('submitQuoteAnswers', '200'), reference) as { products: { id: number }[] };
          quotes.set(reference, { type: type!, products: results.products.map((p) => p.id) });
          return { status: 200, body: results };
        });
      },
    },
    {
      method: 'GET',
      path: /^\/quote\/results\/([^/]+)\/([^/]+)$/,
      handle: (_request, response, [type, reference]) => {
        if (!QUOTE_TYPES.includes(type!) || !REFERENCE.test(reference!)) return refuse(response, { quote: ['Not a quote reference.'] });
        const quote = quotes.get(reference!);
        // A quote is found only at its own type's address.
        if (!quote || quote.type !== type) return send(response, 404, { message: 'We could not find that quote. It may have expired.' });
        return send(response, 200, withReference(fixture('loadSavedQuote', '200'), reference!));
      },
    },
    {
      method: 'GET',
      path: /^\/calendar$/,
      handle: async (_request, response, _match, url) => {
        const date = url.searchParams.get('date');
        const type = url.searchParams.get('type') ?? '';
        const postcode = url.searchParams.get('postcode') ?? '';
        const errors: Record<string, string[]> = {};
        if (!isDate(date, options.bug)) errors.date = ['A date (YYYY-MM-DD) is required.'];
        if (!(options.bug === 'case-insensitive-type' ? JOB_TYPES.includes(type.toLowerCase()) : JOB_TYPES.includes(type))) errors.type = ['Unknown job type.'];
        if (!POSTCODE.test(postcode)) errors.postcode = ['A UK postcode is required.'];
        if (Object.keys(errors).length > 0) return refuse(response, errors);
        if (options.bug === 'slow-calendar') await new Promise((resolve) => setTimeout(resolve, options.slowMs ?? 1500));
        const first = new Date(Date.parse(date!));
        const days = Object.fromEntries(
          Array.from({ length: 14 }, (_, index) => {
            const day = new Date(first.getTime() + index * 86_400_000);
            return [day.toISOString().slice(0, 10), { available: day.getUTCDay() !== 0 }];
          }),
        );
        return send(response, 200, days);
      },
    },
    {
      method: 'POST',
      path: /^\/order$/,
      handle: (request, response, _match, _url, raw) => {
        const body = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
        const product = options.bug === 'product-as-string' && typeof body.product === 'string' && body.product.trim() !== '' ? Number(body.product) : body.product;
        const errors: Record<string, string[]> = {};
        if (typeof body.quote_id !== 'string' || !REFERENCE.test(body.quote_id)) errors.quote_id = ['A quote reference is required.'];
        if (!isDate(body.fitting_date, options.bug)) errors.fitting_date = ['An installation date (YYYY-MM-DD) is required.'];
        if (!isCount(body.fitting_date_cost, 0)) errors.fitting_date_cost = ['The day cost must be a whole number of pence.'];
        if (!isCount(product, 1)) errors.product = ['A product is required.'];
        if (typeof body.step !== 'string' || !STEPS.includes(body.step)) errors.step = ['Unknown checkout step.'];
        if (Object.keys(errors).length > 0) return refuse(response, errors);
        const reference = body.quote_id as string;
        const quote = quotes.get(reference);
        if (!quote) return send(response, 404, { message: 'We could not find that quote. It may have expired.' });
        if (!quote.products.includes(product as number)) return refuse(response, { product: ['This product was not offered in the quote.'] });
        return once(request, response, JSON.stringify(body), () => {
          orders.set(reference, { reference, product: product as number, fittingDate: body.fitting_date as string });
          return { status: 201, body: withReference(fixture('createOrder', '201'), reference) };
        });
      },
    },
    {
      method: 'POST',
      path: /^\/order\/([^/]+)$/,
      handle: (_request, response, [reference], url) => {
        const pending = url.searchParams.get('pending');
        if (pending !== null && pending !== 'true' && pending !== 'false') return refuse(response, { pending: ['true or false.'] });
        return loadOrder(response, reference!, (order) => withReference(fixture('loadOrder', '200'), order.reference));
      },
    },
    {
      method: 'POST',
      path: /^\/order-tracking\/([^/]+)$/,
      handle: (_request, response, [reference]) => loadOrder(response, reference!, (order) => withReference(fixture('trackOrder', '200'), order.reference)),
    },
  ];

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://partial.invalid');
      const route = routes.find((r) => r.path.test(url.pathname));
      const built = route && route.method === request.method;
      if (!built && options.unbuilt === '404') return response.writeHead(404, { 'content-type': 'text/html' }).end(`<!doctype html><pre>Cannot ${request.method} ${url.pathname}</pre>`);
      if (request.headers['x-csrf-token'] !== options.token) return send(response, 401, { message: 'CSRF token mismatch.' });
      if (!built) return send(response, 501, { message: 'Not implemented yet.' });
      let body: unknown;
      const text = Buffer.concat(chunks).toString('utf8');
      if (text) {
        try {
          body = JSON.parse(text);
        } catch {
          return refuse(response, { body: ['The body is not JSON.'] });
        }
      }
      Promise.resolve(route.handle(request, response, route.path.exec(url.pathname)!.slice(1).map(decodeURIComponent), url, body)).catch((error: unknown) => send(response, 500, { message: String(error) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
