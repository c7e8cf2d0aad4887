// A small backend that follows openapi.yaml, to prove the contract check honestly (never shipped:
// nothing under src/ imports it). It routes each request to its operation, refuses a request
// without its session's CSRF token (or with another one) with 401, validates the request against
// the contract (a quote body's quoteType must be its path's type), honours Idempotency-Key (a retry
// gets the first answer, the key with another request 422), forgets deleted add-ons, and answers from
// the operation's documented examples. Stateless, it accepts any well-formed identifier; stateful, it
// issues quote references and order ids, finds quotes and orders only by what it issued, takes an
// order only for a product its quote offered and opens a survey only for an ordered quote, as a
// strict real backend does. Each mistake breaks one thing in one operation, so a test can check that
// the report names it.
// Past 400 lines as one file: one server, whose router, validation and state serve every operation together.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { conforms, sampleOf } from '../../../scripts/contract-check/schema-values.ts';
import { readContract, isSuccess, type JsonSchema, type MediaContent, type Operation, type ResponseSpec } from '../../../scripts/contract-check/spec.ts';

/** One common mistake, made by one operation. */
export type Mistake = { operationId: string } & (
  /** A property in the 2xx answer gets a value of the wrong type. */
  | { kind: 'wrong-type' }
  /** A required property is left out of the 2xx answer. */
  | { kind: 'missing-required' }
  /** A 2xx status the responses do not document. */
  | { kind: 'undocumented-status' }
  /** 500 instead of a 4xx when the request is invalid. */
  | { kind: 'server-error-on-bad-input' }
  /** Accepts an invalid request: its 2xx instead of a 4xx. */
  | { kind: 'accepts-invalid-input' }
  /** Not implemented: its path answers 404. */
  | { kind: 'missing-endpoint' }
  /** Not implemented yet: its route answers 501 to everything. */
  | { kind: 'not-implemented' }
  /** 500 (a documented status) to valid requests. */
  | { kind: 'server-error-on-valid-request' }
  /** Never checks the CSRF header. */
  | { kind: 'accepts-missing-csrf' }
  /** Never checks the pattern of postcode fields. */
  | { kind: 'accepts-bad-postcode' }
  /** Never checks number ranges (minimum, maximum). */
  | { kind: 'accepts-out-of-range' }
  /** Does not require this field (in any branch of the body). */
  | { kind: 'ignores-required'; field: string }
  /** Takes any CSRF token, not only the session's (a missing one is still refused). */
  | { kind: 'accepts-wrong-csrf' }
  /** Takes an Idempotency-Key again with another body and acts on it (a same-body retry is still replayed). */
  | { kind: 'ignores-idempotency-reuse' }
  /** 500 when a request (query or body, at any depth) carries this value in a field of this name. */
  | { kind: 'server-error-on-value'; field: string; value: string }
  /** Never finds an order (stateful: what createOrder made is not loadable). */
  | { kind: 'order-not-loadable' }
);

/** The CSRF token of the reference backend's session unless a test gives another. */
export const REFERENCE_TOKEN = 'reference-session-token';

/** A request as the backend received it, byte for byte (to prove the curl lines). */
export interface ReceivedRequest { id?: string; method: string; url: string; headers: Record<string, string | string[] | undefined>; body: Buffer }

export interface RunningBackend {
  url: string;
  close(): Promise<void>;
}

interface Answer { status: number; contentType?: string; body?: unknown }

function matchPath(template: string, actual: string): Record<string, string> | undefined {
  const names: string[] = [];
  const pattern = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{([^}]+)\}/g, (_match, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const match = new RegExp(`^${pattern}$`).exec(actual);
  if (!match) return undefined;
  return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')]));
}

