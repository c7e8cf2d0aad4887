// The contract check: for every operation in openapi.yaml, send the documented examples (with
// identifiers from links, --param or earlier answers), fast-check-generated valid requests, valid
// variants that take every enum value and postcode shape, a negative request for every required
// field, header, enum, format, pattern, range and length, requests without and with a wrong CSRF
// token, Idempotency-Key replays and the stateful checks, all through Prism's validating proxy, and
// collect what broke the contract, each failure under the named check it belongs to (checks.ts).
import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { checkOfRule, selectChecks, type CheckName } from './checks.ts';
import { curlCommand } from './curl.ts';
import { followLinks, linkProblems, linkSources, type LinkedValues } from './links.ts';
import { arbitraryOf, branchesOf, conforms, firstViolation, flatten, mutationsOf, sampleOf, scalarMutations, variantSlots, type Mutation, type Slot } from './schema-values.ts';
import { isSuccess, readContract, statusMatches, type Contract, type HttpMethod, type JsonSchema, type MediaContent, type Operation, type Parameter } from './spec.ts';
import { REQUEST_ID_HEADER, startValidationChain, type ValidationChain } from './proxy.ts';

/**
 * `example`: documented examples; `generated-valid`: fast-check picks; `variant`: the deterministic
 * valid requests that vary enums and postcodes; `negative`: the deterministic invalid requests;
 * `generated-invalid`: fast-check-picked invalid ones; `auth`: without or with a wrong CSRF token;
 * `idempotency`: Idempotency-Key replays; `stateful`: reads after a create or a delete; `method`: an
 * undocumented method, sent straight to the backend.
 */
export type RequestKind = 'example' | 'generated-valid' | 'variant' | 'negative' | 'generated-invalid' | 'auth' | 'idempotency' | 'stateful' | 'method';

/** Statuses that say the request was refused for its credentials (419 is Laravel's expired CSRF token). */
export const AUTH_STATUSES = [401, 403, 419];
/** The refusal the contract documents for an Idempotency-Key reused with another request (decision 700). */
export const IDEMPOTENCY_REUSE_STATUS = 422;
/** A CSRF token no session ever had. */
export const WRONG_CSRF_TOKEN = 'contract-check-wrong-token';

export interface Failure {
  /** The named check this failure belongs to. */
  check: CheckName;
  /** Where it broke, e.g. "response.body.order.total" or "response.status". */
  location: string;
  /** The rule, e.g. "type", "required", "status-documented", "no-5xx-on-invalid-request". */
  rule: string;
  message: string;
  /** What the backend sent at that location, cut short (JSON). */
  received?: string;
}

export interface SentRequest {
  /** The id the check gave the request (header x-contract-check-request, never in the curl line). */
  id: string;
  kind: RequestKind;
  /** What this request is: the example's name, or the generated change for an invalid one. */
  label: string;
  method: string;
  url: string;
  /** The status the check received (Prism's when the backend was not reached). */
  status: number;
  reachedBackend: boolean;
  /** The backend's time to answer, in milliseconds. */
  ms?: number;
  failures: Failure[];
  /** Identifiers taken from earlier answers: "path.quote <- quote.quote_id from getBoilerResults". */
  journey: string[];
  /** The backend's answer body, cut short, when it refused a valid request (so the team sees why). */
  answer?: string;
  /** The same request straight to the backend, to reproduce it: the same bytes the check sent. */
  curl: string;
}

