// The contract check: for every operation in openapi.yaml, send the documented examples (with
// identifiers from links, --param or earlier answers), fast-check-generated valid requests, one
// negative request per mutation class the operation has, one without the CSRF header and
// fast-check-picked invalid ones, all through Prism's validating proxy, and collect what broke the contract.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { curlCommand } from './curl.ts';
import { followLinks, linkProblems, linkSources, type LinkedValues } from './links.ts';
import { arbitraryOf, conforms, flatten, MUTATION_RULES, mutationsOf, sampleOf, scalarMutations, type Mutation } from './schema-values.ts';
import { isSuccess, readContract, type Contract, type JsonSchema, type MediaContent, type Operation, type Parameter } from './spec.ts';
import { REQUEST_ID_HEADER, startValidationChain, type ValidationChain } from './proxy.ts';

/** `negative`: the deterministic invalid requests every run sends (one per mutation class, and one without the CSRF header). */
export type RequestKind = 'example' | 'generated-valid' | 'negative' | 'generated-invalid';

/** Statuses that say the request was refused for its credentials (419 is Laravel's expired CSRF token). */
export const AUTH_STATUSES = [401, 403, 419];

export interface Failure {
  /** Where it broke, e.g. "response.body.order.total" or "response.status". */
  location: string;
  /** The rule, e.g. "type", "required", "status-documented", "no-5xx-on-invalid-request". */
  rule: string;
  message: string;
  /** What the backend sent at that location, cut short (JSON). */
  received?: string;
}

export interface SentRequest {
  kind: RequestKind;
  /** What this request is: the example's name, or the generated change for an invalid one. */
  label: string;
  method: string;
  url: string;
  /** The status the check received (Prism's when the backend was not reached). */
  status: number;
  reachedBackend: boolean;
  failures: Failure[];
  /** Identifiers taken from earlier answers: "path.quote <- quote.quote_id from getBoilerResults". */
  journey: string[];
  /** The same request straight to the backend, to reproduce it. */
  curl: string;
}

export interface OperationReport {
  operationId: string;
  method: string;
  path: string;
  /** At least one valid request got a 2xx from the backend itself. */
  exercised: boolean;
  /** When not exercised: what the valid requests got instead. */
  notExercisedBecause?: string;
  tags: string[];
  requests: SentRequest[];
  /** Requests the check discarded (e.g. Prism found the generated request invalid), with why. */
  skipped: string[];
}

export interface ContractReport {
  spec: string;
  contract: { title: string; version: string };
  backend: string;
  seed: number;
  runs: number;
  startedAt: string;
  /** Things the team should know before reading the results (wrong-typed identifiers, bad --param values). */
  warnings: string[];
  /** Set when most answers were 401, 403 or 419: authentication, not the contract, is the likely cause. */
  authHint?: string;
  durationMs: number;
  passed: boolean;
  summary: { operations: number; exercised: number; requests: number; brokenResponses: number; operationsWithBrokenResponses: number };
  unexercised: string[];
  operations: OperationReport[];
}

export interface CheckOptions {
  spec: string;
  backend: string;
  /** Generated valid and invalid requests per operation. */
  runs: number;
  seed: number;
  /** Extra headers on every request (e.g. a real CSRF token or session cookie). */
  headers: Record<string, string>;
  /** Only these operationIds (all when empty). */
  only: string[];
  /** Only operations with one of these tags (all when empty). */
  tags?: string[];
  /** Never these operationIds. */
  exclude?: string[];
  /** Values a team has seeded, by parameter (or body field) name: they win over links and earlier answers. */
  params?: Record<string, string>;
  prismPort?: number;
}

interface PlannedRequest {
  kind: RequestKind;
  label: string;
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  body?: { media: MediaContent; value: unknown };
  journey: string[];
}

// ---------------------------------------------------------------------------------------------
// Journey: identifiers harvested from earlier answers, matched to parameters by name.

interface Harvested { value: unknown; from: Operation }
type Harvest = Map<string, Harvested[]>;

const snake = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').replace(/-/g, '_').toLowerCase();
const singular = (name: string) => (name.endsWith('s') ? name.slice(0, -1) : name);

/** The answer keys that may carry the value of a parameter or body field called `name`. */
export function candidateKeys(name: string): string[] {
  const key = snake(name);
  const base = key.endsWith('_id') ? key.slice(0, -3) : key;
  return [...new Set([name, key, `${base}_id`, `${base}.id`, `${base}.${base}_id`, `${base}.${key}`])];
}

/** Every scalar in an answer, under its own key and "parent.key" (array parents singular). */
function harvest(body: unknown, from: Operation, into: Harvest, parent = '', depth = 0): void {
  if (depth > 5 || typeof body !== 'object' || body === null) return;
  const entries: [string, unknown][] = Array.isArray(body) ? body.slice(0, 1).map((item) => [parent, item]) : Object.entries(body);
  for (const [key, value] of entries) {
    if (Array.isArray(body)) {
      harvest(value, from, into, singular(parent), depth + 1);
      continue;
    }
    if (typeof value === 'string' || typeof value === 'number') {
      for (const name of parent ? [key, `${parent}.${key}`] : [key]) into.set(name, [...(into.get(name) ?? []), { value, from }]);
    } else {
      harvest(value, from, into, key, depth + 1);
    }
  }
}