/** A query or path string read as its schema's type, as a framework's request parsing would. */
function coerce(schema: JsonSchema, raw: string | string[]): unknown {
  if (schema.type === 'array') return (Array.isArray(raw) ? raw : [raw]).map((item) => coerce((schema.items as JsonSchema | undefined) ?? {}, item));
  const value = Array.isArray(raw) ? raw[0] ?? '' : raw;
  if ((schema.type === 'integer' || schema.type === 'number') && value.trim() !== '' && !Number.isNaN(Number(value))) return Number(value);
  if (schema.type === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

async function readBody(request: IncomingMessage, raw: Buffer, media: MediaContent | undefined): Promise<{ present: boolean; value?: unknown; parseable: boolean }> {
  if (raw.length === 0) return { present: false, parseable: true };
  const contentType = request.headers['content-type'] ?? '';
  try {
    if (contentType.startsWith('multipart/form-data') || contentType.startsWith('application/x-www-form-urlencoded')) {
      const form = await new Request('http://reference.invalid/', { method: 'POST', headers: { 'content-type': contentType }, body: new Uint8Array(raw) }).formData();
      const props = (media?.schema.properties ?? {}) as Record<string, JsonSchema>;
      const value: Record<string, unknown> = {};
      for (const [name, entry] of form.entries()) {
        const schema = props[name] ?? {};
        value[name] = typeof entry === 'string' ? (schema.type === 'string' || schema.type === undefined ? entry : parseField(entry)) : 'uploaded-file';
      }
      return { present: true, value, parseable: true };
    }
    return { present: true, value: JSON.parse(raw.toString('utf8')), parseable: true };
  } catch {
    return { present: true, parseable: false };
  }
}

function parseField(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The first documented answer with this status class, built from its example (or schema). */
function documentedAnswer(operation: Operation, wanted: (response: ResponseSpec) => boolean): Answer | undefined {
  const response = operation.responses.find((r) => /^\d{3}$/.test(r.status) && wanted(r));
  if (!response) return undefined;
  const content = response.contents.find((c) => c.mediaType.includes('json')) ?? response.contents[0];
  if (!content) return { status: Number(response.status) };
  const body = content.examples[0]?.value ?? sampleOf(content.schema);
  return { status: Number(response.status), contentType: content.mediaType, body };
}

const PROBLEM_FALLBACK = { type: 'about:blank', title: 'Invalid request', status: 422 };

/** The schema with `keywords` removed wherever `where` says (by property or parameter name): what a backend that forgot a rule checks. */
function without(schema: JsonSchema, keywords: string[], where: (name: string) => boolean, name = ''): JsonSchema {
  const result: JsonSchema = Object.fromEntries(Object.entries(schema).filter(([keyword]) => !(where(name) && keywords.includes(keyword))));
  if (schema.properties) result.properties = Object.fromEntries(Object.entries(schema.properties as Record<string, JsonSchema>).map(([key, sub]) => [key, without(sub, keywords, where, key)]));
  if (schema.items) result.items = without(schema.items as JsonSchema, keywords, where, name);
  for (const keyword of ['allOf', 'oneOf', 'anyOf']) if (Array.isArray(schema[keyword])) result[keyword] = (schema[keyword] as JsonSchema[]).map((sub) => without(sub, keywords, where, name));
  return result;
}

type Judge = (schema: JsonSchema, value: unknown, name?: string) => boolean;

/** The schema with `field` taken out of every `required` list. */
function notRequiring(schema: JsonSchema, field: string): JsonSchema {
  if (Array.isArray(schema)) return schema.map((item) => notRequiring(item as JsonSchema, field)) as unknown as JsonSchema;
  if (typeof schema !== 'object' || schema === null) return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, key === 'required' && Array.isArray(value) ? value.filter((name) => name !== field) : typeof value === 'object' && value !== null ? notRequiring(value as JsonSchema, field) : value]),
  );
}