export interface OperationReport {
  operationId: string;
  method: string;
  path: string;
  /** At least one valid request got a 2xx from the backend itself. */
  exercised: boolean;
  /** Not exercised because the backend lacks it: 501, or 404 to every request whatever it carried. */
  notImplemented: boolean;
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
  /** The checks this run made. */
  checks: CheckName[];
  maxResponseTimeMs?: number;
  startedAt: string;
  /** Things the team should know before reading the results (wrong-typed identifiers, bad --param values). */
  warnings: string[];
  /** Set when most answers were 401, 403 or 419: authentication, not the contract, is the likely cause. */
  authHint?: string;
  durationMs: number;
  passed: boolean;
  summary: { operations: number; exercised: number; notImplemented: number; requests: number; brokenResponses: number; operationsWithBrokenResponses: number };
  /** Operations never exercised, those not implemented among them. */
  unexercised: string[];
  notImplemented: string[];
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
  /** Values a team has seeded, by parameter (or body field) name: they win over links and earlier answers where they fit the schema. */
  params?: Record<string, string>;
  /** Only these checks (all when empty). */
  checks?: string[];
  /** Never these checks. */
  excludeChecks?: string[];
  /** The slowest answer allowed, in milliseconds (turns max_response_time on). */
  maxResponseTimeMs?: number;
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

/** One scalar of one answer; `answer` numbers the answers, so values that belong together are taken together. */
interface Harvested { value: unknown; from: Operation; answer: number }
type Harvest = Map<string, Harvested[]>;

const snake = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').replace(/-/g, '_').toLowerCase();
const singular = (name: string) => (name.endsWith('s') ? name.slice(0, -1) : name);

/** The answer keys that may carry the value of a parameter or body field called `name`. */
export function candidateKeys(name: string): string[] {
  const key = snake(name);
  const base = key.endsWith('_id') ? key.slice(0, -3) : key;
  return [...new Set([name, key, `${base}_id`, `${base}.id`, `${base}.${base}_id`, `${base}.${key}`])];
}

/** Every scalar in an answer, under its own key and "parent.key" (array parents singular; an empty list gives nothing). */
function harvest(body: unknown, from: Operation, answer: number, into: Harvest, parent = '', depth = 0): void {
  if (depth > 5 || typeof body !== 'object' || body === null) return;
  const entries: [string, unknown][] = Array.isArray(body) ? body.slice(0, 1).map((item) => [parent, item]) : Object.entries(body);
  for (const [key, value] of entries) {
    if (Array.isArray(body)) {
      harvest(value, from, answer, into, singular(parent), depth + 1);
      continue;
    }
    if (typeof value === 'string' || typeof value === 'number') {
      for (const name of parent ? [key, `${parent}.${key}`] : [key]) into.set(name, [...(into.get(name) ?? []), { value, from, answer }]);
    } else {
      harvest(value, from, answer, into, key, depth + 1);
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
/** An identifier names one thing the backend holds; a value from a list (a product type) is none. */
const isIdentifier = (name: string, schema: JsonSchema, pathNames: Set<string>) => !Array.isArray(flatten(schema).enum) && (pathNames.has(name) || /(_id|Id)$/.test(name));

const bodyProperties = (media: MediaContent) => (flatten(media.schema).properties ?? {}) as Record<string, JsonSchema>;
/** Body fields of every branch (a oneOf body's fields are its branches' fields). */
const branchProperties = (media: MediaContent) => Object.assign({}, ...branchesOf(media.schema).map((branch) => (branch.properties ?? {}) as Record<string, JsonSchema>)) as Record<string, JsonSchema>;

function neededKeys(operation: Operation, pathNames: Set<string>): string[] {
  const names = operation.parameters.filter((p) => (p.in === 'path' || p.in === 'query') && isIdentifier(p.name, p.schema, pathNames)).map((p) => p.name);
  for (const content of operation.requestBody?.contents ?? []) {
    names.push(...Object.entries(bodyProperties(content)).filter(([name, schema]) => isIdentifier(name, schema, pathNames)).map(([name]) => name));
  }
  return names.flatMap(candidateKeys);
}

/**
 * Journey order: an operation runs after the operations its links come from (the contract says so),
 * and where it can, after those whose answers provide the identifiers it needs by name; deletions
 * run last so nothing needed is gone.
 */
export function journeyOrder(contract: Contract): Operation[] {
  const pathNames = identifierNames(contract);
  const provides = new Map(contract.operations.map((op) => [op, providedKeys(op)]));
  const needs = new Map(contract.operations.map((op) => [op, neededKeys(op, pathNames)]));
  const linkedFrom = new Map(contract.operations.map((op) => [op, linkSources(contract, op).filter((source) => source !== op && source.method !== 'delete')]));
  const ordered: Operation[] = [];
  const pending = contract.operations.filter((op) => op.method !== 'delete');
  const linksDone = (op: Operation) => linkedFrom.get(op)!.every((source) => !pending.includes(source) || source === op);
  const namesDone = (op: Operation) => pending.every((other) => other === op || !needs.get(op)!.some((key) => provides.get(other)!.has(key)));
  while (pending.length > 0) {
    // Names can form cycles (a quote answer needs and gives quote_id); links never wait on them.
    const ready = pending.find((op) => linksDone(op) && namesDone(op)) ?? pending.find(linksDone) ?? pending[0]!;
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
  /** --param names that fitted at least one parameter or field. */
  paramsUsed: Set<string>;
  linked: LinkedValues;
  harvested: Harvest;
  /** Answers harvested so far. */
  answers: number;
  warnings: Set<string>;
}

/** Journey values are read as the schema wants them (a number in a path is text). */
const asSchemaType = (schema: JsonSchema, value: unknown) => (schema.type === 'integer' || schema.type === 'number' ? value : String(value));

/** The harvested value for a name that fits its schema, preferring one answer for the whole request, then its own JSON type, then answers from related paths. */
function journeyValue(name: string, schema: JsonSchema, operation: Operation, harvested: Harvest, preferred: number | undefined): { value: unknown; note: string; typeFits: boolean } | undefined {
  const segments = pathSegments(operation.path);
  let best: { value: unknown; note: string; score: number; typeFits: boolean } | undefined;
  for (const key of candidateKeys(name)) {
    for (const [index, found] of (harvested.get(key) ?? []).entries()) {
      const value = asSchemaType(schema, found.value);
      if (!conforms(schema, value)) continue;
      const fits = typeFits(schema, found.value);
      const shared = [...pathSegments(found.from.path)].filter((segment) => segments.has(segment)).length;
      // The request's answer first, own type next, related paths next, then the latest answer.
      const score = (found.answer === preferred ? 100_000_000 : 0) + (fits ? 1_000_000 : 0) + shared * 10_000 + index;
      if (!best || score >= best.score) best = { value, note: `${name} <- ${key} from ${found.from.id}`, score, typeFits: fits };
    }
  }
  return best;
}

/**
 * The one answer a request's journey identifiers should come from: the latest that provides the
 * most of them (a quote reference and a product it offered come from the same results answer).
 */
function preferredAnswer(wanted: { name: string; schema: JsonSchema }[], harvested: Harvest): number | undefined {
  const provided = new Map<number, Set<string>>();
  for (const { name, schema } of wanted) {
    for (const key of candidateKeys(name)) {
      for (const found of harvested.get(key) ?? []) {
        if (conforms(schema, asSchemaType(schema, found.value))) provided.set(found.answer, (provided.get(found.answer) ?? new Set()).add(name));
      }
    }
  }
  let best: number | undefined;
  for (const [answer, names] of provided) if (best === undefined || names.size > provided.get(best)!.size || (names.size === provided.get(best)!.size && answer > best)) best = answer;
  return best;
}

/** A --param value read as its schema's type (a number where the schema wants one). */
function seededValue(schema: JsonSchema, raw: string): unknown {
  const wantsNumber = schema.type === 'integer' || schema.type === 'number';
  return wantsNumber && raw.trim() !== '' && !Number.isNaN(Number(raw)) ? Number(raw) : raw;
}

/** The --param value for a parameter or field, only where it fits that one's schema (a `type` of another list is another thing). */
function seeded(name: string, schema: JsonSchema, sources: IdentifierSources): unknown {
  const raw = sources.params[name];
  if (raw === undefined) return undefined;
  const value = seededValue(schema, raw);
  if (!conforms(schema, value)) return undefined;
  sources.paramsUsed.add(name);
  return value;
}

/** The value an identifier takes and the note that says where it came from; warns where the value looks wrong. */
function identifierValue(name: string, where: string, schema: JsonSchema, operation: Operation, sources: IdentifierSources, preferred: number | undefined): { value: unknown; note: string } | undefined {
  const given = seeded(name, schema, sources);
  if (given !== undefined) return { value: given, note: `${name} <- --param ${name}` };
  const linked = sources.linked.get(operation.id)?.get(`${where}.${name}`);
  if (linked) {
    if (conforms(schema, linked.value)) return linked;
    sources.warnings.add(`${linked.note} gave ${JSON.stringify(linked.value)}, which does not fit ${where}.${name} of ${operation.id} (${describeSchema(schema)}); not used.`);
  }
  const found = journeyValue(name, schema, operation, sources.harvested, preferred);
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
const isIdempotencyKey = (parameter: Parameter) => parameter.in === 'header' && /idempotency/i.test(parameter.name);
const isFreshEveryTime = (parameter: Parameter) => isIdempotencyKey(parameter) || (parameter.in === 'header' && parameter.schema.format === 'uuid');

/** Path, query and body identifiers a request fills from the journey (for the one-answer rule). */
function journeyNames(operation: Operation, body: PlannedRequest['body'], sources: IdentifierSources, pathNames: Set<string>) {
  const wanted: { name: string; schema: JsonSchema }[] = [];
  const fixed = (name: string, where: string, schema: JsonSchema) => seeded(name, schema, sources) !== undefined || sources.linked.get(operation.id)?.has(`${where}.${name}`);
  for (const p of operation.parameters) if ((p.in === 'path' || p.in === 'query') && isIdentifier(p.name, p.schema, pathNames) && !fixed(p.name, p.in, p.schema)) wanted.push(p);
  if (body && typeof body.value === 'object' && body.value !== null) {
    for (const [name, schema] of Object.entries(branchProperties(body.media))) {
      if (name in (body.value as object) && isIdentifier(name, schema, pathNames) && !fixed(name, 'body', schema)) wanted.push({ name, schema });
    }
  }
  return wanted;
}

function baseParameters(operation: Operation, sources: IdentifierSources, journey: string[], preferred: number | undefined) {
  const values: Record<'path' | 'query' | 'header', Record<string, unknown>> = { path: {}, query: {}, header: {} };
  for (const parameter of operation.parameters) {
    if (parameter.in === 'cookie' || (!parameter.required && parameter.in !== 'query')) continue;
    const given = seeded(parameter.name, parameter.schema, sources) !== undefined || sources.linked.get(operation.id)?.has(`${parameter.in}.${parameter.name}`);
    if (!parameter.required && parameter.examples.length === 0 && !given) continue;
    const fromJourney = parameter.in !== 'header' ? identifierValue(parameter.name, parameter.in, parameter.schema, operation, sources, preferred) : undefined;
    if (fromJourney) journey.push(`${parameter.in}.${fromJourney.note}`);
    values[parameter.in][parameter.name] = fromJourney ? fromJourney.value : exampleOf(parameter);
  }
  return values;
}

function withJourneyIdentifiers(body: unknown, media: MediaContent, operation: Operation, sources: IdentifierSources, pathNames: Set<string>, journey: string[], preferred: number | undefined): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const props = branchProperties(media);
  const result: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const [name, schema] of Object.entries(props)) {
    if (!(name in result) || !(isIdentifier(name, schema, pathNames) || name in sources.params)) continue;
    const found = identifierValue(name, 'body', schema, operation, sources, preferred);
    if (found) {
      result[name] = found.value;
      journey.push(`body.${found.note}`);
    }
  }
  return result;
}

/**
 * A body that names its kind (a oneOf's discriminator, e.g. `quoteType`) goes to the path of that
 * kind: a boiler body to /quote/results/boiler, never to /quote/results/aircon.
 */
function alignedPath(operation: Operation, path: Record<string, unknown>, body: PlannedRequest['body']): Record<string, unknown> {
  const discriminator = body && (body.media.schema.discriminator as { propertyName?: string } | undefined)?.propertyName;
  const kind = discriminator && typeof body.value === 'object' && body.value !== null ? (body.value as Record<string, unknown>)[discriminator] : undefined;
  if (typeof kind !== 'string') return path;
  const parameter = operation.parameters.find((p) => p.in === 'path' && Array.isArray(flatten(p.schema).enum) && (flatten(p.schema).enum as unknown[]).includes(kind));
  return parameter ? { ...path, [parameter.name]: kind } : path;
}

function exampleRequests(operation: Operation, sources: IdentifierSources, pathNames: Set<string>): PlannedRequest[] {
  const contents = operation.requestBody?.contents ?? [];
  const plan = (label: string, body?: PlannedRequest['body']): PlannedRequest => {
    const journey: string[] = [];
    const preferred = preferredAnswer(journeyNames(operation, body, sources, pathNames), sources.harvested);
    const params = baseParameters(operation, sources, journey, preferred);
    const finalBody = body && { media: body.media, value: withJourneyIdentifiers(body.value, body.media, operation, sources, pathNames, journey, preferred) };
    return { kind: 'example', label, path: alignedPath(operation, params.path, finalBody), query: params.query, headers: params.header, ...(finalBody ? { body: finalBody } : {}), journey };
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
  }).map(({ path, query, body: generatedBody }) => {
    const finalBody = media ? { media, value: withIdentifiersFrom(base, generatedBody) } : undefined;
    return { ...base, kind: 'generated-valid' as const, label: 'generated', path: alignedPath(operation, path, finalBody), query, ...(finalBody ? { body: finalBody } : {}) };
  });
}

/** Keeps the journey's identifiers (which the base body already carries) in another body. */
function withIdentifiersFrom(base: PlannedRequest, other: unknown): unknown {
  const baseBody = base.body?.value;
  if (typeof other !== 'object' || other === null || typeof baseBody !== 'object' || baseBody === null) return other;
  const carried = new Set(base.journey.filter((note) => note.startsWith('body.')).map((note) => note.slice('body.'.length).split(' ')[0]!));
  const result = { ...(other as Record<string, unknown>) };
  for (const [key, value] of Object.entries(baseBody)) if ((carried.has(key) || /(_id|Id)$/.test(key)) && key in result) result[key] = value;
  return result;
}

/** One valid body per branch of a oneOf body (the base itself for its own branch), identifiers kept, each with its name. */
function bodyBranches(operation: Operation, base: PlannedRequest): { name: string; schema: JsonSchema; request: PlannedRequest }[] {
  if (!base.body) return [];
  const { media } = base.body;
  const branches = branchesOf(media.schema);
  const discriminator = (media.schema.discriminator as { propertyName?: string } | undefined)?.propertyName;
  return branches.flatMap((schema, index) => {
    const candidates = [base.body!.value, ...media.examples.map((e) => e.value), sampleOf(schema)].map((value) => withIdentifiersFrom(base, value));
    const value = candidates.find((candidate) => conforms(schema, candidate) && conforms(media.schema, candidate));
    if (value === undefined) return [];
    const kind = discriminator && typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[discriminator] : undefined;
    const name = branches.length === 1 ? '' : kind !== undefined ? `${discriminator}=${String(kind)}` : `branch ${index + 1}`;
    const body = { media, value };
    return [{ name, schema, request: { ...base, path: alignedPath(operation, base.path, body), body } }];
  });
}

const setAt = (value: unknown, at: string[], replacement: unknown): unknown => {
  if (at.length === 0) return replacement;
  const record = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  return { ...record, [at[0]!]: setAt(record[at[0]!], at.slice(1), replacement) };
};
const getAt = (value: unknown, at: string[]): unknown => at.reduce<unknown>((node, key) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined), value);

/**
 * Valid requests that vary what is not an identifier, the same on every run: every oneOf branch,
 * every value of every enum (in the body and the query) and every postcode shape, so a server error
 * on one valid value is found at the defaults. Variant i takes value i of each enum at once, so an
 * operation needs as many variants as its longest enum, not one per value.
 */
function variantRequests(operation: Operation, base: PlannedRequest, pathNames: Set<string>): PlannedRequest[] {
  const discriminator = base.body && (base.body.media.schema.discriminator as { propertyName?: string } | undefined)?.propertyName;
  const querySlots: (Slot & { parameter: Parameter })[] = operation.parameters
    .filter((p) => p.in === 'query' && p.name in base.query && !isIdentifier(p.name, p.schema, pathNames))
    .flatMap((p) => variantSlots(p.schema, p.name).map((slot) => ({ ...slot, parameter: p })));
  const branches = base.body ? bodyBranches(operation, base) : [{ name: '', schema: {}, request: base }];
  const variants: PlannedRequest[] = [];
  let postcodeTurn = 0;
  const seen = new Set([JSON.stringify([base.path, base.query, base.body?.value])]);
  branches.forEach(({ name, schema, request }, branchIndex) => {
    const bodySlots = base.body ? variantSlots(schema).filter((slot) => slot.at.length > 0 && !isIdentifier(slot.at.at(-1)!, {}, pathNames) && slot.at.join('.') !== discriminator) : [];
    const slots: { slot: Slot; parameter?: Parameter }[] = [...bodySlots.map((slot) => ({ slot })), ...querySlots.map(({ parameter, ...slot }) => ({ slot, parameter }))];
    const postcodes = Math.max(0, ...slots.filter((s) => s.slot.kind === 'postcode').map((s) => s.slot.values.length));
    let count = Math.max(1, ...slots.filter((s) => s.slot.kind === 'enum').map((s) => s.slot.values.length));
    // The last branch with a postcode takes what the others left of the postcode shapes.
    const laterPostcodes = branches.slice(branchIndex + 1).some((b) => variantSlots(b.schema).some((s) => s.kind === 'postcode'));
    if (postcodes > 0 && !laterPostcodes) count = Math.max(count, postcodes - postcodeTurn);
    for (let i = 0; i < count; i++) {
      let body = request.body?.value;
      const query = { ...request.query };
      const changes: string[] = [];
      const turn = postcodeTurn;
      for (const { slot, parameter } of slots) {
        const value = slot.values[(slot.kind === 'postcode' ? turn : i) % slot.values.length];
        if (parameter) {
          if (conforms(parameter.schema, value) && query[parameter.name] !== value) {
            query[parameter.name] = value;
            changes.push(`${parameter.name}=${String(value)}`);
          }
        } else if (getAt(body, slot.at) !== value) {
          const changed = setAt(body, slot.at, value);
          // A value another field rules out (an if/then, a dependent field) is left as it was.
          if (conforms(base.body!.media.schema, changed)) {
            body = changed;
            changes.push(`${slot.at.join('.')}=${String(value)}`);
          }
        }
      }
      if (slots.some((s) => s.slot.kind === 'postcode')) postcodeTurn++;
      const planned: PlannedRequest = { ...request, kind: 'variant', label: `variant${name ? ` ${name}` : ''}${changes.length > 0 ? `: ${changes.join(', ')}` : ''}`, query, ...(request.body ? { body: { media: request.body.media, value: body } } : {}) };
      const key = JSON.stringify([planned.path, planned.query, planned.body?.value]);
      if (seen.has(key)) continue;
      seen.add(key);
      variants.push(planned);
    }
  });
  return variants;
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

/** A form body (multipart, urlencoded) as the server reads it: every field is text, numbers and booleans parsed where the schema wants them. */
function formAsReceived(media: MediaContent, value: unknown): unknown {
  if (!/^(multipart\/|application\/x-www-form-urlencoded)/.test(media.mediaType) || typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const props = bodyProperties(media);
  return Object.fromEntries(Object.entries(value).map(([name, field]) => [name, asReceived(props[name] ?? {}, serialise(field))]));
}

function applyMutation(request: PlannedRequest, mutation: Located): PlannedRequest | undefined {
  if (mutation.in === 'body') {
    if (!request.body) return undefined;
    const value = mutation.apply(request.body.value);
    // Only a request that really breaks the schema, as the server reads it, is an invalid request.
    if (conforms(request.body.media.schema, formAsReceived(request.body.media, value))) return undefined;
    return { ...request, body: { ...request.body, value } };
  }
  const location = mutation.in === 'header' ? 'headers' : mutation.in;
  const params = { ...request[location] };
  const value = mutation.apply(params[mutation.at]);
  if (value === undefined) delete params[mutation.at];
  else params[mutation.at] = value;
  return { ...request, [location]: params };
}

const mutationLabel = (mutation: Located, branch = '') => `${mutation.rule} broken at ${mutation.in}.${mutation.at || '(whole body)'}${branch ? ` (${branch})` : ''}`;

/**
 * The negative coverage of one operation, the same on every run whatever the seed: every parameter
 * and header mutation, and in the body every required field, enum, format, pattern, range and
 * length, in every oneOf branch (applied to a valid body of that branch) and every allOf part. A
 * wrong JSON type is tried once per branch (any typed field shows whether types are checked).
 */
function negativeRequests(operation: Operation, base: PlannedRequest): { planned: PlannedRequest; label: string }[] {
  const negatives: { planned: PlannedRequest; label: string }[] = [];
  const seen = new Set<string>();
  const add = (planned: PlannedRequest | undefined, label: string) => {
    if (!planned || seen.has(label)) return;
    seen.add(label);
    negatives.push({ planned: { ...planned, kind: 'negative', label }, label });
  };
  for (const mutation of parameterMutations(operation)) add(applyMutation(base, mutation), mutationLabel(mutation));
  for (const { name, schema, request } of bodyBranches(operation, base)) {
    let typed = false;
    for (const inner of mutationsOf(schema)) {
      if (inner.rule === 'type' && typed) continue;
      const mutation: Located = { ...inner, in: 'body' };
      const planned = applyMutation(request, mutation);
      if (!planned) continue;
      if (inner.rule === 'type') typed = true;
      add(planned, mutationLabel(mutation, name));
    }
  }
  return negatives;
}

// ---------------------------------------------------------------------------------------------
// Sending.

const serialise = (value: unknown) => (typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value));
const encoder = new TextEncoder();

/** The body's bytes and content type, built once: the same bytes go to the backend and into the curl line. */
function encodeBody(body: NonNullable<PlannedRequest['body']>, id: string): { payload: Uint8Array<ArrayBuffer>; contentType: string } | undefined {
  const { mediaType } = body.media;
  const value = body.value;
  if (mediaType.startsWith('multipart/')) {
    const boundary = `contract-check-${id}`;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      return { payload: encoder.encode(serialise(value)), contentType: `${mediaType}; boundary=${boundary}` };
    }
    const props = (body.media.schema.properties ?? {}) as Record<string, JsonSchema>;
    let text = '';
    for (const [name, field] of Object.entries(value as Record<string, unknown>)) {
      const schema = props[name] ?? {};
      const isFile = schema.format === 'binary' || schema.contentMediaType !== undefined;
      text += `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${isFile ? `; filename="${name}.txt"\r\nContent-Type: text/plain` : ''}\r\n\r\n${serialise(field)}\r\n`;
    }
    return { payload: encoder.encode(`${text}--${boundary}--\r\n`), contentType: `${mediaType}; boundary=${boundary}` };
  }
  if (mediaType === 'application/x-www-form-urlencoded') {
    const form = new URLSearchParams();
    for (const [name, field] of Object.entries((value ?? {}) as Record<string, unknown>)) form.append(name, serialise(field));
    return { payload: encoder.encode(form.toString()), contentType: mediaType };
  }
  const json = JSON.stringify(value) as string | undefined;
  return json === undefined ? undefined : { payload: encoder.encode(json), contentType: mediaType };
}

function buildPath(operation: Operation, request: PlannedRequest): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => encodeURIComponent(serialise(request.path[name] ?? '')));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(request.query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, serialise(item));
  }
  const query = search.toString();
  return `${path}${query ? `?${query}` : ''}`;
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

