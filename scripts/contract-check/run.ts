// The contract check: for every operation in openapi.yaml, send the documented examples (with
// identifiers from links, --param or earlier answers), fast-check-generated valid requests, valid
// variants that take every enum value and postcode shape, a negative request for every required
// field, header, enum, format, pattern, range and length, invalid values drawn and shrunk with
// fast-check, requests without and with a wrong CSRF token, Idempotency-Key replays, an identifier
// that does not exist and the stateful checks, straight to the backend, and judge every answer
// against the documented responses, each failure under the named check it belongs to (checks.ts).
// Here: one operation's turn and the whole run. identifiers.ts fills the identifiers, requests.ts
// builds the requests, send.ts sends each and judges its answer, operation-checks.ts makes the checks
// that follow an operation's own requests.
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { selectChecks } from './checks.ts';
import { reproduction } from './reproduce.ts';
import { followLinks, linkProblems, pointer } from './links.ts';
import { isSuccess, readContract, type Contract, type Operation } from './spec.ts';
import { accepts } from './ports.ts';
import { type RequestKind, AUTH_STATUSES, WRONG_CSRF_TOKEN, type Failure, type SentRequest, type OperationReport, type ContractReport, type CheckOptions, type PlannedRequest } from './types.ts';
import { harvest, identifierNames, branchProperties, journeyOrder, fittingBindings, type IdentifierSources } from './identifiers.ts';

/** How many answers' linked values an operation tries before it is reported as not exercised. */
const MAX_BINDINGS_TRIED = 40;
/** How many times operations refused for want of something a later one makes are tried again. */
const MAX_ROUNDS = 3;
import { exampleRequests, validRequestArbitrary, bodyBranches, variantRequests, negativeRequests } from './requests.ts';
import { type Outcome, shorten, failure, requestProblems, send, refusalStatus, whyNotExercised, mayRightlyRefuse } from './send.ts';
import { type RunContext, isRead, scalarsOf, checkUnknownIdentifiers, checkTrickyValues, checkIdempotency, checkAvailability, checkDeletedIsGone, checkUnsupportedMethods } from './operation-checks.ts';

/** `again`: another turn, which goes on past the examples only if one of them is accepted. */
async function checkOperation(operation: Operation, context: RunContext, again = false): Promise<OperationReport> {
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

  let examples = exampleRequests(operation, sources, pathNames);
  for (const planned of examples) await sendValid(planned);
  // The newest answer's linked values may rightly be refused (an EV quote offers nothing to buy online):
  // the other answers whose links name this operation are tried in turn, newest first.
  const bindings = Math.min(fittingBindings(operation, sources).length, MAX_BINDINGS_TRIED);
  for (let older = 1; older < bindings && !report.exercised; older++) {
    examples = exampleRequests(operation, sources, pathNames, older);
    await sendValid({ ...examples[0]!, label: `${examples[0]!.label}, with an earlier answer's linked values` });
  }
  if (again && !report.exercised) return report;
  const base = examples[0]!;
  context.bases.set(operation, base);

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
  if (!report.exercised) {
    report.notExercisedBecause = whyNotExercised(operation, valid, report.skipped.length, Object.keys(options.params ?? {}), report.notImplemented);
    report.refusalMayBeRight = !report.notImplemented && mayRightlyRefuse(valid);
  }
  // What a server that lacks the operation answered is held against nothing: it is listed once, as not implemented.
  if (report.notImplemented) for (const request of report.requests) request.failures = [];
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
  const context: RunContext = { contract, options, checks, sources, pathNames: identifierNames(contract), bases: new Map(), reports, pendingAvailability: [], issued: new Set(Object.values(params)), wire: { extraHeaders: options.headers, backend: options.backend, sent: { count: 0 }, cookies: new Map() } };
  const order = journeyOrder(contract).filter((operation) => selected.includes(operation));
  const kept = order.filter((operation) => operation.method !== 'delete');
  for (const operation of kept) reports.set(operation, await checkOperation(operation, context));
  // What one operation needs may be made by one that ran after it (an order is read once it is placed):
  // an operation refused every valid request, with no answer that broke the contract, takes its turn
  // again while a round exercises more; its first report stands if it is refused again.
  for (let round = 1; round <= MAX_ROUNDS; round++) {
    const waiting = kept.filter((operation) => {
      const report = reports.get(operation)!;
      return !report.exercised && !report.notImplemented && report.requests.every((r) => r.failures.length === 0);
    });
    let progressed = false;
    for (const operation of waiting) {
      const turn = await checkOperation(operation, context, true);
      if (!turn.exercised) continue;
      reports.set(operation, turn);
      progressed = true;
    }
    if (!progressed) break;
  }
  // What the creates made is looked for before anything is deleted.
  await checkAvailability(context);
  for (const operation of order.filter((op) => op.method === 'delete')) reports.set(operation, await checkOperation(operation, context));
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
  // A refusal a correct server may rightly give is a warning; not implemented, or refusing what the contract's links say must be found, fails.
  const failingUnexercised = operations.filter((op) => !op.exercised && !op.refusalMayBeRight && !(allowNotImplemented && op.notImplemented)).map((op) => op.operationId);
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