/** Keys an operation's documented answers provide, from the schema (used to order the journey). */
function providedKeys(operation: Operation): Set<string> {
  const keys = new Set<string>();
  const walk = (schema: JsonSchema, parent: string, depth: number) => {
    if (depth > 5) return;
    if (schema.items && typeof schema.items === 'object') walk(schema.items as JsonSchema, singular(parent), depth + 1);
    const props = (schema.properties ?? {}) as Record<string, JsonSchema>;
    for (const [key, sub] of Object.entries(props)) {
      keys.add(key);
      if (parent) keys.add(`${parent}.${key}`);
      walk(sub, key, depth + 1);
    }
    for (const part of [...((schema.allOf ?? []) as JsonSchema[]), ...((schema.oneOf ?? []) as JsonSchema[]), ...((schema.anyOf ?? []) as JsonSchema[])]) walk(part, parent, depth + 1);
  };
  for (const response of operation.responses) if (response.status.startsWith('2')) for (const content of response.contents) walk(content.schema, '', 0);
  return keys;
}

function identifierNames(contract: Contract): Set<string> {
  return new Set(contract.operations.flatMap((op) => op.parameters.filter((p) => p.in === 'path').map((p) => p.name)));
}
const isIdentifier = (name: string, pathNames: Set<string>) => pathNames.has(name) || /(_id|Id)$/.test(name);

const bodyProperties = (media: MediaContent) => (flatten(media.schema).properties ?? {}) as Record<string, JsonSchema>;

function neededKeys(operation: Operation, pathNames: Set<string>): string[] {
  // A path parameter from a list (the product type) is no identifier: any listed value will do.
  const names = operation.parameters.filter((p) => (p.in === 'path' && !Array.isArray(p.schema.enum)) || (p.in === 'query' && isIdentifier(p.name, pathNames))).map((p) => p.name);
  for (const content of operation.requestBody?.contents ?? []) {
    names.push(...Object.keys(bodyProperties(content)).filter((name) => isIdentifier(name, pathNames)));
  }
  return names.flatMap(candidateKeys);
}

/**
 * Journey order: an operation runs after the operations whose answers provide the identifiers it
 * needs (ties and cycles keep the contract's order); deletions run last so nothing needed is gone.
 */
export function journeyOrder(contract: Contract): Operation[] {
  const pathNames = identifierNames(contract);
  // A link is the contract saying so: its source provides "@operationId", its target needs it.
  const provides = new Map(contract.operations.map((op) => [op, new Set([...providedKeys(op), `@${op.id}`])]));
  const needs = new Map(contract.operations.map((op) => [op, [...neededKeys(op, pathNames), ...linkSources(contract, op).filter((source) => source !== op).map((source) => `@${source.id}`)]]));
  const ordered: Operation[] = [];
  const pending = contract.operations.filter((op) => op.method !== 'delete');
  const satisfiedBy = (op: Operation, doneOrSelf: (other: Operation) => boolean) =>
    pending.every((other) => doneOrSelf(other) || !needs.get(op)!.some((key) => provides.get(other)!.has(key)));
  while (pending.length > 0) {
    const ready = pending.find((op) => satisfiedBy(op, (other) => other === op || ordered.includes(other))) ?? pending[0]!;
    ordered.push(ready);
    pending.splice(pending.indexOf(ready), 1);
  }
  return [...ordered, ...contract.operations.filter((op) => op.method === 'delete')];
}

function pathSegments(path: string) {
  return new Set(path.split('/').filter((segment) => segment && !segment.startsWith('{')));
}

const jsonType = (value: unknown) => (typeof value === 'number' ? (Number.isInteger(value) ? 'integer' : 'number') : typeof value);
/** Whether a value has the JSON type its schema asks for (an integer where a string is wanted does not). */
function typeFits(schema: JsonSchema, value: unknown): boolean {
  const wanted = Array.isArray(schema.type) ? schema.type.map(String) : typeof schema.type === 'string' ? [schema.type] : [];
  const actual = jsonType(value);
  return wanted.length === 0 || wanted.includes(actual) || (actual === 'integer' && wanted.includes('number'));
}

/** Where the check gets identifiers, strongest first: --param, OpenAPI links, earlier answers by name. */
export interface IdentifierSources {
  params: Record<string, string>;
  linked: LinkedValues;
  harvested: Harvest;
  warnings: Set<string>;
}

