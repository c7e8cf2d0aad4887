// The contract check: for every operation in openapi.yaml, send the documented examples (with
// identifiers carried along the customer journey), then fast-check-generated valid and invalid
// requests, all through Prism's validating proxy, and collect what broke the contract.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { arbitraryOf, conforms, mutationsOf, sampleOf, type Mutation } from './schema-values.ts';
import { isSuccess, readContract, type Contract, type JsonSchema, type MediaContent, type Operation, type Parameter } from './spec.ts';
import { REQUEST_ID_HEADER, startValidationChain, type ValidationChain } from './proxy.ts';

export type RequestKind = 'example' | 'generated-valid' | 'generated-invalid';

export interface Failure {
  /** Where it broke, e.g. "response.body.order.total" or "response.status". */
  location: string;
  /** The rule, e.g. "type", "required", "status-documented", "no-5xx-on-invalid-request". */
  rule: string;
  message: string;
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
}

export interface OperationReport {
  operationId: string;
  method: string;
  path: string;
  /** At least one valid request got a 2xx from the backend itself. */
  exercised: boolean;
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
  /** For invalid requests: the value is known to break the schema here. */
  mutation?: Mutation & { in: string };
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

function neededKeys(operation: Operation, pathNames: Set<string>): string[] {
  const names = operation.parameters.filter((p) => p.in === 'path' || (p.in === 'query' && isIdentifier(p.name, pathNames))).map((p) => p.name);
  for (const content of operation.requestBody?.contents ?? []) {
    names.push(...Object.keys((content.schema.properties ?? {}) as object).filter((name) => isIdentifier(name, pathNames)));
  }
  return names.flatMap(candidateKeys);
}

/**
 * Journey order: an operation runs after the operations whose answers provide the identifiers it
 * needs (ties and cycles keep the contract's order); deletions run last so nothing needed is gone.
 */
export function journeyOrder(contract: Contract): Operation[] {
  const pathNames = identifierNames(contract);
  const provides = new Map(contract.operations.map((op) => [op, providedKeys(op)]));
  const needs = new Map(contract.operations.map((op) => [op, neededKeys(op, pathNames)]));
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

/** The harvested value for a name that fits its schema, preferring answers from related paths. */
function journeyValue(name: string, schema: JsonSchema, operation: Operation, harvested: Harvest): { value: unknown; note: string } | undefined {
  const segments = pathSegments(operation.path);
  let best: { value: unknown; note: string; score: number } | undefined;
  for (const key of candidateKeys(name)) {
    for (const [index, found] of (harvested.get(key) ?? []).entries()) {
      const value = schema.type === 'integer' || schema.type === 'number' ? found.value : String(found.value);
      if (!conforms(schema, value)) continue;
      const shared = [...pathSegments(found.from.path)].filter((segment) => segments.has(segment)).length;
      const score = shared * 10_000 + index; // related paths first, then the latest answer
      if (!best || score >= best.score) best = { value, note: `${name} <- ${key} from ${found.from.id}`, score };
    }
  }
  return best;
}

// ---------------------------------------------------------------------------------------------
// Building requests.

function exampleOf(parameter: Parameter): unknown {
  return parameter.examples.find((value) => conforms(parameter.schema, value)) ?? sampleOf(parameter.schema);
}

/** Values that must be fresh on every request (an idempotency key reused would replay an answer). */
const isFreshEveryTime = (parameter: Parameter) => parameter.in === 'header' && (/idempotency/i.test(parameter.name) || parameter.schema.format === 'uuid');

function baseParameters(operation: Operation, harvested: Harvest, journey: string[]) {
  const values: Record<'path' | 'query' | 'header', Record<string, unknown>> = { path: {}, query: {}, header: {} };
  for (const parameter of operation.parameters) {
    if (parameter.in === 'cookie' || (!parameter.required && parameter.in !== 'query')) continue;
    if (!parameter.required && parameter.examples.length === 0) continue;
    const fromJourney = parameter.in !== 'header' ? journeyValue(parameter.name, parameter.schema, operation, harvested) : undefined;
    if (fromJourney) journey.push(`${parameter.in}.${fromJourney.note}`);
    values[parameter.in][parameter.name] = fromJourney ? fromJourney.value : exampleOf(parameter);
  }
  for (const name of operation.securityHeaders) values.header[name] ??= 'contract-check';
  return values;
}

function withJourneyIdentifiers(body: unknown, media: MediaContent, operation: Operation, harvested: Harvest, pathNames: Set<string>, journey: string[]): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const props = (media.schema.properties ?? {}) as Record<string, JsonSchema>;
  const result: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const [name, schema] of Object.entries(props)) {
    if (!(name in result) || !isIdentifier(name, pathNames)) continue;
    const found = journeyValue(name, schema, operation, harvested);
    if (found) {
      result[name] = found.value;
      journey.push(`body.${found.note}`);
    }
  }
  return result;
}