interface Outcome { request: SentRequest; requestViolations: PrismViolation[]; responseViolations: PrismViolation[]; responseBody: unknown; responseHeaders: Headers; idempotencyKey?: string }

const RECEIVED_LIMIT = 120;
const ANSWER_LIMIT = 300;
const shorten = (value: unknown, limit = RECEIVED_LIMIT) => {
  const text = value === undefined ? 'undefined (absent)' : typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > limit ? `${text.slice(0, limit - 1)}…` : text;
};
/** The value at a Prism location ("response.body.order.total") in the answer, as short JSON. */
function receivedAt(location: string[], status: number, body: unknown, headers: Headers): string | undefined {
  if (location[0] !== 'response') return undefined;
  if (location[1] === 'body') {
    const value = location.slice(2).reduce<unknown>((node, key) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined), body);
    return value === undefined ? 'undefined (absent)' : shorten(JSON.stringify(value));
  }
  if (location[1] === 'headers' && location[2]) return shorten(headers.get(location[2]) ?? undefined);
  return `status ${status}`;
}

const failure = (rule: string, location: string, message: string, received?: string): Failure => ({ check: checkOfRule(rule), location, rule, message, ...(received === undefined ? {} : { received }) });

interface SendOptions {
  extraHeaders: Record<string, string>;
  backend: string;
  withoutHeaders?: string[];
  /** Header values that replace whatever the request carries (a wrong CSRF token). */
  overrideHeaders?: Record<string, string>;
  /** Send this Idempotency-Key rather than a fresh one (a replay). */
  idempotencyKey?: string;
  /**
   * Straight to the backend, not through Prism: an undocumented method (Prism would answer it
   * itself, `method`), and the fixed invalid requests, whose answers the check judges itself
   * against the documented response (`judge`), which is many times faster than the proxy.
   */
  direct?: { method?: string; judge?: boolean };
}