/** How this backend judges a value: by the contract, less the rule a mistake forgot. */
function validator(mistake: Mistake | undefined): Judge {
  if (mistake?.kind === 'ignores-required') return (schema, value) => conforms(notRequiring(schema, mistake.field), value);
  if (mistake?.kind === 'accepts-bad-postcode') return (schema, value, name = '') => conforms(without(schema, ['pattern'], (key) => /postcode/i.test(key), name), value);
  if (mistake?.kind === 'accepts-out-of-range') return (schema, value) => conforms(without(schema, ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum'], () => true), value);
  return (schema, value) => conforms(schema, value);
}

/** Whether the request carries the CSRF token this backend wants (`token`, or with the mistake any non-empty one). */
function csrfAccepted(operation: Operation, request: IncomingMessage, token: string, anyToken: boolean): boolean {
  return operation.securityHeaders.every((name) => {
    const sent = request.headers[name.toLowerCase()];
    return anyToken ? Boolean(sent) : sent === token;
  });
}

/** Whether any field called `field` in the query or body (at any depth) holds `value`. */
function carries(query: URLSearchParams, body: unknown, field: string, value: string): boolean {
  if (query.getAll(field).includes(value)) return true;
  const walk = (node: unknown): boolean =>
    typeof node === 'object' && node !== null && Object.entries(node).some(([key, item]) => (key === field && item === value) || walk(item));
  return walk(body);
}

/** A quote body names its kind (`quoteType`), which must be the path's type (the contract says so). */
function kindMatchesPath(operation: Operation, pathValues: Record<string, string>, body: unknown): boolean {
  const discriminator = operation.requestBody?.contents[0]?.schema.discriminator as { propertyName?: string } | undefined;
  const kind = discriminator?.propertyName && typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[discriminator.propertyName] : undefined;
  return kind === undefined || pathValues.type === undefined || kind === pathValues.type;
}

/** Whether the request breaks the contract (what a real backend's validation layer decides). */
async function requestIsValid(operation: Operation, request: IncomingMessage, raw: Buffer, pathValues: Record<string, string>, query: URLSearchParams, judge: Judge): Promise<{ valid: boolean; body?: unknown }> {
  for (const parameter of operation.parameters) {
    let raw: string | string[] | undefined;
    if (parameter.in === 'path') raw = pathValues[parameter.name];
    else if (parameter.in === 'query') raw = query.getAll(parameter.name).length > 1 ? query.getAll(parameter.name) : query.get(parameter.name) ?? undefined;
    else if (parameter.in === 'header') raw = request.headers[parameter.name.toLowerCase()];
    else continue;
    if (raw === undefined) {
      if (parameter.required) return { valid: false };
      continue;
    }
    if (!judge(parameter.schema, coerce(parameter.schema, raw), parameter.name)) return { valid: false };
  }
  const contentType = (request.headers['content-type'] ?? '').split(';')[0]!.trim();
  const media = operation.requestBody?.contents.find((c) => c.mediaType === contentType);
  const body = await readBody(request, raw, media);
  if (!body.parseable) return { valid: false };
  if (!body.present) return { valid: !operation.requestBody?.required };
  if (!media) return { valid: false };
  return { valid: judge(media.schema, body.value) && kindMatchesPath(operation, pathValues, body.value), body: body.value };
}

/**
 * What a stateful backend remembers: the quote references it issued and the order made from each
 * (an order shares its quote's reference, decision 015, and has its own integer id).
 */
interface State {
  quotes: Set<string>;
  orders: Map<string, number>;
  issued: number;
  /** Product ids each quote's results offered (a contact answer offers none). */
  offered: Map<string, Set<number>>;
  /** Quotes with an order placed through createOrder (a survey is of an ordered product). */
  placed: Set<string>;
}

/** Quote types sold by enquiry: their results are a contact answer, with no products. */
const CONTACT_TYPES = ['heat-pump', 'solar'];
const PROBLEM = (message: string): Answer => ({ status: 422, contentType: 'application/json', body: { message } });

/** The quote reference a request names, and where (path `order`, `quote`, `quote_id`; query or body `quote_id`). */
function referenceOf(pathValues: Record<string, string>, query: URLSearchParams, body: unknown): { name: string; value: string } | undefined {
  for (const name of ['order', 'quote', 'quote_id']) if (pathValues[name] !== undefined) return { name, value: pathValues[name] };
  const fromQuery = query.get('quote_id');
  if (fromQuery) return { name: 'quote_id', value: fromQuery };
  const fromBody = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).quote_id : undefined;
  return typeof fromBody === 'string' ? { name: 'quote_id', value: fromBody } : undefined;
}

const orderIdOf = (state: State, reference: string) => {
  if (!state.orders.has(reference)) state.orders.set(reference, 7001 + state.orders.size);
  return state.orders.get(reference)!;
};

/** Every `quote_id` of the answer set to the reference, every order's `id` to that order's id (made on first mention). */
function withIdentifiers(value: unknown, state: State, reference: string): unknown {
  if (Array.isArray(value)) return value.map((item) => withIdentifiers(item, state, reference));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => {
      if (key === 'quote_id' && typeof item === 'string') return [key, reference];
      if (key === 'order' && typeof item === 'object' && item !== null && typeof (item as Record<string, unknown>).id === 'number') {
        return [key, { ...(withIdentifiers(item, state, reference) as object), id: orderIdOf(state, reference) }];
      }
      return [key, withIdentifiers(item, state, reference)];
    }),
  );
}

