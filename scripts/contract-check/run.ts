// The contract check: for every operation in openapi.yaml, send the documented examples (with
// identifiers from links, --param or earlier answers), fast-check-generated valid requests, valid
// variants that take every enum value and postcode shape, a negative request for every required
// field, header, enum, format, pattern, range and length, invalid values drawn and shrunk with
// fast-check, requests without and with a wrong CSRF token, Idempotency-Key replays, an identifier
// that does not exist and the stateful checks, straight to the backend, and judge every answer
// against the documented responses, each failure under the named check it belongs to (checks.ts).
import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { checkOfRule, selectChecks, type CheckName } from './checks.ts';
import { asPlainText, curlCommand, FRESH_KEY } from './curl.ts';
import { reproduction } from './reproduce.ts';
import { followLinks, linkProblems, linkSources, pointer, type Binding, type LinkedValues } from './links.ts';
import { arbitraryOf, branchesOf, conforms, firstViolation, flatten, mutationsOf, sampleOf, scalarMutations, variantSlots, type Mutation, type Slot } from './schema-values.ts';
import { isSuccess, readContract, statusMatches, type Contract, type HttpMethod, type JsonSchema, type MediaContent, type Operation, type Parameter } from './spec.ts';
import { accepts } from './ports.ts';
import { bodySlots, parameterSlots, TRICKY_CLASSES, TRICKY_MEANING, type TrickySlot } from './tricky.ts';

/**
 * `example`: documented examples; `generated-valid`: fast-check picks; `variant`: the deterministic
 * valid requests that vary enums and postcodes; `negative`: the deterministic invalid requests;
 * `generated-invalid`: invalid values drawn with fast-check (tricky.ts); `auth`: without or with a
 * wrong CSRF token; `idempotency`: Idempotency-Key replays; `unknown`: a read for an identifier that
 * does not exist; `stateful`: reads after a create or a delete; `method`: an undocumented method.
 */
export type RequestKind = 'example' | 'generated-valid' | 'variant' | 'negative' | 'generated-invalid' | 'auth' | 'idempotency' | 'unknown' | 'stateful' | 'method';

/** Statuses that say the request was refused for its credentials (419 is Laravel's expired CSRF token). */
export const AUTH_STATUSES = [401, 403, 419];
/** The refusal the contract documents for an Idempotency-Key reused with another request (decision 700). */
export const IDEMPOTENCY_REUSE_STATUS = 422;
/** Names each request the check sends, so a server's logs can be read beside the report. */
export const REQUEST_ID_HEADER = 'x-contract-check-request';
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

/** A value a request took from an earlier exchange: where it went, and how to read it from that exchange again. */
export interface Dependency {
  where: 'path' | 'query' | 'body';
  name: string;
  value: unknown;
  /** The request whose exchange gave it. */
  requestId: string;
  /** How it was read: "$response.body#/quote/quote_id", "$request.path.type". */
  expression: string;
  /** A link of the contract named it (else the check guessed it by name). */
  linked: boolean;
}

/** What went on the wire, to write a reproduction from. */
export interface Wire {
  method: string;
  /** The backend's full URL. */
  url: string;
  /** Every header, the Idempotency-Key among them. */
  headers: [string, string][];
  /** The body as sent (base64 when it is not plain UTF-8 text). */
  body?: string;
  bodyEncoding?: 'utf8' | 'base64';
  /** The Idempotency-Key header's name, when the request carries one. */
  idempotencyHeader?: string;
}

export interface SentRequest {
  /** The id the check gave the request. */
  id: string;
  /** Its place in the run (the order the requests went out). */
  seq: number;
  kind: RequestKind;
  /** What this request is: the example's name, or the generated change for an invalid one. */
  label: string;
  method: string;
  url: string;
  /** The status the backend answered (0 when it could not be reached). */
  status: number;
  reachedBackend: boolean;
  /** The backend's time to answer, in milliseconds. */
  ms?: number;
  failures: Failure[];
  /** Identifiers taken from earlier answers: "path.quote <- quote.quote_id from getBoilerResults". */
  journey: string[];
  /** The backend's own answer body, cut short, when it refused a valid request or broke the contract (so the team sees why). */
  answer?: string;
  /** The same request to the backend, to reproduce it: the same bytes the check sent, with a fresh Idempotency-Key. */
  curl: string;
  /** Values this request took from earlier exchanges. */
  needs: Dependency[];
  /** The request whose Idempotency-Key this one sent again (a replay). */
  sameKeyAs?: string;
  wire: Wire;
  /** For a broken request that needed earlier ones: a shell script that sends them all, in order, then this one. */
  reproduction?: string;
}

export interface OperationReport {
  operationId: string;
  method: string;
  path: string;
  /** At least one valid request got a 2xx from the backend itself. */
  exercised: boolean;
  /** The backend lacks it: 501, or 404 to every request whatever it carried. Its answers are held against nothing. */
  notImplemented: boolean;
  /** When not exercised: what the valid requests got instead. */
  notExercisedBecause?: string;
  tags: string[];
  requests: SentRequest[];
  /** Requests the check discarded (e.g. a documented example that breaks its own schema), with why. */
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
  /** Operations not implemented do not fail the run (--allow-not-implemented). */
  allowNotImplemented: boolean;
  durationMs: number;
  passed: boolean;
  summary: { operations: number; implemented: number; exercised: number; notImplemented: number; requests: number; brokenResponses: number; operationsWithBrokenResponses: number };
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
  /** Operations not implemented (501, or 404 to everything) do not fail the run. */
  allowNotImplemented?: boolean;
}

interface PlannedRequest {
  kind: RequestKind;
  label: string;
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  body?: { media: MediaContent; value: unknown };
  journey: string[];
  needs: Dependency[];
}

// ---------------------------------------------------------------------------------------------
// Journey: identifiers harvested from earlier answers, matched to parameters by name.

/** One scalar of one answer; `answer` numbers the answers, so values that belong together are taken together. */
interface Harvested { value: unknown; from: Operation; answer: number; requestId: string; pointer: string }
type Harvest = Map<string, Harvested[]>;

const snake = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').replace(/-/g, '_').toLowerCase();
const singular = (name: string) => (name.endsWith('s') ? name.slice(0, -1) : name);