/** The harvested value for a name that fits its schema, preferring its own JSON type, then answers from related paths. */
function journeyValue(name: string, schema: JsonSchema, operation: Operation, harvested: Harvest): { value: unknown; note: string; typeFits: boolean } | undefined {
  const segments = pathSegments(operation.path);
  let best: { value: unknown; note: string; score: number; typeFits: boolean } | undefined;
  for (const key of candidateKeys(name)) {
    for (const [index, found] of (harvested.get(key) ?? []).entries()) {
      const value = schema.type === 'integer' || schema.type === 'number' ? found.value : String(found.value);
      if (!conforms(schema, value)) continue;
      const fits = typeFits(schema, found.value);
      const shared = [...pathSegments(found.from.path)].filter((segment) => segments.has(segment)).length;
      const score = (fits ? 1_000_000 : 0) + shared * 10_000 + index; // own type first, related paths next, then the latest answer
      if (!best || score >= best.score) best = { value, note: `${name} <- ${key} from ${found.from.id}`, score, typeFits: fits };
    }
  }
  return best;
}

/** A --param value read as its schema's type (a number where the schema wants one). */
function seededValue(schema: JsonSchema, raw: string): unknown {
  const wantsNumber = schema.type === 'integer' || schema.type === 'number';
  return wantsNumber && raw.trim() !== '' && !Number.isNaN(Number(raw)) ? Number(raw) : raw;
}

/** The value an identifier takes and the note that says where it came from; warns where the value looks wrong. */
function identifierValue(name: string, where: string, schema: JsonSchema, operation: Operation, sources: IdentifierSources): { value: unknown; note: string } | undefined {
  const seeded = sources.params[name];
  if (seeded !== undefined) {
    const value = seededValue(schema, seeded);
    if (!conforms(schema, value)) sources.warnings.add(`--param ${name}=${seeded} does not fit ${where}.${name} of ${operation.id} (${describeSchema(schema)}); sent as given.`);
    return { value, note: `${name} <- --param ${name}` };
  }
  const linked = sources.linked.get(operation.id)?.get(`${where}.${name}`);
  if (linked) {
    if (conforms(schema, linked.value)) return linked;
    sources.warnings.add(`${linked.note} gave ${JSON.stringify(linked.value)}, which does not fit ${where}.${name} of ${operation.id} (${describeSchema(schema)}); not used.`);
  }
  const found = journeyValue(name, schema, operation, sources.harvested);
  if (found && !found.typeFits && where === 'path') {
    sources.warnings.add(
      `${operation.id}: path parameter {${name}} (${describeSchema(schema)}) is filled from a value of another type (${found.note}). ` +
        `If your backend finds it by another field, declare an OpenAPI link in the contract or pass --param ${name}=VALUE.`,
    );
  }
  return found;
}

const describeSchema = (schema: JsonSchema) => [schema.type, schema.format, schema.pattern ? `pattern ${String(schema.pattern)}` : undefined].filter(Boolean).join(', ') || 'any';

// ---------------------------------------------------------------------------------------------
// Building requests.

function exampleOf(parameter: Parameter): unknown {
  return parameter.examples.find((value) => conforms(parameter.schema, value)) ?? sampleOf(parameter.schema);
}

/** Values that must be fresh on every request (an idempotency key reused would replay an answer). */
const isFreshEveryTime = (parameter: Parameter) => parameter.in === 'header' && (/idempotency/i.test(parameter.name) || parameter.schema.format === 'uuid');

function baseParameters(operation: Operation, sources: IdentifierSources, journey: string[]) {
  const values: Record<'path' | 'query' | 'header', Record<string, unknown>> = { path: {}, query: {}, header: {} };
  for (const parameter of operation.parameters) {
    if (parameter.in === 'cookie' || (!parameter.required && parameter.in !== 'query')) continue;
    const given = parameter.name in sources.params || sources.linked.get(operation.id)?.has(`${parameter.in}.${parameter.name}`);
    if (!parameter.required && parameter.examples.length === 0 && !given) continue;
    const fromJourney = parameter.in !== 'header' ? identifierValue(parameter.name, parameter.in, parameter.schema, operation, sources) : undefined;
    if (fromJourney) journey.push(`${parameter.in}.${fromJourney.note}`);
    values[parameter.in][parameter.name] = fromJourney ? fromJourney.value : exampleOf(parameter);
  }
  for (const name of operation.securityHeaders) values.header[name] ??= 'contract-check';
  return values;
}

function withJourneyIdentifiers(body: unknown, media: MediaContent, operation: Operation, sources: IdentifierSources, pathNames: Set<string>, journey: string[]): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const props = bodyProperties(media);
  const result: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const [name, schema] of Object.entries(props)) {
    if (!(name in result) || !(isIdentifier(name, pathNames) || name in sources.params)) continue;
    const found = identifierValue(name, 'body', schema, operation, sources);
    if (found) {
      result[name] = found.value;
      journey.push(`body.${found.note}`);
    }
  }
  return result;
}