const mentionsQuote = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && Object.entries(value).some(([key, item]) => (key === 'quote_id' && typeof item === 'string') || mentionsQuote(item));

/**
 * A stateful backend's answer: 404 for a quote or order it never issued (or a survey of a quote never
 * ordered), 422 for an order of a product its quote did not offer, else the example with its own
 * identifiers; the results of an enquiry-only type are a contact answer with no products.
 */
function statefulAnswer(state: State, operation: Operation, mistake: Mistake | undefined, pathValues: Record<string, string>, query: URLSearchParams, body: unknown, answer: Answer, notFound: Answer): Answer {
  const reference = referenceOf(pathValues, query, body);
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  if (reference && !state.quotes.has(reference.value)) return notFound;
  if (reference?.name === 'order' && (!state.orders.has(reference.value) || mistake?.kind === 'order-not-loadable')) return notFound;
  if (typeof fields.order === 'number' && ![...state.orders.values()].includes(fields.order)) return notFound;
  if (operation.path.includes('/survey') && reference && !state.placed.has(reference.value)) return notFound;
  const offered = reference && state.offered.get(reference.value);
  if (operation.id === 'createOrder' && offered && !offered.has(Number(fields.product))) return PROBLEM(`Product ${String(fields.product)} was not offered in quote ${reference.value}.`);
  if (!reference && !mentionsQuote(answer.body)) return answer;
  // A request that names no quote and gets one back (the quote results) is given a new reference.
  const value = reference?.value ?? `QX${String(++state.issued).padStart(6, '0')}`;
  state.quotes.add(value);
  let issued = withIdentifiers(answer.body, state, value) as Record<string, unknown>;
  if (!reference && Array.isArray(issued.products) && CONTACT_TYPES.includes(pathValues.type ?? '')) issued = { ...issued, products: [] };
  // What the backend showed for this quote is what it offered.
  const offers = state.offered.get(value) ?? new Set<number>();
  for (const id of shownProducts(issued)) offers.add(id);
  state.offered.set(value, offers);
  if (operation.id === 'createOrder') state.placed.add(value);
  return { ...answer, body: issued };
}

/** Product ids an answer shows: its products' ids, its product's id and every product_id. */
function shownProducts(value: unknown, parent = ''): number[] {
  if (Array.isArray(value)) return value.flatMap((item) => shownProducts(item, parent));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) => {
    if (typeof item === 'number' && (key === 'product_id' || (key === 'id' && (parent === 'product' || parent === 'products')))) return [item];
    return shownProducts(item, key);
  });
}

/** The answer without the add-ons of an order whose add-ons were deleted. */
function withoutItems(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutItems);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, key === 'order_items' && Array.isArray(item) ? [] : withoutItems(item)]));
}

function breakAnswer(mistake: Mistake | undefined, operation: Operation, answer: Answer): Answer {
  if (!mistake || !isSuccess(answer.status)) return answer;
  const response = operation.responses.find((r) => r.status === String(answer.status));
  const schema = response?.contents.find((c) => c.mediaType === answer.contentType)?.schema ?? {};
  switch (mistake.kind) {
    case 'wrong-type':
      return { ...answer, body: breakFirst(answer.body, schema, 'wrong-type') };
    case 'missing-required':
      return { ...answer, body: breakFirst(answer.body, schema, 'missing-required') };
    case 'undocumented-status': {
      const status = [203, 206, 299].find((code) => !operation.responses.some((r) => r.status === String(code)))!;
      return { ...answer, status };
    }
    default:
      return answer;
  }
}