/** The answer keys that may carry the value of a parameter or body field called `name`. */
export function candidateKeys(name: string): string[] {
  const key = snake(name);
  const base = key.endsWith('_id') ? key.slice(0, -3) : key;
  return [...new Set([name, key, `${base}_id`, `${base}.id`, `${base}.${base}_id`, `${base}.${key}`])];
}

/** Every scalar in an answer, under its own key and "parent.key" (array parents singular; an empty list gives nothing), with its JSON pointer. */
function harvest(body: unknown, from: { operation: Operation; answer: number; requestId: string }, into: Harvest, parent = '', at = '', depth = 0): void {
  if (depth > 5 || typeof body !== 'object' || body === null) return;
  if (Array.isArray(body)) {
    if (body.length > 0) harvest(body[0], from, into, singular(parent), `${at}/0`, depth + 1);
    return;
  }
  for (const [key, value] of Object.entries(body)) {
    const here = `${at}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    if (typeof value === 'string' || typeof value === 'number') {
      const found: Harvested = { value, from: from.operation, answer: from.answer, requestId: from.requestId, pointer: here };
      for (const name of parent ? [key, `${parent}.${key}`] : [key]) into.set(name, [...(into.get(name) ?? []), found]);
    } else {
      harvest(value, from, into, key, here, depth + 1);
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
  /** The binding each request being planned takes its linked values from (latest that fits wholly). */
  binding?: Binding;
  harvested: Harvest;
  /** Answers harvested so far. */
  answers: number;
  warnings: Set<string>;
}

/** Journey values are read as the schema wants them (a number in a path is text). */
const asSchemaType = (schema: JsonSchema, value: unknown) => (schema.type === 'integer' || schema.type === 'number' ? value : String(value));

/** The harvested value for a name that fits its schema, preferring one answer for the whole request, then its own JSON type, then answers from related paths. */
function journeyValue(name: string, schema: JsonSchema, operation: Operation, harvested: Harvest, preferred: number | undefined): { value: unknown; note: string; typeFits: boolean; found: Harvested } | undefined {
  const segments = pathSegments(operation.path);
  let best: { value: unknown; note: string; score: number; typeFits: boolean; found: Harvested } | undefined;
  for (const key of candidateKeys(name)) {
    for (const [index, found] of (harvested.get(key) ?? []).entries()) {
      const value = asSchemaType(schema, found.value);
      if (!conforms(schema, value)) continue;
      const fits = typeFits(schema, found.value);
      const shared = [...pathSegments(found.from.path)].filter((segment) => segments.has(segment)).length;
      // The request's answer first, own type next, related paths next, then the latest answer.
      const score = (found.answer === preferred ? 100_000_000 : 0) + (fits ? 1_000_000 : 0) + shared * 10_000 + index;
      if (!best || score >= best.score) best = { value, note: `${name} <- ${key} from ${found.from.id}`, score, typeFits: fits, found };
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

type Where = 'path' | 'query' | 'body';

/** The value an identifier takes, the note that says where it came from and what it depends on; warns where the value looks wrong. */
function identifierValue(name: string, where: Where, schema: JsonSchema, operation: Operation, sources: IdentifierSources, preferred: number | undefined): { value: unknown; note: string; dependency?: Dependency } | undefined {
  const given = seeded(name, schema, sources);
  if (given !== undefined) return { value: given, note: `${name} <- --param ${name}` };
  const linked = sources.binding?.values.get(`${where}.${name}`);
  if (linked) return { value: linked.value, note: linked.note, dependency: { where, name, value: linked.value, requestId: linked.requestId, expression: linked.expression, linked: true } };
  const found = journeyValue(name, schema, operation, sources.harvested, preferred);
  if (found && !found.typeFits && where === 'path') {
    sources.warnings.add(
      `${operation.id}: path parameter {${name}} (${describeSchema(schema)}) is filled from a value of another type (${found.note}). ` +
        `If your backend finds it by another field, declare an OpenAPI link in the contract or pass --param ${name}=VALUE.`,
    );
  }
  return found && { value: found.value, note: found.note, dependency: { where, name, value: found.value, requestId: found.found.requestId, expression: `$response.body#${found.found.pointer}`, linked: false } };
}

/** The schema a binding's key ("path.type", "body.product") must fit in this operation, if it takes that key. */
function keySchema(operation: Operation, key: string): JsonSchema | undefined {
  const [where, name] = key.split('.', 2) as [string, string];
  if (where === 'body') return Object.assign({}, ...(operation.requestBody?.contents ?? []).map((c) => branchProperties(c)))[name] as JsonSchema | undefined;
  return operation.parameters.find((p) => p.in === where && p.name === name)?.schema;
}

/**
 * The latest binding whose every value fits this operation (a solar quote's type is no checkout
 * type, so its reference is not taken either), and warnings for the links that never fit.
 */
function chooseBinding(operation: Operation, sources: IdentifierSources): Binding | undefined {
  const bindings = sources.linked.get(operation.id) ?? [];
  for (const binding of [...bindings].reverse()) {
    if ([...binding.values].every(([key, linked]) => {
      const schema = keySchema(operation, key);
      return schema !== undefined && conforms(schema, asSchemaType(schema, linked.value));
    })) return binding;
  }
  const last = bindings.at(-1);
  if (last) {
    const [, misfit] = [...last.values].find(([key, linked]) => !conforms(keySchema(operation, key) ?? {}, linked.value)) ?? [];
    if (misfit) sources.warnings.add(`${misfit.note} gave ${JSON.stringify(misfit.value)}, which does not fit ${operation.id}; not used.`);
  }
  return undefined;
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
  const fixed = (name: string, where: string, schema: JsonSchema) => seeded(name, schema, sources) !== undefined || sources.binding?.values.has(`${where}.${name}`);
  for (const p of operation.parameters) if ((p.in === 'path' || p.in === 'query') && isIdentifier(p.name, p.schema, pathNames) && !fixed(p.name, p.in, p.schema)) wanted.push(p);
  if (body && typeof body.value === 'object' && body.value !== null) {
    for (const [name, schema] of Object.entries(branchProperties(body.media))) {
      if (name in (body.value as object) && isIdentifier(name, schema, pathNames) && !fixed(name, 'body', schema)) wanted.push({ name, schema });
    }
  }
  return wanted;
}

function baseParameters(operation: Operation, sources: IdentifierSources, journey: string[], needs: Dependency[], preferred: number | undefined) {
  const values: Record<'path' | 'query' | 'header', Record<string, unknown>> = { path: {}, query: {}, header: {} };
  for (const parameter of operation.parameters) {
    if (parameter.in === 'cookie' || (!parameter.required && parameter.in !== 'query')) continue;
    const given = seeded(parameter.name, parameter.schema, sources) !== undefined || sources.binding?.values.has(`${parameter.in}.${parameter.name}`);
    if (!parameter.required && parameter.examples.length === 0 && !given) continue;
    const fromJourney = parameter.in !== 'header' ? identifierValue(parameter.name, parameter.in, parameter.schema, operation, sources, preferred) : undefined;
    if (fromJourney) journey.push(`${parameter.in}.${fromJourney.note}`);
    // Only an identifier ties this request to the answer that gave it (a postcode seen in a quote does not).
    if (fromJourney?.dependency && (fromJourney.dependency.linked || parameter.in === 'path' || /(_id|Id)$/.test(parameter.name))) needs.push(fromJourney.dependency);
    values[parameter.in][parameter.name] = fromJourney ? fromJourney.value : exampleOf(parameter);
  }
  return values;
}

function withJourneyIdentifiers(body: unknown, media: MediaContent, operation: Operation, sources: IdentifierSources, pathNames: Set<string>, journey: string[], needs: Dependency[], preferred: number | undefined): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const props = branchProperties(media);
  const result: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const [name, schema] of Object.entries(props)) {
    const linked = sources.binding?.values.has(`body.${name}`);
    if (!linked && (!(name in result) || !(isIdentifier(name, schema, pathNames) || name in sources.params))) continue;
    const found = identifierValue(name, 'body', schema, operation, sources, preferred);
    if (found) {
      result[name] = found.value;
      journey.push(`body.${found.note}`);
      if (found.dependency) needs.push(found.dependency);
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

/** The kind a discriminated body must have when the journey fixed the path's kind (a quote's own type). */
function fixedKind(operation: Operation, planned: Pick<PlannedRequest, 'path' | 'needs' | 'body'>): { discriminator: string; kind: unknown } | undefined {
  const discriminator = planned.body && (planned.body.media.schema.discriminator as { propertyName?: string } | undefined)?.propertyName;
  if (!discriminator) return undefined;
  const parameter = operation.parameters.find((p) => p.in === 'path' && Array.isArray(flatten(p.schema).enum) && planned.needs.some((n) => n.where === 'path' && n.name === p.name));
  return parameter && { discriminator, kind: planned.path[parameter.name] };
}

const ofKind = (value: unknown, discriminator: string, kind: unknown) => typeof value === 'object' && value !== null && (value as Record<string, unknown>)[discriminator] === kind;

/** A body of the kind the journey fixed: the example if it is of that kind, else another example or a sample of that branch. */
function bodyOfKind(media: MediaContent, discriminator: string, kind: unknown, current: unknown): unknown {
  if (ofKind(current, discriminator, kind)) return current;
  const candidates = [...media.examples.map((e) => e.value), ...branchesOf(media.schema).map((branch) => sampleOf(branch))];
  return candidates.find((value) => ofKind(value, discriminator, kind) && conforms(media.schema, value)) ?? current;
}

function exampleRequests(operation: Operation, sources: IdentifierSources, pathNames: Set<string>): PlannedRequest[] {
  const contents = operation.requestBody?.contents ?? [];
  const binding = chooseBinding(operation, sources);
  if (binding) sources.binding = binding;
  const plan = (label: string, body?: PlannedRequest['body']): PlannedRequest => {
    const journey: string[] = [];
    const needs: Dependency[] = [];
    const preferred = preferredAnswer(journeyNames(operation, body, sources, pathNames), sources.harvested);
    const params = baseParameters(operation, sources, journey, needs, preferred);
    let finalBody = body && { media: body.media, value: withJourneyIdentifiers(body.value, body.media, operation, sources, pathNames, journey, needs, preferred) };
    const fixed = fixedKind(operation, { path: params.path, needs, ...(finalBody ? { body: finalBody } : {}) });
    if (fixed && finalBody && !ofKind(finalBody.value, fixed.discriminator, fixed.kind)) {
      const value = bodyOfKind(finalBody.media, fixed.discriminator, fixed.kind, finalBody.value);
      finalBody = { media: finalBody.media, value: withJourneyIdentifiers(value, finalBody.media, operation, sources, pathNames, [], [], preferred) };
    }
    return { kind: 'example', label, path: fixed ? params.path : alignedPath(operation, params.path, finalBody), query: params.query, headers: params.header, ...(finalBody ? { body: finalBody } : {}), journey, needs };
  };
  try {
    if (contents.length === 0) return [plan('documented parameters')];
    return contents.flatMap((media) =>
      media.examples.length > 0
        ? media.examples.map((example) => plan(`example "${example.name}"${contents.length > 1 ? ` (${media.mediaType})` : ''}`, { media, value: example.value }))
        : [plan(`sample from schema (${media.mediaType})`, { media, value: sampleOf(media.schema) })],
    );
  } finally {
    delete sources.binding;
  }
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
  const fixed = fixedKind(operation, base);
  const body = media ? arbitraryOf(media.schema).filter((value) => !fixed || ofKind(value, fixed.discriminator, fixed.kind)) : fc.constant(undefined);
  return fc.record({
    path: fc.record(params.path, { requiredKeys: required.path }),
    query: fc.record(params.query, { requiredKeys: required.query }),
    body,
  }).map(({ path, query, body: generatedBody }) => {
    const finalBody = media ? { media, value: withIdentifiersFrom(base, generatedBody) } : undefined;
    return { ...base, kind: 'generated-valid' as const, label: 'generated', path: fixed ? path : alignedPath(operation, path, finalBody), query, ...(finalBody ? { body: finalBody } : {}) };
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
  // A quote's own type fixes the branch: its reference at another type's address is another thing.
  const fixed = fixedKind(operation, base);
  return branches.flatMap((schema, index) => {
    const candidates = [base.body!.value, ...media.examples.map((e) => e.value), sampleOf(schema)].map((value) => withIdentifiersFrom(base, value));
    const value = candidates.find((candidate) => conforms(schema, candidate) && conforms(media.schema, candidate));
    if (value === undefined || (fixed && !ofKind(value, fixed.discriminator, fixed.kind))) return [];
    const kind = discriminator && typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[discriminator] : undefined;
    const name = branches.length === 1 ? '' : kind !== undefined ? `${discriminator}=${String(kind)}` : `branch ${index + 1}`;
    const body = { media, value };
    return [{ name, schema, request: { ...base, path: fixed ? base.path : alignedPath(operation, base.path, body), body } }];
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

/** One way an answer breaks its documented response: where, the rule (a schema keyword or the check's own), why. */
interface Violation { location: string[]; rule: string; message: string }

interface Outcome { request: SentRequest; responseBody: unknown; responseHeaders: Headers; idempotencyKey?: string }

const RECEIVED_LIMIT = 120;
const ANSWER_LIMIT = 300;
const shorten = (value: unknown, limit = RECEIVED_LIMIT) => {
  const text = value === undefined ? 'undefined (absent)' : typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > limit ? `${text.slice(0, limit - 1)}…` : text;
};
/** The value at a location ("response.body.order.total") in the answer, as short JSON. */
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
  /** Requests this run has sent so far: each takes the next place (a reproduction replays them in this order). */
  sent: { count: number };
  withoutHeaders?: string[];
  /** Header values that replace whatever the request carries (a wrong CSRF token). */
  overrideHeaders?: Record<string, string>;
  /** Send the Idempotency-Key of this earlier request rather than a fresh one (a replay). */
  sameKeyAs?: { requestId: string; key: string };
  /** Another method than the operation's (an undocumented one): the answer is judged by the caller. */
  method?: string;
}

/** How an answer breaks the documented response: status documented, content type documented, body matches its schema. */
function judgeAnswer(operation: Operation, status: number, contentType: string | null, body: unknown, text: string): Violation[] {
  const response = operation.responses.find((r) => r.status === String(status)) ?? operation.responses.find((r) => statusMatches(r.status, status) && r.status !== 'default') ?? operation.responses.find((r) => r.status === 'default');
  if (!response) return [{ location: ['response'], rule: 'status-documented', message: `Status ${status} is not documented for ${operation.id}` }];
  if (response.contents.length === 0 || !text) return [];
  const mediaType = (contentType ?? '').split(';')[0]!.trim();
  const content = response.contents.find((c) => c.mediaType === mediaType);
  if (!content) return [{ location: ['response', 'headers', 'content-type'], rule: 'content-type-documented', message: `The media type ${mediaType || '(none)'} is not documented for ${status} (${response.contents.map((c) => c.mediaType).join(', ')})` }];
  const violation = firstViolation(content.schema, body);
  return violation ? [{ location: ['response', 'body', ...violation.at.split('.').filter(Boolean)], rule: violation.keyword, message: violation.message }] : [];
}

/** Where the check's own request breaks the contract (a documented example that breaks its schema): such a request is skipped, not sent. */
function requestProblems(operation: Operation, planned: PlannedRequest): string[] {
  const problems: string[] = [];
  for (const parameter of operation.parameters) {
    if (parameter.in === 'cookie' || isFreshEveryTime(parameter)) continue;
    const value = parameter.in === 'header' ? planned.headers[parameter.name] : planned[parameter.in][parameter.name];
    if (value === undefined) {
      if (parameter.required) problems.push(`${parameter.in}.${parameter.name} is missing`);
    } else if (!conforms(parameter.schema, asReceived(parameter.schema, serialise(value)))) {
      problems.push(`${parameter.in}.${parameter.name} ${JSON.stringify(value)} does not fit its schema`);
    }
  }
  if (operation.requestBody?.required && !planned.body) problems.push('the body is missing');
  if (planned.body) {
    const violation = firstViolation(planned.body.media.schema, formAsReceived(planned.body.media, planned.body.value));
    if (violation) problems.push(`body${violation.at ? `.${violation.at}` : ''} ${violation.message}`);
  }
  return problems;
}

async function send(operation: Operation, planned: PlannedRequest, options: SendOptions): Promise<Outcome> {
  const id = randomUUID();
  const seq = ++options.sent.count;
  const method = (options.method ?? operation.method).toUpperCase();
  const path = buildPath(operation, planned);
  const headers = new Headers();
  const accepted = [...new Set(operation.responses.flatMap((r) => r.contents.map((c) => c.mediaType)))];
  headers.set('accept', accepted.length > 0 ? accepted.join(', ') : '*/*');
  const headerValues = { ...planned.headers };
  for (const name of operation.securityHeaders) headerValues[name] ??= 'contract-check';
  let idempotencyKey: string | undefined;
  let idempotencyHeader: string | undefined;
  for (const parameter of operation.parameters.filter(isFreshEveryTime)) {
    // A value a negative request broke on purpose stays broken.
    if (!(parameter.name in headerValues) || !conforms(parameter.schema, headerValues[parameter.name])) continue;
    headerValues[parameter.name] = isIdempotencyKey(parameter) && options.sameKeyAs ? options.sameKeyAs.key : randomUUID();
    if (isIdempotencyKey(parameter)) {
      idempotencyKey = String(headerValues[parameter.name]);
      idempotencyHeader = parameter.name;
    }
  }
  for (const [name, value] of Object.entries(headerValues)) headers.set(name, serialise(value));
  for (const [name, value] of Object.entries(options.extraHeaders)) headers.set(name, value);
  for (const [name, value] of Object.entries(options.overrideHeaders ?? {})) headers.set(name, value);
  for (const name of options.withoutHeaders ?? []) headers.delete(name);
  const encoded = planned.body && encodeBody(planned.body, id);
  if (encoded) headers.set('content-type', encoded.contentType);
  const url = `${options.backend.replace(/\/$/, '')}${path}`;
  const text = encoded && asPlainText(encoded.payload);
  const wire: Wire = {
    method,
    url,
    headers: [...headers],
    ...(encoded ? { body: text ?? Buffer.from(encoded.payload).toString('base64'), bodyEncoding: text === undefined ? ('base64' as const) : ('utf8' as const) } : {}),
    ...(idempotencyHeader && headers.has(idempotencyHeader) ? { idempotencyHeader } : {}),
  };
  const curl = curlCommand({ method, url, headers, ...(encoded ? { body: encoded.payload } : {}) }, wire.idempotencyHeader ? { key: { header: wire.idempotencyHeader, expression: FRESH_KEY } } : {});
  const common = { id, seq, kind: planned.kind, label: planned.label, method, url: path, journey: planned.journey, curl, needs: planned.needs, wire, ...(options.sameKeyAs ? { sameKeyAs: options.sameKeyAs.requestId } : {}) };
  // The request's id, for a server's logs (not in the reproduction, which is a new request).
  headers.set(REQUEST_ID_HEADER, id);
  // A fresh connection per request: a kept-alive one the server closes as the next request goes
  // out fails that request for no fault of the backend (more often the busier the machine).
  headers.set('connection', 'close');
  const started = performance.now();
  let response: Response;
  try {
    response = await fetch(url, { method, headers, ...(encoded ? { body: encoded.payload } : {}), signal: AbortSignal.timeout(30_000) });
  } catch (error) {
    // A connection the backend dropped is this request's failure, not the end of the run.
    const cause = (error as { cause?: { message?: string } }).cause?.message ?? (error as Error).message;
    return { request: { ...common, status: 0, reachedBackend: false, failures: [failure('reachable', 'backend', `The request failed: ${cause}`)] }, responseBody: undefined, responseHeaders: new Headers() };
  }
  const ms = Math.round((performance.now() - started) * 10) / 10;
  const answerText = await response.text();
  let responseBody: unknown = answerText;
  try {
    responseBody = answerText ? JSON.parse(answerText) : undefined;
  } catch {
    // not JSON: judged against the documented media type
  }
  const { status } = response;
  const violations = options.method ? [] : judgeAnswer(operation, status, response.headers.get('content-type'), responseBody, answerText);
  const failures = violations.map((v) => failure(v.rule, v.location.join('.'), v.message, receivedAt(v.location, status, responseBody, response.headers)));
  return {
    request: { ...common, status, reachedBackend: true, ms, failures, ...(answerText && (!isSuccess(status) || failures.length > 0) ? { answer: shorten(answerText, ANSWER_LIMIT) } : {}) },
    responseBody,
    responseHeaders: response.headers,
    ...(idempotencyKey ? { idempotencyKey } : {}),
  };
}

/** The status a request without the CSRF token must get: the one the operation documents for it, else 401 (the contract's convention, decision 010). */
function refusalStatus(operation: Operation): number {
  return AUTH_STATUSES.find((status) => operation.responses.some((r) => r.status === String(status))) ?? 401;
}

/** Why no valid request of an operation got a 2xx, from what they got instead. */
function whyNotExercised(operation: Operation, valid: SentRequest[], skipped: number, seededNames: string[], notImplemented: boolean): string {
  if (valid.length === 0) return skipped > 0 ? 'every valid request the check built breaks the contract itself (see the skipped lines)' : 'no valid request was sent';
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
  contract: Contract;
  options: CheckOptions;
  checks: Set<CheckName>;
  sources: IdentifierSources;
  pathNames: Set<string>;
  /** Each operation's first example request, for the checks that run after it (an undocumented method on its path). */
  bases: Map<Operation, PlannedRequest>;
  reports: Map<Operation, OperationReport>;
  /** Reads a 201's links name, planned when it answered and sent once every operation has had its turn. */
  pendingAvailability: { source: Operation; report: OperationReport; target: Operation; planned: PlannedRequest; created: number }[];
  /** Every identifier the backend gave in an answer (a made-up one must differ from all of them). */
  issued: Set<string>;
  /** How every request of this run goes out: the backend, the team's headers, the run's count. */
  wire: SendOptions;
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

/** Every scalar of an answer, as text (the identifiers a made-up one must not equal). */
function scalarsOf(value: unknown, into: Set<string>, depth = 0): void {
  if (depth > 6 || typeof value !== 'object' || value === null) {
    if (typeof value === 'string' || typeof value === 'number') into.add(String(value));
    return;
  }
  for (const item of Object.values(value)) scalarsOf(item, into, depth + 1);
}

/**
 * A well-formed identifier the backend never issued, of the same shape as one it did: each digit and
 * letter moved on within its kind (QX000123 -> QY111234), so a server that checks its own format
 * still reads it as one of its references.
 */
export function unknownLike(value: string, schema: JsonSchema, issued: Set<string>): string | undefined {
  const shift = (text: string, by: number) =>
    text.replace(/[0-9A-Za-z]/g, (c) => {
      const [start, size] = /[0-9]/.test(c) ? ['0', 10] : /[A-Z]/.test(c) ? ['A', 26] : ['a', 26];
      return String.fromCharCode(start.charCodeAt(0) + ((c.charCodeAt(0) - start.charCodeAt(0) + by) % size));
    });
  for (let by = 1; by < 10; by++) {
    const candidate = shift(value, by);
    if (candidate !== value && !issued.has(candidate) && conforms(schema, candidate)) return candidate;
  }
  return undefined;
}

async function checkOperation(operation: Operation, context: RunContext): Promise<OperationReport> {
  const { contract, options, checks, sources, pathNames } = context;
  const report: OperationReport = { operationId: operation.id, method: operation.method.toUpperCase(), path: operation.path, exercised: false, notImplemented: false, tags: operation.tags, requests: [], skipped: [] };
  const seed = options.seed + contract.operations.indexOf(operation);
  const sendOptions = context.wire;
  const valid: SentRequest[] = [];
  let firstSuccess: { planned: PlannedRequest; outcome: Outcome } | undefined;
  let availabilityPlanned = false;

  /** Plans the reads a 201's links name (what it created must be there); they are sent after every operation's own turn. */
  const planAvailability = (created: SentRequest) => {
    availabilityPlanned = true;
    const response = operation.responses.find((r) => r.status === String(created.status));
    for (const target of [...new Set((response?.links ?? []).map((link) => link.operationId))].flatMap((id) => contract.operations.find((op) => op.id === id) ?? [])) {
      if (!isRead(target)) continue;
      const [planned] = exampleRequests(target, sources, pathNames);
      if (planned) context.pendingAvailability.push({ source: operation, report, target, planned: { ...planned, kind: 'stateful', label: `ensure_resource_availability: ${target.id} after ${operation.id} answered ${created.status}` }, created: created.status });
    }
  };

  /** A read answers about the identifier it was asked for: where the link that gave it reads it from an answer, this answer carries the same value there. */
  const identityFailures = (planned: PlannedRequest, body: unknown): Failure[] =>
    planned.needs.flatMap((need) => {
      if (!need.linked || need.where === 'body' || !need.expression.startsWith('$response.body#')) return [];
      const at = need.expression.slice('$response.body#'.length);
      const answered = pointer(body, at);
      if (answered === undefined || String(answered) === String(need.value)) return [];
      return [failure('answers-the-identifier-asked', `response.body${at.replace(/\//g, '.')}`, `Asked for ${need.where}.${need.name} ${JSON.stringify(need.value)}, the answer is about ${JSON.stringify(answered)}: a read answers about the identifier it was asked for.`, shorten(answered))];
    });

  // Examples and generated requests are checked against the contract before they go: one that breaks it is the check's own mistake, skipped.
  const sendValid = async (planned: PlannedRequest) => {
    const problems = requestProblems(operation, planned);
    if (problems.length > 0) {
      report.skipped.push(`${planned.label}: the check's own request breaks the contract (${problems.join('; ')})`);
      return;
    }
    const outcome = await send(operation, planned, sendOptions);
    const { request } = outcome;
    if (request.reachedBackend && request.status >= 500 && request.status !== 501) {
      request.failures.push(failure('not-a-server-error', 'response.status', `A valid request got ${request.status}: a server error is never an answer to a valid request, documented or not.`, `status ${request.status}`));
    }
    // 501 says "not built yet": not a broken answer, whatever its body.
    if (request.status === 501) request.failures = [];
    report.requests.push(request);
    valid.push(request);
    if (request.reachedBackend && isSuccess(request.status)) {
      report.exercised = true;
      if (isRead(operation)) request.failures.push(...identityFailures(planned, outcome.responseBody));
      scalarsOf(outcome.responseBody, context.issued);
      const answer = ++sources.answers;
      harvest(outcome.responseBody, { operation, answer, requestId: request.id }, sources.harvested);
      const exchange = { operation, request: { path: planned.path, query: planned.query, headers: planned.headers, body: planned.body?.value }, response: { status: request.status, headers: outcome.responseHeaders, body: outcome.responseBody } };
      followLinks(contract, exchange, sources.linked, request.id, answer);
      firstSuccess ??= { planned, outcome };
      if (request.status === 201 && !availabilityPlanned && checks.has('ensure_resource_availability')) planAvailability(request);
    }
  };

  const sendInvalid = async (planned: PlannedRequest, label: string, kind: RequestKind) => {
    const outcome = await send(operation, { ...planned, kind, label }, sendOptions);
    const { status } = outcome.request;
    const received = `status ${status}`;
    // 501 says this input reaches something not built yet (a quote type still to come): held against nothing.
    if (status === 501) outcome.request.failures = [];
    else if (status >= 500) outcome.request.failures.push(failure('no-5xx-on-invalid-request', 'response.status', `An invalid request (${label}) got ${status}; it must get a 4xx.`, received));
    else if (status < 400) outcome.request.failures.push(failure('reject-invalid-request', 'response.status', `An invalid request (${label}) got ${status}; it must get a 4xx.`, received));
    return outcome.request;
  };

  const examples = exampleRequests(operation, sources, pathNames);
  const base = examples[0]!;
  context.bases.set(operation, base);
  for (const planned of examples) await sendValid(planned);

  if (options.runs > 0) {
    const generated = fc.sample(validRequestArbitrary(operation, base), { numRuns: options.runs, seed });
    for (const planned of generated) await sendValid(planned);
  }
  // A backend built step by step may answer one kind of body (one quote type) and 501 to the rest: until one
  // answers, each kind is tried in turn, so what the operation gives later requests never rests on a draw.
  const allNotBuilt = () => valid.length > 0 && valid.every((r) => r.reachedBackend && r.status === 501);
  for (const { name, request } of allNotBuilt() ? bodyBranches(operation, base) : []) {
    if (isDeepStrictEqual(request.body?.value, base.body?.value)) continue;
    await sendValid({ ...request, kind: 'variant', label: `variant ${name}` });
    if (!allNotBuilt()) break;
  }
  // A backend that says 501 to every kind has not built this operation yet: nothing more to send it.
  if (allNotBuilt()) {
    report.notImplemented = true;
    report.notExercisedBecause = whyNotExercised(operation, valid, report.skipped.length, Object.keys(options.params ?? {}), true);
    return report;
  }
  const variants = checks.has('not_a_server_error') || checks.has('positive_data_acceptance') ? variantRequests(operation, base, pathNames) : [];
  for (const planned of variants) await sendValid(planned);

  if (checks.has('idempotency') && firstSuccess?.outcome.idempotencyKey) await checkIdempotency(operation, context, report, firstSuccess, [...variants, base]);

  if (checks.has('negative_data_rejection')) {
    const negatives = negativeRequests(operation, base);
    for (const { planned, label } of negatives) report.requests.push(await sendInvalid(planned, label, 'negative'));
    if (negatives.length === 0) report.skipped.push('negative requests: nothing in this operation can be made invalid (no required or constrained input)');
  }

  if (checks.has('ignored_auth')) {
    for (const header of operation.securityHeaders) {
      const expected = refusalStatus(operation);
      for (const wrong of [false, true]) {
        const label = wrong ? `request with a wrong ${header} (${WRONG_CSRF_TOKEN})` : `request without the ${header} header`;
        const outcome = await send(operation, { ...base, kind: 'auth', label }, { ...sendOptions, ...(wrong ? { overrideHeaders: { [header]: WRONG_CSRF_TOKEN } } : { withoutHeaders: [header] }) });
        const { request } = outcome;
        // The refusal status is the contract's convention for every operation, so "status not listed here" does not count.
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

  if (checks.has('identifier_conformance') && isRead(operation) && report.exercised) await checkUnknownIdentifiers(operation, context, report, base);

  if (checks.has('negative_data_rejection')) await checkTrickyValues(operation, base, seed, options.runs, report, sendInvalid);

  if (operation.method === 'delete' && firstSuccess && checks.has('use_after_free')) await checkDeletedIsGone(operation, context, report, firstSuccess.planned);

  const reached = report.requests.filter((r) => r.reachedBackend);
  report.notImplemented = !report.exercised && reached.length > 0 && (valid.some((r) => r.status === 501) || reached.every((r) => r.status === 404 || r.status === 501));
  if (!report.exercised) report.notExercisedBecause = whyNotExercised(operation, valid, report.skipped.length, Object.keys(options.params ?? {}), report.notImplemented);
  // What a server that lacks the operation answered is held against nothing: it is listed once, as not implemented.
  if (report.notImplemented) for (const request of report.requests) request.failures = [];
  return report;
}

/**
 * identifier_conformance: each identifier a link gave a read is also sent as a well-formed one the
 * backend never issued; the contract documents 404 with its JSON Error body for it.
 */
async function checkUnknownIdentifiers(operation: Operation, context: RunContext, report: OperationReport, base: PlannedRequest) {
  for (const need of base.needs.filter((n) => n.linked && n.where !== 'body' && n.expression.startsWith('$response.body#') && typeof n.value === 'string')) {
    const schema = operation.parameters.find((p) => p.in === need.where && p.name === need.name)?.schema ?? {};
    const unknown = unknownLike(String(need.value), schema, context.issued);
    if (unknown === undefined) continue;
    const where = need.where as 'path' | 'query';
    const planned: PlannedRequest = { ...base, kind: 'unknown', label: `${where}.${need.name} ${unknown}, an identifier the backend never issued`, [where]: { ...base[where], [need.name]: unknown }, needs: base.needs.filter((n) => n !== need) };
    const outcome = await send(operation, planned, context.wire);
    const { request } = outcome;
    if (request.reachedBackend && request.status !== 404) {
      const about = isSuccess(request.status) ? pointer(outcome.responseBody, need.expression.slice('$response.body#'.length)) : undefined;
      const what = isSuccess(request.status) ? `answered ${request.status}${about !== undefined ? ` about ${JSON.stringify(about)}` : ''}: another customer's data, or made up` : `answered ${request.status}`;
      request.failures.push(failure('unknown-identifier-not-found', 'response.status', `${need.where}.${need.name} ${JSON.stringify(unknown)} was never issued, yet the backend ${what}; the contract documents 404 with the Error body.`, `status ${request.status}`));
    }
    report.requests.push(request);
  }
}

/**
 * The tricky invalid values (tricky.ts), one fast-check property per family: every value drawn must
 * be refused with a 4xx; a value that is not is shrunk to the smallest the server still accepts, and
 * only that one is reported, with the fast-check seed and path that draw it again.
 */
async function checkTrickyValues(operation: Operation, base: PlannedRequest, seed: number, runs: number, report: OperationReport, sendInvalid: (planned: PlannedRequest, label: string, kind: RequestKind) => Promise<SentRequest>) {
  // An identifier in the path or query finds nothing once changed (404 is right): only the body's are varied.
  const fromJourney = new Set(base.needs.map((need) => `${need.where}.${need.name}`));
  const slots: TrickySlot[] = [
    ...operation.parameters.filter((p) => (p.in === 'path' || p.in === 'query') && p.name in base[p.in] && !fromJourney.has(`${p.in}.${p.name}`)).flatMap((p) => parameterSlots(p.schema, p.in as 'path' | 'query', p.name, base[p.in as 'path' | 'query'][p.name])),
    ...(base.body ? bodySlots(base.body.media.schema, base.body.value, base.body.media.mediaType.includes('json')) : []),
  ];
  const apply = (slot: TrickySlot, value: unknown): PlannedRequest | undefined => {
    if (slot.in !== 'body') return { ...base, [slot.in]: { ...base[slot.in], [slot.at]: value } };
    if (!base.body) return undefined;
    const body = setAt(base.body.value, slot.at.split('.'), value);
    return conforms(base.body.media.schema, formAsReceived(base.body.media, body)) ? undefined : { ...base, body: { ...base.body, value: body } };
  };
  for (const [index, trickyClass] of TRICKY_CLASSES.entries()) {
    const ofClass = slots.filter((slot) => slot.trickyClass === trickyClass);
    if (ofClass.length === 0) continue;
    const picks = fc.oneof(...ofClass.map((slot) => slot.values.map((value) => ({ slot, value }))));
    // Every place of the family gets its own kinds first, whatever the seed (a number read with Number() in
    // one field only is caught on every run); then `runs` values are drawn among all of them.
    const firsts = ofClass.flatMap((slot) => slot.firsts.map((value): [{ slot: TrickySlot; value: unknown }] => [{ slot, value }]));
    const sent: { pick: { slot: TrickySlot; value: unknown }; request: SentRequest }[] = [];
    const propertySeed = seed * 16 + index;
    const details = await fc.check(
      fc.asyncProperty(picks, async (pick) => {
        const planned = apply(pick.slot, pick.value);
        if (!planned) return true;
        const request = await sendInvalid(planned, `${trickyClass} at ${pick.slot.in}.${pick.slot.at}: ${JSON.stringify(pick.value)}`, 'generated-invalid');
        sent.push({ pick, request });
        return request.failures.length === 0;
      }),
      // fast-check counts the examples among numRuns: the drawn values come on top of them.
      { numRuns: firsts.length + runs, seed: propertySeed, examples: firsts },
    );
    const accepted = sent.filter((s) => s.request.failures.length > 0);
    report.requests.push(...sent.filter((s) => s.request.failures.length === 0).map((s) => s.request));
    if (!details.failed || accepted.length === 0) continue;
    const [smallest] = details.counterexample ?? [];
    const last = [...accepted].reverse().find((s) => isDeepStrictEqual(s.pick, smallest)) ?? accepted.at(-1)!;
    last.request.label += ` (${TRICKY_MEANING[trickyClass]}; shrunk from ${JSON.stringify(accepted[0]!.pick.value)}${details.numShrinks > 0 ? ` in ${details.numShrinks} steps` : ''}; fast-check seed ${propertySeed}, path ${details.counterexamplePath ?? ''})`;
    report.requests.push(last.request);
  }
}

/**
 * Idempotency as the contract promises (decision 700): the first accepted request sent again with
 * its Idempotency-Key gets the same status and body; the same key with another valid body is refused
 * with 422 and the shared error body.
 */
async function checkIdempotency(operation: Operation, context: RunContext, report: OperationReport, first: { planned: PlannedRequest; outcome: Outcome }, others: PlannedRequest[]) {
  const key = first.outcome.idempotencyKey!;
  const sendOptions: SendOptions = { ...context.wire, sameKeyAs: { requestId: first.outcome.request.id, key } };
  const replay = await send(operation, { ...first.planned, kind: 'idempotency', label: `the first accepted request again, with its Idempotency-Key` }, sendOptions);
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
  const reuse = await send(operation, { ...other, kind: 'idempotency', label: `another valid body with the first request's Idempotency-Key` }, sendOptions);
  const reused = reuse.request;
  reused.failures = reused.failures.filter((f) => !(reused.status === IDEMPOTENCY_REUSE_STATUS && f.rule === 'status-documented'));
  if (reused.reachedBackend && reused.status !== IDEMPOTENCY_REUSE_STATUS) {
    const why = isSuccess(reused.status) ? 'the backend acted on a key already used for another request' : `the contract documents ${IDEMPOTENCY_REUSE_STATUS}`;
    reused.failures.push(failure('idempotency-key-reuse', 'response.status', `An Idempotency-Key reused with another body got ${reused.status}; it must be refused with ${IDEMPOTENCY_REUSE_STATUS} (${why}).`, `status ${reused.status}`));
  }
  report.requests.push(reused);
}

/**
 * ensure_resource_availability, sent once every operation has had its turn: each read a 201's links
 * name finds what it created. A read the backend has not built (not implemented in this run, or
 * answering 501) is not followed, and nothing it answered is held against the operation that created.
 */
async function checkAvailability(context: RunContext) {
  for (const { source, report, target, planned, created } of context.pendingAvailability.splice(0)) {
    if (context.reports.get(target)?.notImplemented) {
      report.skipped.push(`${planned.label}: ${target.id} is not implemented, so not followed`);
      continue;
    }
    const outcome = await send(target, planned, context.wire);
    const { request } = outcome;
    if (request.status === 501) {
      report.skipped.push(`${planned.label}: ${target.id} answered 501 (not implemented), so not followed`);
      continue;
    }
    request.failures = request.failures.filter((f) => f.check !== 'status_code_conformance' || request.status !== 404);
    if (request.reachedBackend && (request.status === 404 || request.status === 410)) {
      request.failures.push(failure('resource-available', 'response.status', `${source.id} answered ${created} (created), but ${target.id} with the identifier its link names (${planned.journey.join('; ')}) got ${request.status}: what was created must be loadable.`, `status ${request.status}`));
    }
    if (request.reachedBackend && request.status >= 500) request.failures.push(failure('not-a-server-error', 'response.status', `A valid request got ${request.status}.`, `status ${request.status}`));
    report.requests.push(request);
  }
}

/**
 * use_after_free: after a DELETE got a 2xx, every other method on the same path with the same
 * identifiers finds nothing (404 or 410), and every read that shows the deleted collection (the
 * path's last word: /order-items/{quote_id} removes `order_items`) for the same identifier shows it empty.
 */
async function checkDeletedIsGone(operation: Operation, context: RunContext, report: OperationReport, deleted: PlannedRequest) {
  const { contract, sources } = context;
  const sendOptions = context.wire;
  const identifiers = Object.entries(deleted.path).filter(([name]) => !operation.parameters.some((p) => p.name === name && Array.isArray(flatten(p.schema).enum)));
  const collection = snake(operation.path.split('/').filter((segment) => segment && !segment.startsWith('{')).at(-1) ?? '');
  const withDelete = (planned: PlannedRequest): PlannedRequest => ({ ...planned, needs: [...planned.needs.filter((n) => n.where !== 'path'), ...deleted.needs.filter((n) => n.where === 'path')] });
  for (const other of contract.operations.filter((op) => op !== operation && op.path === operation.path)) {
    const [planned] = exampleRequests(other, sources, context.pathNames);
    if (!planned) continue;
    const outcome = await send(other, { ...withDelete(planned), path: deleted.path, kind: 'stateful', label: `use_after_free: ${other.id} after ${operation.id}` }, sendOptions);
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
    const outcome = await send(reader, { ...planned, path, kind: 'stateful', label: `use_after_free: ${reader.id} shows no ${collection} after ${operation.id}` }, sendOptions);
    const left = isSuccess(outcome.request.status) ? nonEmptyArrays(outcome.responseBody, collection) : [];
    for (const found of left) {
      outcome.request.failures.push(failure('deleted-is-gone', found.at, `${operation.id} got a 2xx, yet ${reader.id} for the same ${identifiers.map(([name, value]) => `${name} ${String(value)}`).join(', ')} still shows ${found.length} ${collection}: what was deleted must be gone.`, `${found.length} items`));
    }
    report.requests.push(outcome.request);
  }
}

/** unsupported_method: on each path, one method the contract does not document; it must get 404, 405 or 501. */
async function checkUnsupportedMethods(context: RunContext) {
  const { contract } = context;
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
    const outcome = await send(operation, { ...base, kind: 'method', label: `${method.toUpperCase()}, a method ${path} does not document`, body: undefined }, { ...context.wire, method });
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
  const backendUrl = new URL(options.backend);
  if (!(await accepts(Number(backendUrl.port || (backendUrl.protocol === 'https:' ? 443 : 80)), backendUrl.hostname))) throw new Error(`Nothing answers at ${backendUrl.origin}: start the backend first.`);
  const sources: IdentifierSources = { params, paramsUsed: new Set(), linked: new Map(), harvested: new Map(), answers: 0, warnings };
  const reports = new Map<Operation, OperationReport>();
  const context: RunContext = { contract, options, checks, sources, pathNames: identifierNames(contract), bases: new Map(), reports, pendingAvailability: [], issued: new Set(Object.values(params)), wire: { extraHeaders: options.headers, backend: options.backend, sent: { count: 0 } } };
  for (const operation of journeyOrder(contract)) {
    // What the creates made is looked for before anything is deleted.
    if (operation.method === 'delete') await checkAvailability(context);
    if (selected.includes(operation)) reports.set(operation, await checkOperation(operation, context));
  }
  await checkAvailability(context);
  if (checks.has('unsupported_method')) await checkUnsupportedMethods(context);
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
  const byId = new Map(operations.flatMap((op) => op.requests).map((request) => [request.id, request]));
  for (const request of byId.values()) {
    const script = request.failures.length > 0 ? reproduction(request, byId) : undefined;
    if (script) request.reproduction = script;
  }
  const broken = operations.flatMap((op) => op.requests.filter((r) => r.failures.length > 0));
  const unexercised = operations.filter((op) => !op.exercised).map((op) => op.operationId);
  const notImplemented = operations.filter((op) => op.notImplemented).map((op) => op.operationId);
  const allowNotImplemented = options.allowNotImplemented === true;
  const failingUnexercised = unexercised.filter((id) => !(allowNotImplemented && notImplemented.includes(id)));
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
    allowNotImplemented,
    passed: broken.length === 0 && (!checks.has('positive_data_acceptance') || failingUnexercised.length === 0),
    warnings: [...warnings],
    ...(authHint ? { authHint } : {}),
    summary: {
      operations: operations.length,
      implemented: operations.length - notImplemented.length,
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