function exampleRequests(operation: Operation, sources: IdentifierSources, pathNames: Set<string>): PlannedRequest[] {
  const contents = operation.requestBody?.contents ?? [];
  const plan = (label: string, body?: PlannedRequest['body']): PlannedRequest => {
    const journey: string[] = [];
    const params = baseParameters(operation, sources, journey);
    const finalBody = body && { media: body.media, value: withJourneyIdentifiers(body.value, body.media, operation, sources, pathNames, journey) };
    return { kind: 'example', label, path: params.path, query: params.query, headers: params.header, ...(finalBody ? { body: finalBody } : {}), journey };
  };
  if (contents.length === 0) return [plan('documented parameters')];
  return contents.flatMap((media) =>
    media.examples.length > 0
      ? media.examples.map((example) => plan(`example "${example.name}"${contents.length > 1 ? ` (${media.mediaType})` : ''}`, { media, value: example.value }))
      : [plan(`sample from schema (${media.mediaType})`, { media, value: sampleOf(media.schema) })],
  );
}

/** Arbitrary of whole valid requests: identifiers fixed from the journey, everything else generated. */
function validRequestArbitrary(operation: Operation, base: PlannedRequest): fc.Arbitrary<PlannedRequest> {
  const params: Record<'path' | 'query', Record<string, fc.Arbitrary<unknown>>> = { path: {}, query: {} };
  const required: Record<'path' | 'query', string[]> = { path: [], query: [] };
  for (const parameter of operation.parameters) {
    if (parameter.in !== 'path' && parameter.in !== 'query') continue;
    // An identifier from the journey stays (a random one would only find nothing); the rest is fuzzed.
    const fromJourney = base.journey.some((note) => note.startsWith(`${parameter.in}.${parameter.name} `));
    params[parameter.in][parameter.name] = fromJourney ? fc.constant(base[parameter.in][parameter.name]) : arbitraryOf(parameter.schema);
    if (parameter.required) required[parameter.in].push(parameter.name);
  }
  const media = base.body?.media;
  const body = media ? arbitraryOf(media.schema) : fc.constant(undefined);
  return fc.record({
    path: fc.record(params.path, { requiredKeys: required.path }),
    query: fc.record(params.query, { requiredKeys: required.query }),
    body,
  }).map(({ path, query, body: generatedBody }) => ({
    ...base,
    kind: 'generated-valid' as const,
    label: 'generated',
    path,
    query,
    ...(media ? { body: { media, value: withIdentifiersFrom(base, generatedBody) } } : {}),
  }));
}

/** Keeps the journey's identifiers (which the base body already carries) in a generated body. */
function withIdentifiersFrom(base: PlannedRequest, generated: unknown): unknown {
  const baseBody = base.body?.value;
  if (typeof generated !== 'object' || generated === null || typeof baseBody !== 'object' || baseBody === null) return generated;
  const carried = new Set(base.journey.filter((note) => note.startsWith('body.')).map((note) => note.slice('body.'.length).split(' ')[0]!));
  const result = { ...(generated as Record<string, unknown>) };
  for (const [key, value] of Object.entries(baseBody)) if ((carried.has(key) || /(_id|Id)$/.test(key)) && key in result) result[key] = value;
  return result;
}

type Located = Mutation & { in: 'path' | 'query' | 'header' | 'body' };