function exampleRequests(operation: Operation, harvested: Harvest, pathNames: Set<string>): PlannedRequest[] {
  const contents = operation.requestBody?.contents ?? [];
  const plan = (label: string, body?: PlannedRequest['body']): PlannedRequest => {
    const journey: string[] = [];
    const params = baseParameters(operation, harvested, journey);
    const finalBody = body && { media: body.media, value: withJourneyIdentifiers(body.value, body.media, operation, harvested, pathNames, journey) };
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
    ...(media ? { body: { media, value: withIdentifiersFrom(base.body?.value, generatedBody) } } : {}),
  }));
}

/** Keeps the journey's identifiers (which the base body already carries) in a generated body. */
function withIdentifiersFrom(baseBody: unknown, generated: unknown): unknown {
  if (typeof generated !== 'object' || generated === null || typeof baseBody !== 'object' || baseBody === null) return generated;
  const result = { ...(generated as Record<string, unknown>) };
  for (const [key, value] of Object.entries(baseBody)) if (/(_id|Id)$/.test(key) && key in result) result[key] = value;
  return result;
}

function parameterMutations(operation: Operation): (Mutation & { in: string })[] {
  const mutations: (Mutation & { in: string })[] = [];
  for (const parameter of operation.parameters) {
    if (parameter.in === 'cookie') continue;
    if (parameter.required && parameter.in !== 'path') {
      mutations.push({ in: parameter.in, at: parameter.name, rule: 'required', apply: () => undefined });
    }
    const broken = parameter.schema.type === 'integer' || parameter.schema.type === 'number' ? 'not-a-number' : `not-a-valid-${parameter.name}`;
    if (!conforms(parameter.schema, broken) && (parameter.required || parameter.in === 'query')) {
      mutations.push({ in: parameter.in, at: parameter.name, rule: Array.isArray(parameter.schema.enum) ? 'enum' : parameter.schema.format ? 'format' : 'type', apply: () => broken });
    }
  }
  return mutations;
}