/** What Prism would say about an answer, judged here: status documented, content type documented, body matches its schema. */
function judgeAnswer(operation: Operation, status: number, contentType: string | null, body: unknown, text: string): PrismViolation[] {
  const response = operation.responses.find((r) => r.status === String(status)) ?? operation.responses.find((r) => statusMatches(r.status, status) && r.status !== 'default') ?? operation.responses.find((r) => r.status === 'default');
  if (!response) return [{ location: ['response'], code: 'status-documented', message: `Status ${status} is not documented for ${operation.id}` }];
  if (response.contents.length === 0 || !text) return [];
  const mediaType = (contentType ?? '').split(';')[0]!.trim();
  const content = response.contents.find((c) => c.mediaType === mediaType);
  if (!content) return [{ location: ['response', 'headers', 'content-type'], code: 'content-type-documented', message: `The media type ${mediaType || '(none)'} is not documented for ${status} (${response.contents.map((c) => c.mediaType).join(', ')})` }];
  const violation = firstViolation(content.schema, body);
  return violation ? [{ location: ['response', 'body', ...violation.at.split('.').filter(Boolean)], code: violation.keyword, message: violation.message }] : [];
}

async function send(chain: ValidationChain, operation: Operation, planned: PlannedRequest, options: SendOptions): Promise<Outcome> {
  const id = randomUUID();
  const method = options.direct?.method?.toUpperCase() ?? operation.method.toUpperCase();
  const path = buildPath(operation, planned);
  const headers = new Headers();
  const accepted = [...new Set(operation.responses.flatMap((r) => r.contents.map((c) => c.mediaType)))];
  headers.set('accept', accepted.length > 0 ? accepted.join(', ') : '*/*');
  const headerValues = { ...planned.headers };
  for (const name of operation.securityHeaders) headerValues[name] ??= 'contract-check';
  let idempotencyKey: string | undefined;
  for (const parameter of operation.parameters.filter(isFreshEveryTime)) {
    // A value a negative request broke on purpose stays broken.
    if (!(parameter.name in headerValues) || !conforms(parameter.schema, headerValues[parameter.name])) continue;
    headerValues[parameter.name] = isIdempotencyKey(parameter) && options.idempotencyKey ? options.idempotencyKey : randomUUID();
    if (isIdempotencyKey(parameter)) idempotencyKey = String(headerValues[parameter.name]);
  }
  for (const [name, value] of Object.entries(headerValues)) headers.set(name, serialise(value));
  for (const [name, value] of Object.entries(options.extraHeaders)) headers.set(name, value);
  for (const [name, value] of Object.entries(options.overrideHeaders ?? {})) headers.set(name, value);
  for (const name of options.withoutHeaders ?? []) headers.delete(name);
  const encoded = planned.body && encodeBody(planned.body, id);
  if (encoded) headers.set('content-type', encoded.contentType);
  const backendUrl = `${options.backend.replace(/\/$/, '')}${path}`;
  const curl = curlCommand({ method, url: backendUrl, headers, ...(encoded ? { body: encoded.payload } : {}) });
  headers.set(REQUEST_ID_HEADER, id);
  // A fresh connection per request: a kept-alive one the server closes as the next request goes
  // out fails that request for no fault of the backend (more often the busier the machine).
  headers.set('connection', 'close');
  const started = performance.now();
  let response: Response;
  try {
    response = await fetch(options.direct ? backendUrl : `${chain.url}${path}`, { method, headers, ...(encoded ? { body: encoded.payload } : {}), signal: AbortSignal.timeout(30_000) });
  } catch (error) {
    // A connection the backend dropped is this request's failure, not the end of the run.
    const cause = (error as { cause?: { message?: string } }).cause?.message ?? (error as Error).message;
    return {
      request: { id, kind: planned.kind, label: planned.label, method, url: path, status: 0, reachedBackend: false, failures: [failure('reachable', 'backend', `The request failed: ${cause}`)], journey: planned.journey, curl },
      requestViolations: [],
      responseViolations: [],
      responseBody: undefined,
      responseHeaders: new Headers(),
    };
  }
  const text = await response.text();
  let responseBody: unknown = text;
  try {
    responseBody = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: Prism already judged it against the documented media type
  }
  const elapsed = Math.round((performance.now() - started) * 10) / 10;
  const { violations, truncated } = options.direct
    ? { violations: options.direct.judge ? judgeAnswer(operation, response.status, response.headers.get('content-type'), responseBody, text) : [], truncated: false }
    : readViolations(response.headers.get('sl-violations'));
  const requestViolations = violations.filter((v) => v.location?.[0] === 'request');
  const responseViolations = violations.filter((v) => v.location?.[0] === 'response');
  const answer = options.direct ? { status: response.status, ms: elapsed } : chain.backendAnswer(id);
  const status = answer?.status ?? response.status;
  const failures: Failure[] = responseViolations.map((v) => failure(ruleOf(v), (v.location ?? []).join('.') || 'response', v.message ?? '', receivedAt(v.location ?? [], status, responseBody, response.headers)));
  if (truncated) failures.push(failure('contract', 'response', 'More violations than Prism reports in one header; the first are listed.'));
  if (answer?.error) failures.push(failure('reachable', 'backend', `The backend could not be reached: ${answer.error}`));
  const reachedBackend = answer?.status !== undefined;
  return {
    request: {
      id,
      kind: planned.kind,
      label: planned.label,
      method,
      url: path,
      status,
      reachedBackend,
      ...(answer?.ms !== undefined ? { ms: answer.ms } : {}),
      failures,
      journey: planned.journey,
      ...(reachedBackend && !isSuccess(status) && text ? { answer: shorten(text, ANSWER_LIMIT) } : {}),
      curl,
    },
    requestViolations,
    responseViolations,
    responseBody,
    responseHeaders: response.headers,
    ...(idempotencyKey ? { idempotencyKey } : {}),
  };
}

