// A small backend that follows openapi.yaml, to prove the contract check honestly (never shipped:
// nothing under src/ imports it). It routes each request to its operation, refuses a request
// without the CSRF token with 401, validates the request against the contract and answers from the
// operation's documented examples. Stateless, it accepts any well-formed identifier; stateful, it
// issues quote references and order ids and finds quotes and orders only by what it issued, as a
// real backend does. Each mistake breaks one thing in one operation, so a test can check that the report names it.
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
  /** 500 (a documented status) to valid requests. */
  | { kind: 'server-error-on-valid-request' }
  /** Never checks the CSRF header. */
  | { kind: 'accepts-missing-csrf' }
  /** Never checks the pattern of postcode fields. */
  | { kind: 'accepts-bad-postcode' }
  /** Never checks number ranges (minimum, maximum). */
  | { kind: 'accepts-out-of-range' }
);

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

async function readBody(request: IncomingMessage, media: MediaContent | undefined): Promise<{ present: boolean; value?: unknown; parseable: boolean }> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  if (raw.length === 0) return { present: false, parseable: true };
  const contentType = request.headers['content-type'] ?? '';
  try {
    if (contentType.startsWith('multipart/form-data') || contentType.startsWith('application/x-www-form-urlencoded')) {
      const form = await new Request('http://reference.invalid/', { method: 'POST', headers: { 'content-type': contentType }, body: raw }).formData();
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

/** How this backend judges a value: by the contract, less the rule a mistake forgot. */
function validator(mistake: Mistake | undefined): Judge {
  if (mistake?.kind === 'accepts-bad-postcode') return (schema, value, name = '') => conforms(without(schema, ['pattern'], (key) => /postcode/i.test(key), name), value);
  if (mistake?.kind === 'accepts-out-of-range') return (schema, value) => conforms(without(schema, ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum'], () => true), value);
  return (schema, value) => conforms(schema, value);
}

/** Whether the request carries the CSRF token this backend wants (`token`, or any non-empty one). */
function csrfAccepted(operation: Operation, request: IncomingMessage, token: string | undefined): boolean {
  return operation.securityHeaders.every((name) => {
    const sent = request.headers[name.toLowerCase()];
    return token === undefined ? Boolean(sent) : sent === token;
  });
}

/** Whether the request breaks the contract (what a real backend's validation layer decides). */
async function requestIsValid(operation: Operation, request: IncomingMessage, pathValues: Record<string, string>, query: URLSearchParams, judge: Judge): Promise<{ valid: boolean; body?: unknown }> {
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
  const body = await readBody(request, media);
  if (!body.parseable) return { valid: false };
  if (!body.present) return { valid: !operation.requestBody?.required };
  if (!media) return { valid: false };
  return { valid: judge(media.schema, body.value), body: body.value };
}

/**
 * What a stateful backend remembers: the quote references it issued and the order made from each
 * (an order shares its quote's reference, decision 015, and has its own integer id).
 */
interface State { quotes: Set<string>; orders: Map<string, number>; issued: number }

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

/** A stateful backend's answer: 404 for a quote or order it never issued, else the example with its own identifiers. */
function statefulAnswer(state: State, pathValues: Record<string, string>, query: URLSearchParams, body: unknown, answer: Answer, notFound: Answer): Answer {
  const reference = referenceOf(pathValues, query, body);
  const bodyOrder = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).order : undefined;
  if (reference && !state.quotes.has(reference.value)) return notFound;
  if (reference?.name === 'order' && !state.orders.has(reference.value)) return notFound;
  if (typeof bodyOrder === 'number' && ![...state.orders.values()].includes(bodyOrder)) return notFound;
  if (!reference && !mentionsQuote(answer.body)) return answer;
  // A request that names no quote and gets one back (the quote results) is given a new reference.
  const value = reference?.value ?? `QX${String(++state.issued).padStart(6, '0')}`;
  state.quotes.add(value);
  return { ...answer, body: withIdentifiers(answer.body, state, value) };
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
  /** Wants this exact CSRF token and refuses any other with 401, as a real session-bound token does. */
  token?: string;
  /** Keep state: issue references and ids, find quotes and orders only by them. */
  stateful?: boolean;
  /** Orders (by reference) a stateful backend already holds, as a team's seeded test data. */
  seededOrders?: string[];
}

export async function startReferenceBackend(options: BackendOptions): Promise<RunningBackend> {
  const mistakes = options.mistakes ?? [];
  const state: State = { quotes: new Set(options.seededOrders), orders: new Map(), issued: 0 };
  for (const reference of options.seededOrders ?? []) orderIdOf(state, reference);
  const { operations } = readContract(options.spec);
  for (const mistake of mistakes) if (!operations.some((op) => op.id === mistake.operationId)) throw new Error(`No operation ${mistake.operationId} in ${options.spec}`);
  const mistakeOf = (operation: Operation) => mistakes.find((mistake) => mistake.operationId === operation.id);

  const server: Server = createServer((request, response) => {
    const reply = ({ status, contentType, body }: Answer) => {
      if (body === undefined || status === 204) return response.writeHead(status).end();
      const text = typeof body === 'string' && !contentType?.includes('json') ? body : JSON.stringify(body);
      response.writeHead(status, { 'content-type': contentType ?? 'application/json' }).end(text);
    };
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
    if (!route || mistakeOf(route.operation)?.kind === 'missing-endpoint') {
      request.resume();
      return reply({ status: 404, contentType: 'application/json', body: { message: 'Not found.' } });
    }
    const { operation, pathValues } = route;
    const mistake = mistakeOf(operation);
    // As a real backend's CSRF middleware does, before routing to the handler: no token, 401 (decision 010).
    if (mistake?.kind !== 'accepts-missing-csrf' && !csrfAccepted(operation, request, options.token)) {
      request.resume();
      return reply({ status: 401, contentType: 'application/json', body: { message: 'CSRF token mismatch.' } });
    }
    void requestIsValid(operation, request, pathValues, url.searchParams, validator(mistake)).then(({ valid, body }) => {
      if (!valid) {
        if (mistake?.kind === 'server-error-on-bad-input') return reply(documentedAnswer(operation, (r) => r.status === '500') ?? { status: 500 });
        if (mistake?.kind === 'accepts-invalid-input') {
          const success = documentedAnswer(operation, (r) => r.status.startsWith('2'));
          if (success) return reply(success);
        }
        const status = (code: string) => (r: ResponseSpec) => r.status === code;
        return reply(documentedAnswer(operation, status('422')) ?? documentedAnswer(operation, status('400')) ?? documentedAnswer(operation, (r) => r.status.startsWith('4')) ?? { status: 422, contentType: 'application/problem+json', body: PROBLEM_FALLBACK });
      }
      if (mistake?.kind === 'server-error-on-valid-request') {
        return reply(documentedAnswer(operation, (r) => r.status === '500') ?? { status: 500 });
      }
      const success = documentedAnswer(operation, (r) => r.status.startsWith('2'));
      if (!success) throw new Error(`${operation.id} documents no 2xx answer`);
      const notFound = documentedAnswer(operation, (r) => r.status === '404') ?? { status: 404, contentType: 'application/json', body: { message: 'Not found.' } };
      return reply(breakAnswer(mistake, operation, options.stateful ? statefulAnswer(state, pathValues, url.searchParams, body, success, notFound) : success));
    }).catch((error: unknown) => {
      if (!response.headersSent) reply({ status: 500, contentType: 'text/plain', body: String(error) });
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