function applyMutation(request: PlannedRequest, mutation: Mutation & { in: string }): PlannedRequest | undefined {
  const location = mutation.in === 'header' ? 'headers' : (mutation.in as 'path' | 'query' | 'body');
  if (location === 'body') {
    if (!request.body) return undefined;
    const value = mutation.apply(request.body.value);
    // Only a request that really breaks the schema is an invalid request.
    if (conforms(request.body.media.schema, value)) return undefined;
    return { ...request, body: { ...request.body, value } };
  }
  const params = { ...request[location] };
  const value = mutation.apply(params[mutation.at]);
  if (value === undefined) delete params[mutation.at];
  else params[mutation.at] = value;
  return { ...request, [location]: params };
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

interface Outcome { request: SentRequest; requestViolations: PrismViolation[]; responseBody: unknown }

async function send(chain: ValidationChain, operation: Operation, planned: PlannedRequest, extraHeaders: Record<string, string>): Promise<Outcome> {
  const id = randomUUID();
  const url = buildUrl(chain.url, operation, planned);
  const headers = new Headers();
  const accepted = [...new Set(operation.responses.flatMap((r) => r.contents.map((c) => c.mediaType)))];
  headers.set('accept', accepted.length > 0 ? accepted.join(', ') : '*/*');
  const headerValues = { ...planned.headers };
  for (const parameter of operation.parameters.filter(isFreshEveryTime)) if (parameter.name in headerValues) headerValues[parameter.name] = randomUUID();
  for (const [name, value] of Object.entries(headerValues)) headers.set(name, serialise(value));
  for (const [name, value] of Object.entries(extraHeaders)) headers.set(name, value);
  headers.set(REQUEST_ID_HEADER, id);
  let payload: BodyInit | undefined;
  if (planned.body) {
    const encoded = encodeBody(planned.body);
    payload = encoded.payload;
    if (encoded.contentType) headers.set('content-type', encoded.contentType);
  }
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
  const failures: Failure[] = violations
    .filter((v) => v.location?.[0] === 'response')
    .map((v) => ({ location: (v.location ?? []).join('.') || 'response', rule: ruleOf(v), message: v.message ?? '' }));
  if (truncated) failures.push({ location: 'response', rule: 'contract', message: 'More violations than Prism reports in one header; the first are listed.' });
  const answer = chain.backendAnswer(id);
  if (answer?.error) failures.push({ location: 'backend', rule: 'reachable', message: `The backend could not be reached: ${answer.error}` });
  if (answer?.status === 501) {
    failures.push({ location: 'response.status', rule: 'implemented', message: 'The backend answered 501 Not Implemented (Prism replaced it with a mock answer).' });
  }
  return {
    request: {
      kind: planned.kind,
      label: planned.label,
      method: operation.method.toUpperCase(),
      url: url.slice(chain.url.length),
      status: answer?.status ?? response.status,
      reachedBackend: answer?.status !== undefined,
      failures,
      journey: planned.journey,
    },
    requestViolations,
    responseBody,
  };
}

const describeViolations = (violations: PrismViolation[]) => violations.map((v) => `${(v.location ?? []).join('.')} ${v.message ?? ''}`.trim()).join('; ');

// ---------------------------------------------------------------------------------------------

async function checkOperation(chain: ValidationChain, operation: Operation, contract: Contract, harvested: Harvest, options: CheckOptions, pathNames: Set<string>): Promise<OperationReport> {
  const report: OperationReport = { operationId: operation.id, method: operation.method.toUpperCase(), path: operation.path, exercised: false, requests: [], skipped: [] };
  const seed = options.seed + contract.operations.indexOf(operation);

  const sendValid = async (planned: PlannedRequest) => {
    const outcome = await send(chain, operation, planned, options.headers);
    if (outcome.requestViolations.length > 0) {
      // Prism rejected the check's own request: a contract example that breaks its schema, or a value the generator cannot model.
      report.skipped.push(`${planned.label}: Prism found the request invalid (${describeViolations(outcome.requestViolations)})`);
      return;
    }
    report.requests.push(outcome.request);
    if (outcome.request.reachedBackend && isSuccess(outcome.request.status)) {
      report.exercised = true;
      harvest(outcome.responseBody, operation, harvested);
    }
  };

  const examples = exampleRequests(operation, harvested, pathNames);
  for (const planned of examples) await sendValid(planned);
  const base = examples[0]!;

  if (options.runs > 0) {
    const generated = fc.sample(validRequestArbitrary(operation, base), { numRuns: options.runs, seed });
    for (const planned of generated) await sendValid(planned);

    const bodyMutations = base.body ? mutationsOf(base.body.media.schema).map((m) => ({ ...m, in: 'body' })) : [];
    const mutations = [...parameterMutations(operation), ...bodyMutations];
    if (mutations.length === 0) {
      report.skipped.push('generated invalid requests: nothing in this operation can be made invalid (no required or constrained input)');
    } else {
      const picks = fc.sample(fc.tuple(fc.constantFrom(...mutations), validRequestArbitrary(operation, base)), { numRuns: options.runs, seed: seed + 1 });
      for (const [mutation, valid] of picks) {
        const planned = applyMutation(valid, mutation) ?? applyMutation(base, mutation);
        if (!planned) continue;
        const label = `${mutation.rule} broken at ${mutation.in}.${mutation.at || '(whole body)'}`;
        const outcome = await send(chain, operation, { ...planned, kind: 'generated-invalid', label }, options.headers);
        if (outcome.requestViolations.length === 0) {
          report.skipped.push(`${label}: Prism found this request valid, so it says nothing about the backend`);
          continue;
        }
        const { status } = outcome.request;
        if (status >= 500) outcome.request.failures.push({ location: 'response.status', rule: 'no-5xx-on-invalid-request', message: `An invalid request (${label}) got ${status}; it must get a 4xx.` });
        else if (status < 400) outcome.request.failures.push({ location: 'response.status', rule: 'reject-invalid-request', message: `An invalid request (${label}) got ${status}; it must get a 4xx.` });
        report.requests.push(outcome.request);
      }
    }
  }
  return report;
}

export async function runContractCheck(options: CheckOptions): Promise<ContractReport> {
  const startedAt = new Date();
  const contract = readContract(options.spec);
  const unknown = options.only.filter((id) => !contract.operations.some((op) => op.id === id));
  if (unknown.length > 0) throw new Error(`No operation with id ${unknown.join(', ')} in ${options.spec}`);
  const chain = await startValidationChain({ spec: options.spec, backend: options.backend, ...(options.prismPort ? { port: options.prismPort } : {}) });
  const harvested: Harvest = new Map();
  const pathNames = identifierNames(contract);
  const reports = new Map<Operation, OperationReport>();
  try {
    for (const operation of journeyOrder(contract)) {
      if (options.only.length > 0 && !options.only.includes(operation.id)) continue;
      reports.set(operation, await checkOperation(chain, operation, contract, harvested, options, pathNames));
    }
  } finally {
    await chain.close();
  }
  // Report in the contract's order, so the report reads like openapi.yaml.
  const operations = contract.operations.flatMap((op) => reports.get(op) ?? []);
  const broken = operations.flatMap((op) => op.requests.filter((r) => r.failures.length > 0));
  const unexercised = operations.filter((op) => !op.exercised).map((op) => op.operationId);
  return {
    spec: options.spec,
    contract: { title: contract.title, version: contract.version },
    backend: options.backend,
    seed: options.seed,
    runs: options.runs,
    startedAt: startedAt.toISOString(),
    durationMs: Date.now() - startedAt.getTime(),
    passed: broken.length === 0 && unexercised.length === 0,
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