/** A parameter value as the server reads it from the URL or a header: numbers and booleans parsed. */
function asReceived(schema: JsonSchema, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if ((schema.type === 'integer' || schema.type === 'number') && value.trim() !== '' && !Number.isNaN(Number(value))) return Number(value);
  if (schema.type === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

function parameterMutations(operation: Operation): Located[] {
  const mutations: Located[] = [];
  for (const parameter of operation.parameters) {
    if (parameter.in === 'cookie') continue;
    if (parameter.required && parameter.in !== 'path') mutations.push({ in: parameter.in, at: parameter.name, rule: 'required', apply: () => undefined });
    if (!parameter.required && parameter.in !== 'query') continue;
    for (const mutation of scalarMutations(parameter.schema, parameter.name)) {
      const sent = String(mutation.apply(undefined));
      if (mutation.rule === 'type' && parameter.schema.type === 'string') continue; // any text is a string
      // On the wire every parameter is text: keep only values that still break the schema once read back,
      // and never an empty path segment (that is another route, not an invalid value).
      if (conforms(parameter.schema, asReceived(parameter.schema, sent)) || (parameter.in === 'path' && sent === '')) continue;
      mutations.push({ ...mutation, in: parameter.in, apply: () => sent });
    }
  }
  return mutations;
}

function applyMutation(request: PlannedRequest, mutation: Located): PlannedRequest | undefined {
  if (mutation.in === 'body') {
    if (!request.body) return undefined;
    const value = mutation.apply(request.body.value);
    // Only a request that really breaks the schema is an invalid request.
    if (conforms(request.body.media.schema, value)) return undefined;
    return { ...request, body: { ...request.body, value } };
  }
  const location = mutation.in === 'header' ? 'headers' : mutation.in;
  const params = { ...request[location] };
  const value = mutation.apply(params[mutation.at]);
  if (value === undefined) delete params[mutation.at];
  else params[mutation.at] = value;
  return { ...request, [location]: params };
}

/**
 * The negative coverage of one operation: for each mutation class, the first place (parameters,
 * then the body, required properties first) where it makes the base request invalid. The same
 * requests on every run, whatever the seed.
 */
function negativeRequests(operation: Operation, base: PlannedRequest): { planned: PlannedRequest; mutation: Located }[] {
  const all: Located[] = [...parameterMutations(operation), ...(base.body ? mutationsOf(base.body.media.schema).map((m) => ({ ...m, in: 'body' as const })) : [])];
  return MUTATION_RULES.flatMap((rule) => {
    for (const mutation of all.filter((m) => m.rule === rule)) {
      const planned = applyMutation(base, mutation);
      if (planned) return [{ planned, mutation }];
    }
    return [];
  });
}

// ---------------------------------------------------------------------------------------------
// Sending.

const serialise = (value: unknown) => (typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value));

function encodeBody(body: NonNullable<PlannedRequest['body']>): { payload: BodyInit; contentType?: string } {
  const { mediaType } = body.media;
  if (mediaType.startsWith('multipart/')) {
    const form = new FormData();
    const props = (body.media.schema.properties ?? {}) as Record<string, JsonSchema>;
    for (const [name, value] of Object.entries((body.value ?? {}) as Record<string, unknown>)) {
      const schema = props[name] ?? {};
      const isFile = schema.format === 'binary' || schema.contentMediaType !== undefined;
      if (isFile) form.append(name, new Blob([String(value)], { type: 'text/plain' }), `${name}.txt`);
      else form.append(name, serialise(value));
    }
    return { payload: form }; // fetch sets the multipart boundary
  }
  if (mediaType === 'application/x-www-form-urlencoded') {
    const form = new URLSearchParams();
    for (const [name, value] of Object.entries((body.value ?? {}) as Record<string, unknown>)) form.append(name, serialise(value));
    return { payload: form, contentType: mediaType };
  }
  return { payload: JSON.stringify(body.value), contentType: mediaType };
}

function buildUrl(chainUrl: string, operation: Operation, request: PlannedRequest): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => encodeURIComponent(serialise(request.path[name] ?? '')));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(request.query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, serialise(item));
  }
  const query = search.toString();
  return `${chainUrl}${path}${query ? `?${query}` : ''}`;
}

interface PrismViolation { location?: string[]; code?: string | number; message?: string; severity?: string }

/** Prism's `sl-violations` header; when Prism truncated it, the complete entries before the cut. */
function readViolations(header: string | null): { violations: PrismViolation[]; truncated: boolean } {
  if (!header) return { violations: [], truncated: false };
  const truncated = header.startsWith('Too many violations! ');
  const json = truncated ? header.slice('Too many violations! '.length) : header;
  try {
    return { violations: JSON.parse(json) as PrismViolation[], truncated };
  } catch {
    const complete = json.slice(0, json.lastIndexOf('},') + 1) + ']';
    try {
      return { violations: JSON.parse(complete) as PrismViolation[], truncated: true };
    } catch {
      return { violations: [], truncated: true };
    }
  }
}

function ruleOf(violation: PrismViolation): string {
  if (violation.code !== undefined && violation.code !== '') return String(violation.code);
  const message = violation.message ?? '';
  if (/status code/i.test(message)) return 'status-documented';
  if (/media type/i.test(message)) return 'content-type-documented';
  return 'contract';
}

interface Outcome { request: SentRequest; requestViolations: PrismViolation[]; responseViolations: PrismViolation[]; responseBody: unknown; responseHeaders: Headers }

const RECEIVED_LIMIT = 120;
/** The value at a Prism location ("response.body.order.total") in the answer, as short JSON. */
function receivedAt(location: string[], status: number, body: unknown, headers: Headers): string | undefined {
  const shorten = (value: unknown) => {
    const text = value === undefined ? 'undefined (absent)' : JSON.stringify(value);
    return text.length > RECEIVED_LIMIT ? `${text.slice(0, RECEIVED_LIMIT - 1)}…` : text;
  };
  if (location[0] !== 'response') return undefined;
  if (location[1] === 'body') {
    const value = location.slice(2).reduce<unknown>((node, key) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined), body);
    return shorten(value);
  }
  if (location[1] === 'headers' && location[2]) return shorten(headers.get(location[2]) ?? undefined);
  return `status ${status}`;
}

interface SendOptions { extraHeaders: Record<string, string>; backend: string; withoutHeaders?: string[] }