/** Breaks the first property (depth first) that can be broken that way; throws when none can. */
export function breakFirst(body: unknown, schema: JsonSchema, how: 'wrong-type' | 'missing-required'): unknown {
  const broken = tryBreak(structuredClone(body), schema, how);
  if (broken === undefined) throw new Error(`Nothing in this answer can be broken by ${how}`);
  return broken.value;
}

function tryBreak(value: unknown, schema: JsonSchema, how: 'wrong-type' | 'missing-required'): { value: unknown } | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  if (Array.isArray(value)) {
    const first = value[0];
    const inner = first === undefined ? undefined : tryBreak(first, (schema.items ?? {}) as JsonSchema, how);
    return inner && { value: [inner.value, ...value.slice(1)] };
  }
  const record = value as Record<string, unknown>;
  const props = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
  for (const key of required) {
    if (!(key in record)) continue;
    if (how === 'missing-required') {
      const { [key]: _dropped, ...rest } = record;
      return { value: rest };
    }
    const type = props[key]?.type;
    if (type === 'integer' || type === 'number' || type === 'boolean') return { value: { ...record, [key]: 'wrong type' } };
    if (type === 'string' && !Array.isArray(props[key]?.enum)) return { value: { ...record, [key]: 12345 } };
  }
  for (const key of Object.keys(record)) {
    const inner = props[key] ? tryBreak(record[key], props[key], how) : undefined;
    if (inner) return { value: { ...record, [key]: inner.value } };
  }
  return undefined;
}

export interface BackendOptions {
  spec: string;
  port: number;
  /** Mistakes, each in its own operation (none: the backend follows the contract). */
  mistakes?: Mistake[];
  /** The session's CSRF token (default REFERENCE_TOKEN): any other, or none, is refused with 401. */
  token?: string;
  /** Every request as received, byte for byte. */
  received?: ReceivedRequest[];
  /** Keep state: issue references and ids, find quotes and orders only by them. */
  stateful?: boolean;
  /** Orders (by reference) a stateful backend already holds, as a team's seeded test data. */
  seededOrders?: string[];
}