const describeViolations = (violations: PrismViolation[]) => violations.map((v) => `${(v.location ?? []).join('.')} ${v.message ?? ''}`.trim()).join('; ');

/** The status a request without the CSRF token must get: the one the operation documents for it, else 401 (the contract's convention, decision 010). */
function refusalStatus(operation: Operation): number {
  return AUTH_STATUSES.find((status) => operation.responses.some((r) => r.status === String(status))) ?? 401;
}

/** Why no valid request of an operation got a 2xx, from what they got instead. */
function whyNotExercised(operation: Operation, valid: SentRequest[], skipped: number, seededNames: string[], notImplemented: boolean): string {
  if (valid.length === 0) return skipped > 0 ? 'Prism found every valid request the check built invalid (see the skipped lines)' : 'no valid request was sent';
  const reached = valid.filter((r) => r.reachedBackend);
  if (reached.length === 0) return 'no request reached the backend (see the BROKEN lines)';
  const statuses = reached.map((r) => r.status);
  const counts = [...new Set(statuses)].map((status) => `${status} x${statuses.filter((s) => s === status).length}`).join(', ');
  const route = `${operation.method.toUpperCase()} ${operation.path}`;
  if (notImplemented) {
    return statuses.includes(501) ? `not implemented: the backend answered 501 (${counts})` : `not implemented: every request got 404 (${counts}), whatever it carried: no route for ${route}`;
  }
  const identifiers = operation.parameters.filter((p) => p.in === 'path' && !Array.isArray(p.schema.enum)).map((p) => p.name);
  if (statuses.every((s) => s >= 500)) return `the backend answered a server error to every valid request (${counts})`;
  if (statuses.every((s) => AUTH_STATUSES.includes(s))) return `the backend refused every valid request as unauthenticated (${counts}): pass a real token with --header`;
  if (statuses.every((s) => s === 404 || s === 405)) {
    const linked = valid.flatMap((r) => r.journey).find((note) => note.includes('(link '));
    if (linked) return `every valid request got ${counts}, with an identifier your backend issued (${linked}): it does not find what it created`;
    const unseeded = identifiers.filter((name) => !seededNames.includes(name));
    const hint = unseeded.length > 0 ? `; give an identifier your backend knows with ${unseeded.map((name) => `--param ${name}=VALUE`).join(' ')}` : '';
    return `every valid request got ${counts}: the identifiers sent were not found${hint}`;
  }
  const answer = valid.find((r) => r.reachedBackend && r.answer)?.answer;
  if (statuses.every((s) => s >= 400 && s < 500)) return `the backend refused every valid request (${counts})${answer ? `; it answered ${answer}` : ''}`;
  return `no valid request got a 2xx (${counts})`;
}