async function send(chain: ValidationChain, operation: Operation, planned: PlannedRequest, options: SendOptions): Promise<Outcome> {
  const id = randomUUID();
  const url = buildUrl(chain.url, operation, planned);
  const headers = new Headers();
  const accepted = [...new Set(operation.responses.flatMap((r) => r.contents.map((c) => c.mediaType)))];
  headers.set('accept', accepted.length > 0 ? accepted.join(', ') : '*/*');
  const headerValues = { ...planned.headers };
  for (const parameter of operation.parameters.filter(isFreshEveryTime)) {
    // A value a negative request broke on purpose stays broken.
    if (parameter.name in headerValues && conforms(parameter.schema, headerValues[parameter.name])) headerValues[parameter.name] = randomUUID();
  }
  for (const [name, value] of Object.entries(headerValues)) headers.set(name, serialise(value));
  for (const [name, value] of Object.entries(options.extraHeaders)) headers.set(name, value);
  for (const name of options.withoutHeaders ?? []) headers.delete(name);
  let payload: BodyInit | undefined;
  if (planned.body) {
    const encoded = encodeBody(planned.body);
    payload = encoded.payload;
    if (encoded.contentType) headers.set('content-type', encoded.contentType);
  }
  const path = url.slice(chain.url.length);
  const curl = curlCommand({ method: operation.method.toUpperCase(), url: `${options.backend.replace(/\/$/, '')}${path}`, headers, body: planned.body });
  headers.set(REQUEST_ID_HEADER, id);
  const response = await fetch(url, { method: operation.method.toUpperCase(), headers, ...(payload !== undefined ? { body: payload } : {}), signal: AbortSignal.timeout(30_000) });
  const text = await response.text();
  let responseBody: unknown = text;
  try {
    responseBody = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: Prism already judged it against the documented media type
  }
  const { violations, truncated } = readViolations(response.headers.get('sl-violations'));
  const requestViolations = violations.filter((v) => v.location?.[0] === 'request');
  const responseViolations = violations.filter((v) => v.location?.[0] === 'response');
  const answer = chain.backendAnswer(id);
  const status = answer?.status ?? response.status;
  const failures: Failure[] = responseViolations.map((v) => ({
    location: (v.location ?? []).join('.') || 'response',
    rule: ruleOf(v),
    message: v.message ?? '',
    ...withReceived(receivedAt(v.location ?? [], status, responseBody, response.headers)),
  }));
  if (truncated) failures.push({ location: 'response', rule: 'contract', message: 'More violations than Prism reports in one header; the first are listed.' });
  if (answer?.error) failures.push({ location: 'backend', rule: 'reachable', message: `The backend could not be reached: ${answer.error}` });
  if (answer?.status === 501) {
    failures.push({ location: 'response.status', rule: 'implemented', message: 'The backend answered 501 Not Implemented (Prism replaced it with a mock answer).', received: 'status 501' });
  }
  return {
    request: { kind: planned.kind, label: planned.label, method: operation.method.toUpperCase(), url: path, status, reachedBackend: answer?.status !== undefined, failures, journey: planned.journey, curl },
    requestViolations,
    responseViolations,
    responseBody,
    responseHeaders: response.headers,
  };
}

const withReceived = (received: string | undefined) => (received === undefined ? {} : { received });
const describeViolations = (violations: PrismViolation[]) => violations.map((v) => `${(v.location ?? []).join('.')} ${v.message ?? ''}`.trim()).join('; ');

/** The status a request without the CSRF token must get: the one the operation documents for it, else 401 (the contract's convention, decision 010). */
function refusalStatus(operation: Operation): number {
  return AUTH_STATUSES.find((status) => operation.responses.some((r) => r.status === String(status))) ?? 401;
}

/** Why no valid request of an operation got a 2xx, from what they got instead. */
function whyNotExercised(operation: Operation, valid: SentRequest[], skipped: number, seededNames: string[]): string {
  if (valid.length === 0) return skipped > 0 ? 'Prism found every valid request the check built invalid (see the skipped lines)' : 'no valid request was sent';
  const reached = valid.filter((r) => r.reachedBackend);
  if (reached.length === 0) return 'no request reached the backend (see the BROKEN lines)';
  const statuses = reached.map((r) => r.status);
  const counts = [...new Set(statuses)].map((status) => `${status} x${statuses.filter((s) => s === status).length}`).join(', ');
  const identifiers = operation.parameters.filter((p) => p.in === 'path' && !Array.isArray(p.schema.enum)).map((p) => p.name);
  if (statuses.every((s) => s >= 500)) return `the backend answered a server error to every valid request (${counts})`;
  if (statuses.every((s) => AUTH_STATUSES.includes(s))) return `the backend refused every valid request as unauthenticated (${counts}): pass a real token with --header`;
  if (statuses.every((s) => s === 404 || s === 405)) {
    const unseeded = identifiers.filter((name) => !seededNames.includes(name));
    const hint = unseeded.length > 0 ? `; give an identifier your backend knows with ${unseeded.map((name) => `--param ${name}=VALUE`).join(' ')}` : '';
    return `every valid request got ${counts}: no route for ${operation.method.toUpperCase()} ${operation.path}, or the identifiers sent were not found${hint}`;
  }
  if (statuses.every((s) => s >= 400 && s < 500)) return `the backend refused every valid request (${counts}); the BROKEN or request lines show what was sent`;
  return `no valid request got a 2xx (${counts})`;
}