export async function startReferenceBackend(options: BackendOptions): Promise<RunningBackend> {
  const mistakes = options.mistakes ?? [];
  const token = options.token ?? REFERENCE_TOKEN;
  const state: State = { quotes: new Set(options.seededOrders), orders: new Map(), issued: 0, offered: new Map(), placed: new Set(options.seededOrders) };
  for (const reference of options.seededOrders ?? []) orderIdOf(state, reference);
  /** Idempotency-Key -> the request it came with and the answer it got. */
  const idempotent = new Map<string, { fingerprint: string; answer: Answer }>();
  /** References whose add-ons were deleted. */
  const cleared = new Set<string>();
  const { operations } = readContract(options.spec);
  for (const mistake of mistakes) if (!operations.some((op) => op.id === mistake.operationId)) throw new Error(`No operation ${mistake.operationId} in ${options.spec}`);
  const mistakeOf = (operation: Operation) => mistakes.find((mistake) => mistake.operationId === operation.id);

  async function answer(request: IncomingMessage, raw: Buffer): Promise<Answer> {
    const url = new URL(request.url ?? '/', 'http://reference.invalid');
    // Paths match in the contract's order: concrete paths are listed before templated ones.
    let route: { operation: Operation; pathValues: Record<string, string> } | undefined;
    for (const operation of operations) {
      if (operation.method !== request.method?.toLowerCase()) continue;
      const pathValues = matchPath(operation.path, url.pathname);
      if (pathValues) {
        route = { operation, pathValues };
        break;
      }
    }
    if (!route || mistakeOf(route.operation)?.kind === 'missing-endpoint') return { status: 404, contentType: 'application/json', body: { message: 'Not found.' } };
    const { operation, pathValues } = route;
    const mistake = mistakeOf(operation);
    if (mistake?.kind === 'not-implemented') return { status: 501, contentType: 'application/json', body: { message: 'Not implemented yet.' } };
    // As a real backend's CSRF middleware does, before routing to the handler: no token or another one, 401 (decision 010).
    if (mistake?.kind !== 'accepts-missing-csrf' && !csrfAccepted(operation, request, token, mistake?.kind === 'accepts-wrong-csrf')) {
      return { status: 401, contentType: 'application/json', body: { message: 'CSRF token mismatch.' } };
    }
    const { valid, body } = await requestIsValid(operation, request, raw, pathValues, url.searchParams, validator(mistake));
    if (!valid) {
      if (mistake?.kind === 'server-error-on-bad-input') return documentedAnswer(operation, (r) => r.status === '500') ?? { status: 500 };
      if (mistake?.kind === 'accepts-invalid-input') {
        const success = documentedAnswer(operation, (r) => r.status.startsWith('2'));
        if (success) return success;
      }
      const status = (code: string) => (r: ResponseSpec) => r.status === code;
      return documentedAnswer(operation, status('422')) ?? documentedAnswer(operation, status('400')) ?? documentedAnswer(operation, (r) => r.status.startsWith('4')) ?? { status: 422, contentType: 'application/problem+json', body: PROBLEM_FALLBACK };
    }
    if (mistake?.kind === 'server-error-on-valid-request' || (mistake?.kind === 'server-error-on-value' && carries(url.searchParams, body, mistake.field, mistake.value))) {
      return documentedAnswer(operation, (r) => r.status === '500') ?? { status: 500 };
    }
    // A retry gets the first answer; the key with another request is refused and acts on nothing (decision 700).
    const key = operation.parameters.some((p) => /idempotency/i.test(p.name)) ? request.headers['idempotency-key'] : undefined;
    const fingerprint = JSON.stringify([url.pathname, url.search, body ?? null]);
    const stored = typeof key === 'string' ? idempotent.get(mistake?.kind === 'ignores-idempotency-reuse' ? `${key} ${fingerprint}` : key) : undefined;
    if (stored) return stored.fingerprint === fingerprint ? stored.answer : PROBLEM('This Idempotency-Key was already used for another request.');
    const success = documentedAnswer(operation, (r) => r.status.startsWith('2'));
    if (!success) throw new Error(`${operation.id} documents no 2xx answer`);
    const notFound = documentedAnswer(operation, (r) => r.status === '404') ?? { status: 404, contentType: 'application/json', body: { message: 'Not found.' } };
    let result = breakAnswer(mistake, operation, options.stateful ? statefulAnswer(state, operation, mistake, pathValues, url.searchParams, body, success, notFound) : success);
    const reference = pathValues.order ?? pathValues.quote ?? pathValues.quote_id;
    if (operation.method === 'delete' && isSuccess(result.status) && reference) cleared.add(reference);
    if (reference && cleared.has(reference) && operation.method !== 'delete') result = { ...result, body: withoutItems(result.body) };
    if (typeof key === 'string') idempotent.set(mistake?.kind === 'ignores-idempotency-reuse' ? `${key} ${fingerprint}` : key, { fingerprint, answer: result });
    return result;
  }

  const server: Server = createServer((request, response) => {
    const reply = ({ status, contentType, body }: Answer) => {
      if (body === undefined || status === 204) return response.writeHead(status).end();
      const text = typeof body === 'string' && !contentType?.includes('json') ? body : JSON.stringify(body);
      response.writeHead(status, { 'content-type': contentType ?? 'application/json' }).end(text);
    };
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks);
      const id = request.headers['x-contract-check-request'];
      options.received?.push({ ...(typeof id === 'string' ? { id } : {}), method: request.method ?? '', url: request.url ?? '', headers: { ...request.headers }, body: raw });
      answer(request, raw)
        .then(reply)
        .catch((error: unknown) => {
          if (!response.headersSent) reply({ status: 500, contentType: 'text/plain', body: String(error) });
        });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