// ---------------------------------------------------------------------------------------------

interface RunContext {
  chain: ValidationChain;
  contract: Contract;
  options: CheckOptions;
  checks: Set<CheckName>;
  sources: IdentifierSources;
  pathNames: Set<string>;
  /** Each operation's first example request, for the checks that run after it (an undocumented method on its path). */
  bases: Map<Operation, PlannedRequest>;
  reports: Map<Operation, OperationReport>;
}

/** A read: no body it needs, no Idempotency-Key, not a delete (sending it changes nothing). */
const isRead = (operation: Operation) => operation.method !== 'delete' && !operation.requestBody?.required && !operation.parameters.some(isIdempotencyKey);

/** Arrays called `name` anywhere in an answer that are not empty. */
function nonEmptyArrays(value: unknown, name: string, at = 'response.body', depth = 0): { at: string; length: number }[] {
  if (depth > 6 || typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) => {
    const here = `${at}.${key}`;
    const own = key === name && Array.isArray(item) && item.length > 0 ? [{ at: here, length: item.length }] : [];
    return [...own, ...nonEmptyArrays(item, name, here, depth + 1)];
  });
}

async function checkOperation(operation: Operation, context: RunContext): Promise<OperationReport> {
  const { chain, contract, options, checks, sources, pathNames } = context;
  const report: OperationReport = { operationId: operation.id, method: operation.method.toUpperCase(), path: operation.path, exercised: false, notImplemented: false, tags: operation.tags, requests: [], skipped: [] };
  const seed = options.seed + contract.operations.indexOf(operation);
  const sendOptions: SendOptions = { extraHeaders: options.headers, backend: options.backend };
  const valid: SentRequest[] = [];
  let firstSuccess: { planned: PlannedRequest; outcome: Outcome } | undefined;
  let availabilityChecked = false;

  /** Sends a request that must get a 2xx from the linked operation (what a 201 created is there). */
  const ensureAvailable = async (created: SentRequest) => {
    availabilityChecked = true;
    const response = operation.responses.find((r) => r.status === String(created.status));
    for (const target of [...new Set((response?.links ?? []).map((link) => link.operationId))].flatMap((id) => contract.operations.find((op) => op.id === id) ?? [])) {
      if (!isRead(target)) continue;
      const [planned] = exampleRequests(target, sources, pathNames);
      if (!planned) continue;
      const outcome = await send(chain, target, { ...planned, kind: 'stateful', label: `ensure_resource_availability: ${target.id} after ${operation.id} answered ${created.status}` }, { ...sendOptions, direct: { judge: true } });
      const { request } = outcome;
      request.failures = request.failures.filter((f) => f.check !== 'status_code_conformance' || request.status !== 404);
      if (request.reachedBackend && (request.status === 404 || request.status === 410)) {
        request.failures.push(failure('resource-available', 'response.status', `${operation.id} answered ${created.status} (created), but ${target.id} with the identifier its link names (${planned.journey.join('; ')}) got ${request.status}: what was created must be loadable.`, `status ${request.status}`));
      }
      if (request.reachedBackend && request.status >= 500) request.failures.push(failure('not-a-server-error', 'response.status', `A valid request got ${request.status}.`, `status ${request.status}`));
      report.requests.push(request);
    }
  };

  // Examples and generated requests go through Prism, which also says when the check built an invalid one;
  // the variants are checked against the schema as they are built, so they go straight to the backend.
  const sendValid = async (planned: PlannedRequest) => {
    const outcome = await send(chain, operation, planned, planned.kind === 'variant' ? { ...sendOptions, direct: { judge: true } } : sendOptions);
    if (outcome.requestViolations.length > 0) {
      // Prism rejected the check's own request: a contract example that breaks its schema, or a value the generator cannot model.
      report.skipped.push(`${planned.label}: Prism found the request invalid (${describeViolations(outcome.requestViolations)})`);
      return;
    }
    const { request } = outcome;
    if (request.reachedBackend && request.status >= 500 && request.status !== 501) {
      request.failures.push(failure('not-a-server-error', 'response.status', `A valid request got ${request.status}: a server error is never an answer to a valid request, documented or not.`, `status ${request.status}`));
    }
    report.requests.push(request);
    valid.push(request);
    if (request.reachedBackend && isSuccess(request.status)) {
      report.exercised = true;
      harvest(outcome.responseBody, operation, ++sources.answers, sources.harvested);
      followLinks(contract, { operation, request: { path: planned.path, query: planned.query, headers: planned.headers, body: planned.body?.value }, response: { status: request.status, headers: outcome.responseHeaders, body: outcome.responseBody } }, sources.linked);
      firstSuccess ??= { planned, outcome };
      if (request.status === 201 && !availabilityChecked && checks.has('ensure_resource_availability')) await ensureAvailable(request);
    }
  };

  // Invalid by construction (each mutation is kept only where the schema refuses it), so they need no proxy to say so.
  const sendInvalid = async (planned: PlannedRequest, label: string, kind: RequestKind) => {
    const outcome = await send(chain, operation, { ...planned, kind, label }, { ...sendOptions, direct: { judge: true } });
    const { status } = outcome.request;
    const received = `status ${status}`;
    if (status >= 500) outcome.request.failures.push(failure('no-5xx-on-invalid-request', 'response.status', `An invalid request (${label}) got ${status}; it must get a 4xx.`, received));
    else if (status < 400) outcome.request.failures.push(failure('reject-invalid-request', 'response.status', `An invalid request (${label}) got ${status}; it must get a 4xx.`, received));
    report.requests.push(outcome.request);
  };

  const examples = exampleRequests(operation, sources, pathNames);
  const base = examples[0]!;
  context.bases.set(operation, base);
  for (const planned of examples) await sendValid(planned);

  if (options.runs > 0) {
    const generated = fc.sample(validRequestArbitrary(operation, base), { numRuns: options.runs, seed });
    for (const planned of generated) await sendValid(planned);
  }
  // A backend that says 501 has not built this operation yet: nothing more to hold against it.
  if (valid.length > 0 && valid.every((r) => r.reachedBackend && r.status === 501)) {
    report.notImplemented = true;
    report.notExercisedBecause = whyNotExercised(operation, valid, report.skipped.length, Object.keys(options.params ?? {}), true);
    return report;
  }
  const variants = checks.has('not_a_server_error') || checks.has('positive_data_acceptance') ? variantRequests(operation, base, pathNames) : [];
  for (const planned of variants) await sendValid(planned);

  if (checks.has('idempotency') && firstSuccess?.outcome.idempotencyKey) await checkIdempotency(operation, context, report, firstSuccess, [...variants, base]);

  if (checks.has('negative_data_rejection')) {
    const negatives = negativeRequests(operation, base);
    for (const { planned, label } of negatives) await sendInvalid(planned, label, 'negative');
    if (negatives.length === 0) report.skipped.push('negative requests: nothing in this operation can be made invalid (no required or constrained input)');
  }

  if (checks.has('ignored_auth')) {
    for (const header of operation.securityHeaders) {
      const expected = refusalStatus(operation);
      for (const wrong of [false, true]) {
        const label = wrong ? `request with a wrong ${header} (${WRONG_CSRF_TOKEN})` : `request without the ${header} header`;
        const outcome = await send(chain, operation, { ...base, kind: 'auth', label }, { ...sendOptions, direct: { judge: true }, ...(wrong ? { overrideHeaders: { [header]: WRONG_CSRF_TOKEN } } : { withoutHeaders: [header] }) });
        const { request } = outcome;
        // The refusal status is the contract's convention for every operation, so Prism's "status not listed here" does not count.
        request.failures = request.failures.filter((f) => !(request.status === expected && f.rule === 'status-documented'));
        // A route the backend does not have answers 404 before any token check: that is reported once, as not implemented.
        const missingRoute = request.status === 404 && !report.exercised;
        if (request.reachedBackend && request.status !== expected && !missingRoute) {
          const why = isSuccess(request.status) ? `the backend did not check the ${wrong ? "token's value" : 'token'}` : `the contract documents ${expected}`;
          const hint = wrong && isSuccess(request.status) && Object.keys(options.headers).every((name) => name.toLowerCase() !== header.toLowerCase()) ? `; run the check with the session's real token (--header "${header}: <token>") so it can tell a right token from a wrong one` : '';
          request.failures.push(failure(wrong ? 'csrf-wrong-token' : 'csrf-required', 'response.status', `A request ${wrong ? `with a wrong ${header}` : `without ${header}`} got ${request.status}; it must be refused with ${expected} (${why})${hint}.`, `status ${request.status}`));
        }
        report.requests.push(request);
      }
    }
  }

  if (options.runs > 0 && checks.has('negative_data_rejection')) {
    const mutations: Located[] = [...parameterMutations(operation), ...(base.body ? mutationsOf(base.body.media.schema).map((m) => ({ ...m, in: 'body' as const })) : [])];
    if (mutations.length > 0) {
      const picks = fc.sample(fc.tuple(fc.constantFrom(...mutations), validRequestArbitrary(operation, base)), { numRuns: options.runs, seed: seed + 1 });
      for (const [mutation, generatedValid] of picks) {
        const planned = applyMutation(generatedValid, mutation) ?? applyMutation(base, mutation);
        if (planned) await sendInvalid(planned, mutationLabel(mutation), 'generated-invalid');
      }
    }
  }

  if (operation.method === 'delete' && firstSuccess && checks.has('use_after_free')) await checkDeletedIsGone(operation, context, report, firstSuccess.planned);

  const reached = report.requests.filter((r) => r.reachedBackend);
  report.notImplemented = !report.exercised && reached.length > 0 && (valid.some((r) => r.status === 501) || reached.every((r) => r.status === 404 || r.status === 501));
  if (!report.exercised) report.notExercisedBecause = whyNotExercised(operation, valid, report.skipped.length, Object.keys(options.params ?? {}), report.notImplemented);
  return report;
}