// ---------------------------------------------------------------------------------------------

interface RunContext { chain: ValidationChain; contract: Contract; options: CheckOptions; sources: IdentifierSources; pathNames: Set<string> }

async function checkOperation(operation: Operation, context: RunContext): Promise<OperationReport> {
  const { chain, contract, options, sources, pathNames } = context;
  const report: OperationReport = { operationId: operation.id, method: operation.method.toUpperCase(), path: operation.path, exercised: false, tags: operation.tags, requests: [], skipped: [] };
  const seed = options.seed + contract.operations.indexOf(operation);
  const sendOptions: SendOptions = { extraHeaders: options.headers, backend: options.backend };
  const valid: SentRequest[] = [];

  const sendValid = async (planned: PlannedRequest) => {
    const outcome = await send(chain, operation, planned, sendOptions);
    if (outcome.requestViolations.length > 0) {
      // Prism rejected the check's own request: a contract example that breaks its schema, or a value the generator cannot model.
      report.skipped.push(`${planned.label}: Prism found the request invalid (${describeViolations(outcome.requestViolations)})`);
      return;
    }
    const { request } = outcome;
    if (request.reachedBackend && request.status >= 500) {
      request.failures.push({ location: 'response.status', rule: 'not-a-server-error', message: `A valid request got ${request.status}: a server error is never an answer to a valid request, documented or not.`, received: `status ${request.status}` });
    }
    report.requests.push(request);
    valid.push(request);
    if (request.reachedBackend && isSuccess(request.status)) {
      report.exercised = true;
      harvest(outcome.responseBody, operation, sources.harvested);
      const sentBody = planned.body?.value;
      followLinks(contract, { operation, request: { path: planned.path, query: planned.query, headers: planned.headers, body: sentBody }, response: { status: request.status, headers: outcome.responseHeaders, body: outcome.responseBody } }, sources.linked);
    }
  };

  const sendInvalid = async (planned: PlannedRequest, label: string, kind: RequestKind) => {
    const outcome = await send(chain, operation, { ...planned, kind, label }, sendOptions);
    if (outcome.requestViolations.length === 0) {
      report.skipped.push(`${label}: Prism found this request valid, so it says nothing about the backend`);
      return;
    }
    const { status } = outcome.request;
    const received = `status ${status}`;
    if (status >= 500) outcome.request.failures.push({ location: 'response.status', rule: 'no-5xx-on-invalid-request', message: `An invalid request (${label}) got ${status}; it must get a 4xx.`, received });
    else if (status < 400) outcome.request.failures.push({ location: 'response.status', rule: 'reject-invalid-request', message: `An invalid request (${label}) got ${status}; it must get a 4xx.`, received });
    report.requests.push(outcome.request);
  };

  const examples = exampleRequests(operation, sources, pathNames);
  for (const planned of examples) await sendValid(planned);
  const base = examples[0]!;

  if (options.runs > 0) {
    const generated = fc.sample(validRequestArbitrary(operation, base), { numRuns: options.runs, seed });
    for (const planned of generated) await sendValid(planned);
  }

  const negatives = negativeRequests(operation, base);
  for (const { planned, mutation } of negatives) await sendInvalid(planned, `${mutation.rule} broken at ${mutation.in}.${mutation.at || '(whole body)'}`, 'negative');
  if (negatives.length === 0) report.skipped.push('negative requests: nothing in this operation can be made invalid (no required or constrained input)');

  for (const header of operation.securityHeaders) {
    const expected = refusalStatus(operation);
    const label = `request without the ${header} header`;
    const outcome = await send(chain, operation, { ...base, kind: 'negative', label }, { ...sendOptions, withoutHeaders: [header] });
    const { request } = outcome;
    // The refusal status is the contract's convention for every operation, so Prism's "status not listed here" does not count.
    request.failures = request.failures.filter((f) => !(request.status === expected && f.rule === 'status-documented'));
    // A route the backend does not have answers 404 before any token check: that is reported once, as never exercised.
    const missingRoute = request.status === 404 && !report.exercised;
    if (request.reachedBackend && request.status !== expected && !missingRoute) {
      const why = isSuccess(request.status) ? 'the backend did not check the CSRF token' : `the contract documents ${expected}`;
      request.failures.push({ location: 'response.status', rule: 'csrf-required', message: `A request without ${header} got ${request.status}; it must be refused with ${expected} (${why}).`, received: `status ${request.status}` });
    }
    report.requests.push(request);
  }

  if (options.runs > 0) {
    const mutations: Located[] = [...parameterMutations(operation), ...(base.body ? mutationsOf(base.body.media.schema).map((m) => ({ ...m, in: 'body' as const })) : [])];
    if (mutations.length > 0) {
      const picks = fc.sample(fc.tuple(fc.constantFrom(...mutations), validRequestArbitrary(operation, base)), { numRuns: options.runs, seed: seed + 1 });
      for (const [mutation, generatedValid] of picks) {
        const planned = applyMutation(generatedValid, mutation) ?? applyMutation(base, mutation);
        if (planned) await sendInvalid(planned, `${mutation.rule} broken at ${mutation.in}.${mutation.at || '(whole body)'}`, 'generated-invalid');
      }
    }
  }
  if (!report.exercised) report.notExercisedBecause = whyNotExercised(operation, valid, report.skipped.length, Object.keys(options.params ?? {}));
  return report;
}

