// The checks after an operation's own requests: an identifier never issued, the tricky invalid values,
// Idempotency-Key replays, what a create made is there, what a delete removed is gone, and a method the
// contract does not document; with the run's shared state they read and write.
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import type { CheckName } from './checks.ts';
import { pointer } from './links.ts';
import { conforms, flatten } from './schema-values.ts';
import { isSuccess, type Contract, type HttpMethod, type JsonSchema, type Operation } from './spec.ts';
import { bodySlots, parameterSlots, TRICKY_CLASSES, TRICKY_MEANING, type TrickySlot } from './tricky.ts';
import { type RequestKind, IDEMPOTENCY_REUSE_STATUS, type SentRequest, type OperationReport, type CheckOptions, type PlannedRequest } from './types.ts';
import { snake, providedKeys, type IdentifierSources } from './identifiers.ts';
import { isIdempotencyKey, exampleRequests, setAt, formAsReceived } from './requests.ts';
import { type Outcome, shorten, failure, type SendOptions, send } from './send.ts';

export interface RunContext {
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
export const isRead = (operation: Operation) => operation.method !== 'delete' && !operation.requestBody?.required && !operation.parameters.some(isIdempotencyKey);

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
export function scalarsOf(value: unknown, into: Set<string>, depth = 0): void {
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

/**
 * identifier_conformance: each identifier a link gave a read is also sent as a well-formed one the
 * backend never issued; the contract documents 404 with its JSON Error body for it.
 */
export async function checkUnknownIdentifiers(operation: Operation, context: RunContext, report: OperationReport, base: PlannedRequest) {
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
export async function checkTrickyValues(operation: Operation, base: PlannedRequest, seed: number, runs: number, report: OperationReport, sendInvalid: (planned: PlannedRequest, label: string, kind: RequestKind) => Promise<SentRequest>) {
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
export async function checkIdempotency(operation: Operation, context: RunContext, report: OperationReport, first: { planned: PlannedRequest; outcome: Outcome }, others: PlannedRequest[]) {
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
export async function checkAvailability(context: RunContext) {
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
export async function checkDeletedIsGone(operation: Operation, context: RunContext, report: OperationReport, deleted: PlannedRequest) {
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
export async function checkUnsupportedMethods(context: RunContext) {
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