/**
 * Idempotency as the contract promises (decision 700): the first accepted request sent again with
 * its Idempotency-Key gets the same status and body; the same key with another valid body is refused
 * with 422 and the shared error body.
 */
async function checkIdempotency(operation: Operation, context: RunContext, report: OperationReport, first: { planned: PlannedRequest; outcome: Outcome }, others: PlannedRequest[]) {
  const { chain, options } = context;
  const key = first.outcome.idempotencyKey!;
  const sendOptions: SendOptions = { extraHeaders: options.headers, backend: options.backend, idempotencyKey: key, direct: { judge: true } };
  const replay = await send(chain, operation, { ...first.planned, kind: 'idempotency', label: `the first accepted request again, with its Idempotency-Key ${key}` }, sendOptions);
  const { request } = replay;
  if (request.reachedBackend && (request.status !== first.outcome.request.status || !isDeepStrictEqual(replay.responseBody, first.outcome.responseBody))) {
    const what = request.status !== first.outcome.request.status ? `status ${request.status} where the first got ${first.outcome.request.status}` : 'another body than the first';
    request.failures.push(failure('idempotent-replay', 'response', `A retry with the same Idempotency-Key and the same request got ${what}: a retry must get the first answer again, and act once.`, request.status !== first.outcome.request.status ? `status ${request.status}` : shorten(replay.responseBody)));
  }
  report.requests.push(request);
  const body = first.planned.body?.value;
  const other = others.find((planned) => planned.body && !isDeepStrictEqual(planned.body.value, body) && isDeepStrictEqual(planned.path, first.planned.path));
  if (!other) {
    report.skipped.push('Idempotency-Key reused with another body: this operation has no other valid body on the same path to send');
    return;
  }
  const reuse = await send(chain, operation, { ...other, kind: 'idempotency', label: `another valid body with the first request's Idempotency-Key ${key}` }, sendOptions);
  const reused = reuse.request;
  reused.failures = reused.failures.filter((f) => !(reused.status === IDEMPOTENCY_REUSE_STATUS && f.rule === 'status-documented'));
  if (reused.reachedBackend && reused.status !== IDEMPOTENCY_REUSE_STATUS) {
    const why = isSuccess(reused.status) ? 'the backend acted on a key already used for another request' : `the contract documents ${IDEMPOTENCY_REUSE_STATUS}`;
    reused.failures.push(failure('idempotency-key-reuse', 'response.status', `An Idempotency-Key reused with another body got ${reused.status}; it must be refused with ${IDEMPOTENCY_REUSE_STATUS} (${why}).`, `status ${reused.status}`));
  }
  report.requests.push(reused);
}

/**
 * use_after_free: after a DELETE got a 2xx, every other method on the same path with the same
 * identifiers finds nothing (404 or 410), and every read that shows the deleted collection (the
 * path's last word: /order-items/{quote_id} removes `order_items`) for the same identifier shows it empty.
 */