/** The operations a run covers: --operation, --tag and --exclude-operation applied. */
export function selectOperations(contract: Contract, options: Pick<CheckOptions, 'only' | 'tags' | 'exclude'>): Operation[] {
  const ids = [...options.only, ...(options.exclude ?? [])];
  const unknown = ids.filter((id) => !contract.operations.some((op) => op.id === id));
  if (unknown.length > 0) throw new Error(`No operation with id ${unknown.join(', ')} in the contract`);
  const tags = options.tags ?? [];
  const knownTags = new Set(contract.operations.flatMap((op) => op.tags));
  const unknownTags = tags.filter((tag) => !knownTags.has(tag));
  if (unknownTags.length > 0) throw new Error(`No operation has the tag ${unknownTags.join(', ')} (tags: ${[...knownTags].join(', ')})`);
  return contract.operations.filter(
    (op) => (options.only.length === 0 || options.only.includes(op.id)) && (tags.length === 0 || op.tags.some((tag) => tags.includes(tag))) && !(options.exclude ?? []).includes(op.id),
  );
}

/** When most answers to requests that carried the token were 401, 403 or 419, the check says why, once. */
function authenticationHint(operations: OperationReport[], contract: Contract): string | undefined {
  const answered = operations.flatMap((op) => op.requests.filter((r) => r.reachedBackend && !r.label.startsWith('request without the ')));
  const refused = answered.filter((r) => AUTH_STATUSES.includes(r.status));
  if (answered.length === 0 || refused.length * 2 <= answered.length) return undefined;
  const header = contract.operations.flatMap((op) => op.securityHeaders)[0] ?? 'Authorization';
  return (
    `${refused.length} of ${answered.length} answers were 401, 403 or 419: authentication, not the contract, is the likely cause. ` +
    `Pass a real token with --header "${header}: <token>" (and a session with --header "Cookie: <name>=<value>" if your backend needs one).`
  );
}

export async function runContractCheck(options: CheckOptions): Promise<ContractReport> {
  const startedAt = new Date();
  const contract = readContract(options.spec);
  const selected = selectOperations(contract, options);
  const warnings = new Set(linkProblems(contract));
  const params = options.params ?? {};
  const knownNames = new Set(contract.operations.flatMap((op) => [...op.parameters.map((p) => p.name), ...(op.requestBody?.contents.flatMap((c) => Object.keys(bodyProperties(c))) ?? [])]));
  for (const name of Object.keys(params)) if (!knownNames.has(name)) warnings.add(`--param ${name}: no operation has a parameter or body field called ${name}; ignored.`);
  const chain = await startValidationChain({ spec: options.spec, backend: options.backend, ...(options.prismPort ? { port: options.prismPort } : {}) });
  const sources: IdentifierSources = { params, linked: new Map(), harvested: new Map(), warnings };
  const context: RunContext = { chain, contract, options, sources, pathNames: identifierNames(contract) };
  const reports = new Map<Operation, OperationReport>();
  try {
    for (const operation of journeyOrder(contract)) {
      if (selected.includes(operation)) reports.set(operation, await checkOperation(operation, context));
    }
  } finally {
    await chain.close();
  }
  // Report in the contract's order, so the report reads like openapi.yaml.
  const operations = contract.operations.flatMap((op) => reports.get(op) ?? []);
  const broken = operations.flatMap((op) => op.requests.filter((r) => r.failures.length > 0));
  const unexercised = operations.filter((op) => !op.exercised).map((op) => op.operationId);
  const authHint = authenticationHint(operations, contract);
  return {
    spec: options.spec,
    contract: { title: contract.title, version: contract.version },
    backend: options.backend,
    seed: options.seed,
    runs: options.runs,
    startedAt: startedAt.toISOString(),
    durationMs: Date.now() - startedAt.getTime(),
    passed: broken.length === 0 && unexercised.length === 0,
    warnings: [...warnings],
    ...(authHint ? { authHint } : {}),
    summary: {
      operations: operations.length,
      exercised: operations.length - unexercised.length,
      requests: operations.reduce((n, op) => n + op.requests.length, 0),
      brokenResponses: broken.length,
      operationsWithBrokenResponses: operations.filter((op) => op.requests.some((r) => r.failures.length > 0)).length,
    },
    unexercised,
    operations,
  };
}