async function checkDeletedIsGone(operation: Operation, context: RunContext, report: OperationReport, deleted: PlannedRequest) {
  const { chain, contract, options, sources } = context;
  const sendOptions: SendOptions = { extraHeaders: options.headers, backend: options.backend, direct: { judge: true } };
  const identifiers = Object.entries(deleted.path).filter(([name]) => !operation.parameters.some((p) => p.name === name && Array.isArray(flatten(p.schema).enum)));
  const collection = snake(operation.path.split('/').filter((segment) => segment && !segment.startsWith('{')).at(-1) ?? '');
  for (const other of contract.operations.filter((op) => op !== operation && op.path === operation.path)) {
    const [planned] = exampleRequests(other, sources, context.pathNames);
    if (!planned) continue;
    const outcome = await send(chain, other, { ...planned, path: deleted.path, kind: 'stateful', label: `use_after_free: ${other.id} after ${operation.id}` }, sendOptions);
    if (outcome.request.reachedBackend && outcome.request.status !== 404 && outcome.request.status !== 410) {
      outcome.request.failures.push(failure('deleted-is-gone', 'response.status', `${operation.id} answered ${report.requests[0]?.status ?? 2} for this path, yet ${other.id} got ${outcome.request.status}: what was deleted must be gone (404 or 410).`, `status ${outcome.request.status}`));
    }
    report.requests.push(outcome.request);
  }
  // The reads that take the same identifier, by the links that feed this delete, and whose answer shows the collection.
  const feeders = contract.operations.filter((op) => op.responses.some((r) => r.links.some((link) => link.operationId === operation.id)));
  const readers = [...new Set(feeders.flatMap((op) => op.responses.flatMap((r) => r.links.map((link) => link.operationId))))]
    .flatMap((id) => contract.operations.find((op) => op.id === id) ?? [])
    .filter((op) => isRead(op) && providedKeys(op).has(collection) && op.parameters.filter((p) => p.in === 'path' && !Array.isArray(flatten(p.schema).enum)).length === identifiers.length);
  if (readers.length === 0) report.skipped.push(`use_after_free: no read in the contract shows \`${collection}\` by the identifier of ${operation.path}`);
  for (const reader of readers) {
    const [planned] = exampleRequests(reader, sources, context.pathNames);
    if (!planned) continue;
    const readerIds = reader.parameters.filter((p) => p.in === 'path' && !Array.isArray(flatten(p.schema).enum));
    const path = { ...planned.path, ...Object.fromEntries(readerIds.map((p, index) => [p.name, identifiers[index]![1]])) };
    const outcome = await send(chain, reader, { ...planned, path, kind: 'stateful', label: `use_after_free: ${reader.id} shows no ${collection} after ${operation.id}` }, sendOptions);
    const left = isSuccess(outcome.request.status) ? nonEmptyArrays(outcome.responseBody, collection) : [];
    for (const found of left) {
      outcome.request.failures.push(failure('deleted-is-gone', found.at, `${operation.id} got a 2xx, yet ${reader.id} for the same ${identifiers.map(([name, value]) => `${name} ${String(value)}`).join(', ')} still shows ${found.length} ${collection}: what was deleted must be gone.`, `${found.length} items`));
    }
    report.requests.push(outcome.request);
  }
}

/** unsupported_method: on each path, one method the contract does not document, straight to the backend; it must get 404, 405 or 501. */
async function checkUnsupportedMethods(context: RunContext) {
  const { chain, contract, options } = context;
  const byPath = new Map<string, Operation[]>();
  for (const [operation] of context.bases) byPath.set(operation.path, [...(byPath.get(operation.path) ?? []), operation]);
  const candidates: HttpMethod[] = ['put', 'delete', 'patch', 'post', 'get'];
  for (const [path, selected] of byPath) {
    const documented = new Set(contract.operations.filter((op) => op.path === path).map((op) => op.method));
    const method = candidates.find((candidate) => !documented.has(candidate));
    const operation = selected[0]!;
    const report = context.reports.get(operation);
    if (!method || !report || report.notImplemented) continue;
    const base = context.bases.get(operation)!;
    const outcome = await send(chain, operation, { ...base, kind: 'method', label: `${method.toUpperCase()}, a method ${path} does not document`, body: undefined }, { extraHeaders: options.headers, backend: options.backend, direct: { method } });
    const { request } = outcome;
    if (![404, 405, 501].includes(request.status)) {
      request.failures.push(failure('method-refused', 'response.status', `${method.toUpperCase()} ${path} is not in the contract, yet got ${request.status}; it must be refused with 405 (or 404, 501).`, `status ${request.status}`));
    }
    report.requests.push(request);
  }
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
  const answered = operations.flatMap((op) => op.requests.filter((r) => r.reachedBackend && r.kind !== 'auth'));
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
  const checks = selectChecks(options);
  const warnings = new Set(linkProblems(contract));
  const params = options.params ?? {};
  const knownNames = new Set(contract.operations.flatMap((op) => [...op.parameters.map((p) => p.name), ...(op.requestBody?.contents.flatMap((c) => Object.keys(branchProperties(c))) ?? [])]));
  for (const name of Object.keys(params)) if (!knownNames.has(name)) warnings.add(`--param ${name}: no operation has a parameter or body field called ${name}; ignored.`);
  const chain = await startValidationChain({ spec: options.spec, backend: options.backend, ...(options.prismPort ? { port: options.prismPort } : {}) });
  const sources: IdentifierSources = { params, paramsUsed: new Set(), linked: new Map(), harvested: new Map(), answers: 0, warnings };
  const reports = new Map<Operation, OperationReport>();
  const context: RunContext = { chain, contract, options, checks, sources, pathNames: identifierNames(contract), bases: new Map(), reports };
  try {
    for (const operation of journeyOrder(contract)) {
      if (selected.includes(operation)) reports.set(operation, await checkOperation(operation, context));
    }
    if (checks.has('unsupported_method')) await checkUnsupportedMethods(context);
  } finally {
    await chain.close();
  }
  for (const name of Object.keys(params)) {
    if (knownNames.has(name) && !sources.paramsUsed.has(name)) warnings.add(`--param ${name}=${params[name]} fits no parameter or field called ${name} in the operations checked (their schemas want other values); not used.`);
  }
  // Report in the contract's order, so the report reads like openapi.yaml; only the selected checks' failures count.
  const operations = contract.operations.flatMap((op) => reports.get(op) ?? []);
  for (const request of operations.flatMap((op) => op.requests)) {
    if (checks.has('max_response_time') && request.ms !== undefined && request.ms > options.maxResponseTimeMs!) {
      request.failures.push(failure('max-response-time', 'response', `The backend took ${request.ms} ms; the limit is ${options.maxResponseTimeMs} ms.`, `${request.ms} ms`));
    }
    request.failures = request.failures.filter((f) => checks.has(f.check));
  }
  const broken = operations.flatMap((op) => op.requests.filter((r) => r.failures.length > 0));
  const unexercised = operations.filter((op) => !op.exercised).map((op) => op.operationId);
  const notImplemented = operations.filter((op) => op.notImplemented).map((op) => op.operationId);
  const authHint = authenticationHint(operations, contract);
  return {
    spec: options.spec,
    contract: { title: contract.title, version: contract.version },
    backend: options.backend,
    seed: options.seed,
    runs: options.runs,
    checks: [...checks],
    ...(options.maxResponseTimeMs !== undefined ? { maxResponseTimeMs: options.maxResponseTimeMs } : {}),
    startedAt: startedAt.toISOString(),
    durationMs: Date.now() - startedAt.getTime(),
    passed: broken.length === 0 && (!checks.has('positive_data_acceptance') || unexercised.length === 0),
    warnings: [...warnings],
    ...(authHint ? { authHint } : {}),
    summary: {
      operations: operations.length,
      exercised: operations.length - unexercised.length,
      notImplemented: notImplemented.length,
      requests: operations.reduce((n, op) => n + op.requests.length, 0),
      brokenResponses: broken.length,
      operationsWithBrokenResponses: operations.filter((op) => op.requests.some((r) => r.failures.length > 0)).length,
    },
    unexercised,
    notImplemented,
    operations,
  };
}
