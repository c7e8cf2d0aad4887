// The contract check, tested honestly on servers of several styles: the strict stateful reference
// backend that follows openapi.yaml passes at the default settings on any seed; a stateless one that
// answers any identifier is caught for that alone; a hand-written partial backend (six operations,
// the rest 501 or a framework's 404) passes with --allow-not-implemented, and each of six bugs a team
// made in it is caught; a backend that makes one common mistake in each of a few operations is caught
// there and named in the report (operation, check, location, rule, value received), and its sound
// operations are not blamed; each blind spot a backend team met (an order without `step`, a quote
// without a postcode, a wrong CSRF token, an Idempotency-Key reused, a 500 on one valid value, an
// order not loadable) is caught on any seed at the defaults; and every reproduction sends the bytes
// the check sent. One run of the check per server, shared by the assertions; the command itself
// runs only where a test is about the command.
// CONTRACT_CHECK_SEED=N repeats a run; otherwise every run takes a new seed, printed on failure.
// Past 400 lines as one file: each server style is started once and checked once, its run shared by its assertions.
import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { runContractCheck } from '../../../scripts/contract-check/run.ts';
import type { CheckOptions, ContractReport, SentRequest } from '../../../scripts/contract-check/types.ts';
import { freePort } from '../../../scripts/contract-check/ports.ts';
import { junitReport } from '../../../scripts/contract-check/junit.ts';
import { formatReport, problemsOf, slowest } from '../../../scripts/contract-check/report.ts';
import { readContract, type Operation } from '../../../scripts/contract-check/spec.ts';
import { mutationsOf, sampleOf, scalarMutations } from '../../../scripts/contract-check/schema-values.ts';
import { startPartialBackend, type PartialBug, type PartialOptions } from './partial-backend.ts';
import { breakFirst, REFERENCE_TOKEN, startReferenceBackend, type BackendOptions, type Mistake, type ReceivedRequest, type RunningBackend } from './reference-backend.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const spec = path.join(root, 'openapi.yaml');
const { operations } = readContract(spec);
const outDir = mkdtempSync(path.join(tmpdir(), 'contract-check-'));
const seed = Number(process.env.CONTRACT_CHECK_SEED ?? Math.floor(Math.random() * 2 ** 31));
const onSeed = `seed ${seed} (CONTRACT_CHECK_SEED=${seed} repeats it)`;

interface CommandRun { code: number | null; stdout: string; stderr: string; report: ContractReport }

const WITH_TOKEN = ['--header', `X-CSRF-TOKEN: ${REFERENCE_TOKEN}`];

/** Runs `npm run contract:check`'s command as a backend team would: default settings plus `args` (the session's token unless told otherwise). */
function runCheck(backendUrl: string, name: string, args: string[] = WITH_TOKEN, runSeed = seed): Promise<CommandRun> {
  const jsonPath = path.join(outDir, `${name}.json`);
  const child = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['scripts/contract-check/cli.ts', backendUrl, '--seed', String(runSeed), '--json', jsonPath, ...args], { cwd: root });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve) =>
    child.on('close', (code) => resolve({ code, stdout, stderr, report: code === 2 ? (undefined as never) : (JSON.parse(readFileSync(jsonPath, 'utf8')) as ContractReport) })),
  );
}

const successBody = (operation: Operation) => {
  const success = operation.responses.find((r) => /^2\d\d$/.test(r.status));
  const content = success?.contents.find((c) => c.mediaType.includes('json'));
  return content && { body: content.examples[0]?.value ?? sampleOf(content.schema), schema: content.schema };
};
const breakable = (how: 'wrong-type' | 'missing-required') => (operation: Operation) => {
  const answer = successBody(operation);
  if (!answer) return false;
  try {
    breakFirst(answer.body, answer.schema, how);
    return true;
  } catch {
    return false;
  }
};
const hasRequiredJsonBody = (operation: Operation) =>
  operation.requestBody?.required === true && operation.requestBody.contents.some((c) => c.mediaType.includes('json') && Array.isArray(c.schema.required) && c.schema.required.length > 0);

const hasRange = (operation: Operation) =>
  operation.parameters.some((p) => scalarMutations(p.schema).some((m) => m.rule === 'minimum' || m.rule === 'maximum')) ||
  (operation.requestBody?.contents ?? []).some((c) => mutationsOf(c.schema).some((m) => m.rule === 'minimum' || m.rule === 'maximum'));

// One operation per mistake, chosen from the contract as it stands, each a different one.
const chosen = new Set<string>();
function pick(description: string, fits: (operation: Operation) => boolean, preferLast = false): string {
  const candidates = operations.filter((op) => fits(op) && !chosen.has(op.id));
  const operation = preferLast ? candidates.at(-1) : candidates[0];
  if (!operation) throw new Error(`No operation in openapi.yaml fits the ${description} mistake`);
  chosen.add(operation.id);
  return operation.id;
}
type Expected = { mistake: Mistake; rule: RegExp; location: RegExp; label?: RegExp };
const caughtMistakes: Expected[] = [
  { mistake: { kind: 'wrong-type', operationId: pick('wrong-type', breakable('wrong-type')) }, rule: /^type$/, location: /^response\.body\./ },
  { mistake: { kind: 'missing-required', operationId: pick('missing-required', breakable('missing-required'), true) }, rule: /^required$/, location: /^response\.body/ },
  { mistake: { kind: 'undocumented-status', operationId: pick('undocumented-status', (op) => op.responses.some((r) => r.status.startsWith('2'))) }, rule: /^status-documented$/, location: /^response$/ },
  { mistake: { kind: 'server-error-on-bad-input', operationId: pick('server-error-on-bad-input', hasRequiredJsonBody) }, rule: /^no-5xx-on-invalid-request$/, location: /^response\.status$/ },
  { mistake: { kind: 'accepts-invalid-input', operationId: pick('accepts-invalid-input', hasRequiredJsonBody) }, rule: /^reject-invalid-request$/, location: /^response\.status$/ },
  {
    mistake: { kind: 'server-error-on-valid-request', operationId: pick('server-error-on-valid-request', (op) => op.responses.some((r) => r.status === '500')) },
    rule: /^not-a-server-error$/,
    location: /^response\.status$/,
  },
  { mistake: { kind: 'accepts-missing-csrf', operationId: pick('accepts-missing-csrf', (op) => op.securityHeaders.length > 0) }, rule: /^csrf-(required|wrong-token)$/, location: /^response\.status$/, label: /^request without the X-CSRF-TOKEN header$/ },
  // The calendar's postcode is its only patterned input, so its pattern request is the postcode's.
  { mistake: { kind: 'accepts-bad-postcode', operationId: pick('accepts-bad-postcode', (op) => op.id === 'getCalendar') }, rule: /^reject-invalid-request$/, location: /^response\.status$/, label: /^pattern broken at query\.postcode$/ },
  { mistake: { kind: 'accepts-out-of-range', operationId: pick('accepts-out-of-range', hasRange) }, rule: /^reject-invalid-request$/, location: /^response\.status$/, label: /^(minimum|maximum) broken at / },
];
const missingEndpoint = pick('missing-endpoint', (op) => op.parameters.some((p) => p.in === 'path'), true);
const notYetBuilt = pick('not-implemented', (op) => op.parameters.some((p) => p.in === 'path'), true);
const mistakes: Mistake[] = [...caughtMistakes.map((m) => m.mistake), { kind: 'missing-endpoint', operationId: missingEndpoint }, { kind: 'not-implemented', operationId: notYetBuilt }];
/** Sound operations checked beside the broken ones: the first two the contract lists that no mistake breaks. */
const neighbours = operations.filter((op) => !chosen.has(op.id)).slice(0, 2).map((op) => op.id);
const errorOnValid = caughtMistakes.find((m) => m.mistake.kind === 'server-error-on-valid-request')!.mistake.operationId;

/**
 * The blind spots a backend team met, each made by one operation of one stateful backend, with the
 * operation whose report must name it, the check, the rule and the request.
 */
const blindSpots: { mistake: Mistake; on: string; check: string; rule: RegExp; label: RegExp }[] = [
  { mistake: { kind: 'ignores-required', field: 'step', operationId: 'createOrder' }, on: 'createOrder', check: 'negative_data_rejection', rule: /^reject-invalid-request$/, label: /^required broken at body\.step$/ },
  { mistake: { kind: 'ignores-required', field: 'postcode', operationId: 'submitQuoteAnswers' }, on: 'submitQuoteAnswers', check: 'negative_data_rejection', rule: /^reject-invalid-request$/, label: /^required broken at body\.postcode \(quoteType=[a-z-]+\)$/ },
  { mistake: { kind: 'accepts-wrong-csrf', operationId: 'recordJourney' }, on: 'recordJourney', check: 'ignored_auth', rule: /^csrf-wrong-token$/, label: /^request with a wrong X-CSRF-TOKEN/ },
  { mistake: { kind: 'ignores-idempotency-reuse', operationId: 'saveLandlordAddress' }, on: 'saveLandlordAddress', check: 'idempotency', rule: /^idempotency-key-reuse$/, label: /^another valid body with the first request's Idempotency-Key/ },
  { mistake: { kind: 'server-error-on-value', field: 'postcode', value: 'BT7 1NN', operationId: 'getCalendar' }, on: 'getCalendar', check: 'not_a_server_error', rule: /^not-a-server-error$/, label: /^variant: .*postcode=BT7 1NN/ },
  { mistake: { kind: 'server-error-on-value', field: 'step', value: 'certifications', operationId: 'updateOrder' }, on: 'updateOrder', check: 'not_a_server_error', rule: /^not-a-server-error$/, label: /^variant: .*step=certifications/ },
  { mistake: { kind: 'order-not-loadable', operationId: 'loadOrder' }, on: 'createOrder', check: 'ensure_resource_availability', rule: /^resource-available$/, label: /^ensure_resource_availability: loadOrder after createOrder answered 201$/ },
];
/** Sound operations beside them: the order's delete (use_after_free) and a multipart upload (for the curl lines). */
const blindSpotNeighbours = ['deleteOrderItems', 'storeSurveyImage'];

const backends: { close(): Promise<void> }[] = [];
// Ports the OS picks: the suite can run beside a dev server, another checkout or a real backend.
// A backend binds port 0 itself, so two runs starting at once never get the same port.
async function backendWith(options: Omit<BackendOptions, 'spec' | 'port'>) {
  const backend = await startReferenceBackend({ spec, port: 0, ...options });
  backends.push(backend);
  return backend;
}
const PARTIAL_TOKEN = 'partial-session-token';
/** The six operations the partial backend has built. */
const BUILT = ['submitQuoteAnswers', 'loadSavedQuote', 'getCalendar', 'createOrder', 'loadOrder', 'trackOrder'];
async function partialBackend(options: Omit<PartialOptions, 'spec' | 'token'> = {}) {
  const backend = await startPartialBackend({ spec, token: PARTIAL_TOKEN, ...options });
  backends.push(backend);
  return backend;
}
type DirectRun<B extends { url: string } = { url: string }> = { report: ContractReport; text: string; backend: B };
/**
 * The check through its API, as the command runs it but without starting a process: one generated
 * valid request and the fixed requests by default (the tests that need the command's default of
 * three say so), the reference backend's token unless told.
 */
async function checkDirectly<B extends { url: string }>(backend: B, check: Partial<CheckOptions> = {}): Promise<DirectRun<B>> {
  const report = await runContractCheck({ spec, backend: backend.url, runs: 1, seed, headers: { 'X-CSRF-TOKEN': REFERENCE_TOKEN }, only: [], ...check });
  return { report, text: formatReport(report), backend };
}
afterAll(async () => {
  await Promise.all(backends.map((backend) => backend.close()));
});

const tokenOperations = ['getCalendar', 'trackOrder'];
let tokenRefused: DirectRun;
let seeded: DirectRun;
let selectedChecks: CommandRun;
let unreachable: Omit<CommandRun, 'report'> & { url: string };
let blind: DirectRun<RunningBackend>;
const received: ReceivedRequest[] = [];

const allFailures = (report: ContractReport) =>
  report.operations.flatMap((op) => op.requests.flatMap((r) => r.failures.map((f) => `${op.operationId} ${r.label}: ${f.location} [${f.rule}] ${f.message}`)));

let stateless: DirectRun;
let stateful: DirectRun;
let partial: CommandRun;
let partial404: DirectRun;
const partialJunitPath = path.join(outDir, 'partial.xml');
const partialRuns = new Map<PartialBug, DirectRun>();
let slowCalendar: DirectRun;
let withoutLinks: DirectRun;
let mistaken: DirectRun<RunningBackend>;
/** The calendar's delay in the slow-calendar server, in milliseconds. */
const SLOW_MS = 300;

/**
 * The bugs a backend team made in its partial server, one at a time, each with the operation, check
 * and request that must name it, and the operations checked (those it breaks, and those that give
 * them their identifiers). The server that reads a product with Number() has priced only EV quotes
 * so far: the check finds the quote type it answers whatever the seed draws.
 */
const partialBugs: { bug: PartialBug; on: string[]; over: string[]; check: string; rule: RegExp; label: RegExp; server?: Omit<PartialOptions, 'spec' | 'token' | 'bug'> }[] = [
  { bug: 'unknown-order-answers-another', on: ['loadOrder', 'trackOrder'], over: ['submitQuoteAnswers', 'createOrder', 'loadOrder', 'trackOrder'], check: 'identifier_conformance', rule: /^unknown-identifier-not-found$/, label: /^path\.order \S+, an identifier the backend never issued$/ },
  { bug: 'date-parse', on: ['getCalendar', 'createOrder'], over: ['submitQuoteAnswers', 'getCalendar', 'createOrder'], check: 'negative_data_rejection', rule: /^reject-invalid-request$/, label: /^(date|spaces) at (query\.date|body\.fitting_date): ".+" \(.*shrunk from .*fast-check seed \d+, path [\d:]*\)$/ },
  { bug: 'html-404', on: ['loadOrder', 'trackOrder'], over: ['submitQuoteAnswers', 'createOrder', 'loadOrder', 'trackOrder'], check: 'content_type_conformance', rule: /^content-type-documented$/, label: /an identifier the backend never issued$/ },
  { bug: 'case-insensitive-type', on: ['getCalendar'], over: ['getCalendar'], check: 'negative_data_rejection', rule: /^reject-invalid-request$/, label: /^case at query\.type: "/ },
  { bug: 'product-as-string', on: ['createOrder'], over: ['submitQuoteAnswers', 'createOrder'], check: 'negative_data_rejection', rule: /^reject-invalid-request$/, label: /^as-string at body\.product: "\d+"/, server: { quoteTypes: ['ev'] } },
];

// One run of the check per server, all started at once and shared by every assertion about that
// server. The command itself (a process through tsx) runs only where a test is about the command:
// its flags, its exit status and the files it writes. The correct stateful backend gets the whole
// contract at the command's defaults (three generated requests), on its own seed; every other run
// checks the operations its assertions are about, with one generated request at most.
beforeAll(async () => {
  const contractWithoutLinks = path.join(outDir, 'openapi-without-links.yaml');
  const document = parse(readFileSync(spec, 'utf8')) as { paths: Record<string, Record<string, { responses?: Record<string, { links?: unknown }> }>> };
  for (const item of Object.values(document.paths)) for (const operation of Object.values(item)) for (const response of Object.values(operation.responses ?? {})) delete response.links;
  writeFileSync(contractWithoutLinks, stringify(document));
  await Promise.all([
    (async () => {
      const backend = await partialBackend();
      partial = await runCheck(backend.url, 'partial', ['--header', `X-CSRF-TOKEN: ${PARTIAL_TOKEN}`, '--allow-not-implemented', '--junit', partialJunitPath, '--runs', '1'], seed + 15_485_863);
    })(),
    (async () => {
      const backend = await backendWith({});
      selectedChecks = await runCheck(backend.url, 'selected-checks', [...WITH_TOKEN, '--operation', 'getCalendar', '--runs', '0', '--exclude-checks', 'negative_data_rejection,ignored_auth', '--max-response-time', '0.0001']);
    })(),
    (async () => {
      const url = `http://127.0.0.1:${await freePort()}`;
      unreachable = { url, ...(await runCheck(url, 'unreachable', ['--runs', '0'])) };
    })(),
    (async () => void (stateful = await checkDirectly(await backendWith({ stateful: true }), { runs: 3, seed: seed + 7919 })))(),
    (async () => {
      // Stateless, it answers any identifier: the reads an order and a quote lead to, and what feeds them.
      const backend = await backendWith({});
      stateless = await checkDirectly(backend, { only: ['submitQuoteAnswers', 'createOrder', 'loadSavedQuote', 'loadOrder', 'trackOrder', 'getCalendar'] });
      // The same server, asked without the session's token.
      tokenRefused = await checkDirectly(backend, { only: tokenOperations, runs: 0, headers: {} });
    })(),
    (async () => {
      const backend = await backendWith({ stateful: true, mistakes: blindSpots.map((b) => b.mistake), received });
      blind = await checkDirectly(backend, { seed: seed + 104_729, only: [...new Set([...blindSpots.map((b) => b.mistake.operationId), ...blindSpotNeighbours])] });
    })(),
    (async () => {
      const backend = await backendWith({ stateful: true });
      withoutLinks = await checkDirectly(backend, { spec: contractWithoutLinks, only: ['submitQuoteAnswers', 'createOrder', 'loadOrder'], runs: 0 });
    })(),
    // Stateless, this backend answers any identifier: identifier_conformance is proved on the stateful and partial ones.
    (async () => void (mistaken = await checkDirectly(await backendWith({ mistakes }), { only: [...mistakes.map((m) => m.operationId), ...neighbours], excludeChecks: ['identifier_conformance'] })))(),
    (async () => void (partial404 = await checkDirectly(await partialBackend({ unbuilt: '404' }), { headers: { 'X-CSRF-TOKEN': PARTIAL_TOKEN }, runs: 0 })))(),
    ...partialBugs.map(async ({ bug, over, server }) => void partialRuns.set(bug, await checkDirectly(await partialBackend({ bug, ...server }), { headers: { 'X-CSRF-TOKEN': PARTIAL_TOKEN }, only: over }))),
    (async () => {
      const backend = await partialBackend({ bug: 'slow-calendar', slowMs: SLOW_MS });
      slowCalendar = await checkDirectly(backend, { headers: { 'X-CSRF-TOKEN': PARTIAL_TOKEN }, only: ['getCalendar'], runs: 0, checks: ['status_code_conformance'] });
    })(),
    (async () => {
      const backend = await backendWith({ stateful: true, seededOrders: ['QSEEDED42'] });
      seeded = await checkDirectly(backend, { only: ['loadOrder', 'uploadOrderDocuments'], runs: 0, params: { order: 'QSEEDED42', type: 'boiler' } });
    })(),
  ]);
}, 300_000);

describe('contract check against the reference backend', () => {
  it('passes the strict stateful backend at the defaults: every operation exercised, nothing broken', () => {
    const { report, text } = stateful;
    expect(report.unexercised, onSeed).toEqual([]);
    expect(allFailures(report), onSeed).toEqual([]);
    expect(report.warnings, onSeed).toEqual([]);
    expect(report.passed, onSeed).toBe(true);
    expect(text).not.toMatch(/AUTHENTICATION/);
    expect(text).toMatch(new RegExp(`^PASSED: ${operations.length} of ${operations.length} operations implemented, `, 'm'));
  });

  it('sends every read an identifier the backend never issued: the stateful backend answers 404, the stateless one is caught answering it', () => {
    const unknown = stateful.report.operations.flatMap((op) => op.requests.filter((r) => r.kind === 'unknown').map((r) => [op.operationId, r.status]));
    expect(unknown).toEqual(expect.arrayContaining([['loadOrder', 404], ['trackOrder', 404], ['loadSavedQuote', 404], ['loadCheckoutForQuote', 404]]));
    expect(unknown.every(([, status]) => status === 404)).toBe(true);
    // A stateless server answers any well-formed identifier, and its fixed answers are about other ones: that, and nothing else, is what it breaks.
    expect(stateless.report.passed).toBe(false);
    const checks = new Set(stateless.report.operations.flatMap((op) => op.requests.flatMap((r) => r.failures.map((f) => f.check))));
    expect([...checks], onSeed).toEqual(['identifier_conformance']);
    expect(stateless.report.operations.find((op) => op.operationId === 'loadOrder')!.requests.find((r) => r.kind === 'unknown')!.failures.map((f) => f.rule)).toEqual(['unknown-identifier-not-found']);
    expect(stateless.report.unexercised).toEqual([]);
  });

  it('passes a correct partial backend with --allow-not-implemented: the rest listed once, never followed, never blamed, skipped in JUnit', () => {
    const { report, stdout, code } = partial;
    expect(allFailures(report), onSeed).toEqual([]);
    expect(code, onSeed).toBe(0);
    expect(report.notImplemented.length).toBe(operations.length - BUILT.length);
    expect(stdout).toMatch(new RegExp(`^PASSED: ${BUILT.length} of ${operations.length} operations implemented, ${BUILT.length} exercised, `, 'm'));
    for (const id of report.notImplemented) expect(stdout.split(`(${id})`).length + stdout.split(` ${id} `).length - 2, id).toBe(1);
    // The created order's links lead to operations not built: not followed, and createOrder is not blamed.
    const createOrder = report.operations.find((op) => op.operationId === 'createOrder')!;
    expect(createOrder.requests.filter((r) => r.kind === 'stateful').map((r) => r.label)).toEqual(expect.arrayContaining([expect.stringMatching(/^ensure_resource_availability: loadOrder after createOrder/), expect.stringMatching(/^ensure_resource_availability: trackOrder after createOrder/)]));
    expect(createOrder.skipped).toContain('ensure_resource_availability: uploadOrderDocuments after createOrder answered 201: uploadOrderDocuments is not implemented, so not followed');
    expect(createOrder.requests.some((r) => /uploadOrderDocuments|loadSurvey|priceMatchDocuments/.test(r.label))).toBe(false);
    expect(stdout.split('\n').length, stdout).toBeLessThan(80);
    const xml = readFileSync(partialJunitPath, 'utf8');
    expect(xml).toMatch(new RegExp(`<testsuites name="contract-check" tests="${operations.length}" failures="0" skipped="${operations.length - BUILT.length}"`));
    expect(xml).toContain('<testcase name="POST /payment/stripe-intent (createStripeIntent)" classname="contract-check.payment">\n      <skipped message="not implemented: the backend answered 501');
  });

  it('without --allow-not-implemented, a partial backend whose other routes are a framework 404 fails, saying what is implemented', () => {
    const { report, text: stdout } = partial404;
    expect(report.passed).toBe(false);
    expect(allFailures(report), onSeed).toEqual([]);
    expect(report.notImplemented.length).toBe(operations.length - BUILT.length);
    expect(report.unexercised.sort()).toEqual([...report.notImplemented].sort());
    expect(stdout).toMatch(/^Not implemented \(501, or 404 to every request\), each fails the run \(--allow-not-implemented lets it pass\); no link is followed to them: \d+$/m);
    expect(stdout).toMatch(/^ {2}- recordJourney POST \/journey: not implemented: every request got 404 \(404 x\d+\), whatever it carried: no route for POST \/journey$/m);
    expect(stdout).toMatch(new RegExp(`^FAILED: ${BUILT.length} of ${operations.length} operations implemented, `, 'm'));
  });

  it('takes a saved quote\'s type from the answer that made its reference, so a strict server finds it on any seed', () => {
    for (const run of [partial, partial404, stateful]) {
      const load = run.report.operations.find((op) => op.operationId === 'loadSavedQuote')!;
      expect(load.exercised, onSeed).toBe(true);
      const example = load.requests.find((r) => r.kind === 'example')!;
      expect(example.journey).toEqual([expect.stringMatching(/^path\.type <- \$request\.path\.type of submitQuoteAnswers \(link LoadSavedQuote\)$/), expect.stringMatching(/^path\.quote <- \$response\.body#\/quote\/quote_id of submitQuoteAnswers \(link LoadSavedQuote\)$/)]);
      expect(new Set(example.needs.map((n) => n.requestId)).size).toBe(1);
    }
  });

  it.each(partialBugs)('catches the partial backend\'s $bug on any seed, in $on, named as $check', ({ bug, on, check, rule, label }) => {
    const { report } = partialRuns.get(bug)!;
    const failing = report.operations.filter((op) => op.requests.some((r) => r.failures.length > 0)).map((op) => op.operationId);
    expect(failing.sort(), onSeed).toEqual([...on].sort());
    for (const id of on) {
      const requests = report.operations.find((op) => op.operationId === id)!.requests.filter((r) => r.failures.length > 0);
      expect(requests.some((r) => label.test(r.label) && r.failures.some((f) => f.check === check && rule.test(f.rule))), `${onSeed}\n${requests.map((r) => `${r.label} ${r.failures.map((f) => f.rule)}`).join('\n')}`).toBe(true);
    }
  });

  it('orders from a quote the server priced, when it prices one quote type and the example is another', () => {
    const { report } = partialRuns.get('product-as-string')!;
    const quotes = report.operations.find((op) => op.operationId === 'submitQuoteAnswers')!;
    expect(quotes.requests.find((r) => r.kind === 'example')!.status).toBe(501);
    expect(quotes.exercised, onSeed).toBe(true);
    const order = report.operations.find((op) => op.operationId === 'createOrder')!.requests[0]!;
    expect(order.status, onSeed).toBe(201);
    const answered = quotes.requests.find((r) => r.id === order.needs.find((need) => need.name === 'quote_id')!.requestId)!;
    expect([answered.url, answered.status]).toEqual(['/quote/results/ev', 200]);
  });

  it('reproduces a failure that needed earlier requests with all of them, in order, with fresh Idempotency-Keys', async () => {
    const { report } = partialRuns.get('product-as-string')!;
    const broken = report.operations.find((op) => op.operationId === 'createOrder')!.requests.find((r) => r.failures.length > 0)!;
    expect(broken.reproduction, onSeed).toMatch(/^K1=\$\(node -p 'crypto\.randomUUID\(\)'\)\n# 1\. .*\nR1=\$\(curl -s -X POST '[^']+\/quote\/results\/ev' /);
    expect(broken.reproduction).not.toContain(broken.wire.headers.find(([name]) => name === 'idempotency-key')![1]);
    // Run on its own, the script creates a fresh quote, then the order the server should have refused.
    const output = await new Promise<string>((resolve, reject) => execFile('sh', ['-c', broken.reproduction!], { cwd: outDir }, (error, stdout) => (error ? reject(error) : resolve(stdout))));
    expect(output).toMatch(/^HTTP\/1\.1 201 /);
    expect(formatReport(report)).toContain('reproduce, every request it needed in order (fresh Idempotency-Keys):');
  });

  it('shows the slowest operations on every run, at the defaults', () => {
    const { report, text } = slowCalendar;
    expect(allFailures(report)).toEqual([]);
    const [calendar] = slowest(report);
    expect(calendar!.operationId).toBe('getCalendar');
    expect(calendar!.median).toBeGreaterThanOrEqual(SLOW_MS);
    expect(text).toMatch(new RegExp(`^Slowest operations \\(median and worst answer\\):\\n {2}getCalendar +${Math.round(calendar!.median)} ms +${Math.round(calendar!.worst)} ms`, 'm'));
  });

  it('covers every operation with examples, generated valid requests, variants, negatives, a missing and a wrong CSRF token, and an undocumented method', () => {
    const { report } = stateful;
    expect(report.operations.map((op) => op.operationId).sort()).toEqual(operations.map((op) => op.id).sort());
    for (const operation of report.operations) {
      const kinds = new Set(operation.requests.map((r) => r.kind));
      expect(kinds, operation.operationId).toContain('example');
      expect(kinds, operation.operationId).toContain('generated-valid');
      expect(operation.requests.every((r) => r.reachedBackend), operation.operationId).toBe(true);
      const auth = operation.requests.filter((r) => r.kind === 'auth');
      expect(auth.map((r) => [r.label, r.status]), operation.operationId).toEqual([
        ['request without the X-CSRF-TOKEN header', 401],
        ['request with a wrong X-CSRF-TOKEN (contract-check-wrong-token)', 401],
      ]);
      const labels = operation.requests.filter((r) => r.kind === 'negative').map((r) => r.label);
      expect(labels.length, operation.operationId).toBe(new Set(labels).size);
    }
    const negatives = report.operations.flatMap((op) => op.requests.filter((r) => r.kind === 'negative'));
    expect(negatives.every((r) => r.status >= 400 && r.status < 500)).toBe(true);
    const classes = new Set(negatives.map((r) => r.label.split(' ')[0]));
    for (const rule of ['required', 'type', 'enum', 'format', 'pattern', 'minimum', 'maximum', 'minLength', 'maxLength']) expect(classes, rule).toContain(rule);
    // Every path gets one method it does not document, refused.
    const methods = report.operations.flatMap((op) => op.requests.filter((r) => r.kind === 'method'));
    expect(methods.length).toBe(new Set(operations.map((op) => op.path)).size);
    expect(methods.every((r) => [404, 405].includes(r.status))).toBe(true);
  });

  it('breaks every required field of every oneOf branch, every required header and every enum, each in its own request', () => {
    const labelsOf = (id: string) => stateful.report.operations.find((op) => op.operationId === id)!.requests.filter((r) => r.kind === 'negative').map((r) => r.label);
    const quote = operations.find((op) => op.id === 'submitQuoteAnswers')!;
    const quoteLabels = labelsOf('submitQuoteAnswers');
    for (const branch of quote.requestBody!.contents[0]!.schema.oneOf as { properties: { quoteType: { const?: string; enum?: string[] } }; required: string[] }[]) {
      const kind = branch.properties.quoteType.const ?? branch.properties.quoteType.enum![0]!;
      for (const field of branch.required) expect(quoteLabels, `${kind} ${field}`).toContain(`required broken at body.${field} (quoteType=${kind})`);
    }
    expect(quoteLabels).toContain('required broken at header.Idempotency-Key');
    const orderLabels = labelsOf('createOrder');
    for (const field of ['quote_id', 'fitting_date', 'fitting_date_cost', 'product', 'step']) expect(orderLabels).toContain(`required broken at body.${field}`);
    expect(orderLabels).toContain('enum broken at body.step');
    expect(labelsOf('getCalendar')).toEqual(expect.arrayContaining(['enum broken at query.type', 'pattern broken at query.postcode', 'format broken at query.date']));
  });

  it('varies every enum value and every postcode shape in valid requests, and each quote type goes to its own path', () => {
    // The variants and the example between them (a variant equal to the example is not sent twice).
    const calendar = stateful.report.operations.find((op) => op.operationId === 'getCalendar')!.requests.filter((r) => r.kind === 'variant' || r.kind === 'example');
    const sent = calendar.map((r) => new URL(r.url, 'http://x').searchParams);
    expect(new Set(sent.map((q) => q.get('postcode')))).toEqual(new Set(['LS6 2AB', 'M1 1AE', 'B33 8TH', 'CR2 6XH', 'DN55 1PT', 'W1A 0AX', 'EC1A 1BB', 'EH1 2NG', 'CF10 1EP', 'BT7 1NN', 'IV2 3HG', 'sw1a1aa']));
    expect(new Set(sent.map((q) => q.get('type')))).toEqual(new Set(['aircon', 'battery', 'boiler', 'ev', 'heat_pump', 'solar', 'boiler_service']));
    for (const request of stateful.report.operations.find((op) => op.operationId === 'submitQuoteAnswers')!.requests.filter((r) => r.label.includes('quoteType='))) {
      const kind = /quoteType=([a-z-]+)/.exec(request.label)![1];
      expect(request.url, request.label).toMatch(new RegExp(`^/quote/results/${kind}$`));
    }
  });

  it('takes values that belong together from one answer, and orders an order before its survey', () => {
    const createOrder = stateful.report.operations.find((op) => op.operationId === 'createOrder')!;
    const [quoteNote, productNote] = ['body.quote_id <- ', 'body.product <- '].map((start) => createOrder.requests[0]!.journey.find((note) => note.startsWith(start)));
    expect(quoteNote, onSeed).toBe('body.quote_id <- $response.body#/quote/quote_id of submitQuoteAnswers (link CreateOrder)');
    expect(productNote, onSeed).toBe('body.product <- $response.body#/products/0/id of submitQuoteAnswers (link CreateOrder)');
    const [quoteFrom, productFrom] = ['quote_id', 'product'].map((name) => createOrder.requests[0]!.needs.find((need) => need.name === name)!.requestId);
    expect(quoteFrom).toBe(productFrom);
    const loadSurvey = stateful.report.operations.find((op) => op.operationId === 'loadSurvey')!;
    expect(loadSurvey.requests[0]!.journey).toContain('query.quote_id <- $response.body#/order/quote_id of createOrder (link LoadSurvey)');
  });

  it('sends the same negative requests whatever the seed', () => {
    const negativesOf = (report: ContractReport) => report.operations.map((op) => `${op.operationId}: ${op.requests.filter((r) => r.kind === 'negative').map((r) => r.label).join(', ')}`);
    expect(stateful.report.seed).not.toBe(stateless.report.seed);
    const checkedInBoth = (report: ContractReport) => ({ ...report, operations: report.operations.filter((op) => stateless.report.operations.some((other) => other.operationId === op.operationId)) });
    expect(negativesOf(checkedInBoth(stateful.report))).toEqual(negativesOf(stateless.report));
    expect(negativesOf(stateless.report).find((line) => line.startsWith('getCalendar:'))).toContain('pattern broken at query.postcode');
  });

  it('follows the links in openapi.yaml: the stateful backend gets the order reference, never the integer order id', () => {
    const journeys = stateful.report.operations.flatMap((op) => op.requests.flatMap((r) => r.journey.map((note) => `${op.operationId}: ${note}`)));
    expect(journeys).toContain('loadOrder: path.order <- $response.body#/order/quote_id of createOrder (link LoadOrder)');
    expect(stateful.report.operations.find((op) => op.operationId === 'loadOrder')!.requests[0]!.url).toMatch(/^\/order\/QX\d+/);
  });

  it('without the links, warns that an integer fills {order}, says why the order operations were never exercised and how to seed one', () => {
    const { report, text: stdout } = withoutLinks;
    // The server is correct; what the contract lacks is a warning, not the server's failure.
    expect(report.passed).toBe(true);
    expect(report.operations.find((op) => op.operationId === 'loadOrder')!.refusalMayBeRight).toBe(true);
    expect(stdout).toMatch(/^WARNING loadOrder: path parameter \{order\} \(string.*filled from a value of another type \(order <- order\.id from \w+\).*--param order=VALUE/m);
    const loadOrder = report.operations.find((op) => op.operationId === 'loadOrder')!;
    expect(loadOrder.exercised).toBe(false);
    expect(loadOrder.notImplemented).toBe(false);
    expect(loadOrder.notExercisedBecause).toMatch(/^every valid request got 404 x\d+: the identifiers sent were not found; give an identifier your backend knows with --param order=VALUE$/);
    expect(stdout).toMatch(/^ {5}never exercised: every valid request got 404/m);
    expect(stdout).toMatch(/^ {11}reproduce: curl -i -X POST 'http:\/\/127\.0\.0\.1:\d+\/order\/7\d{3}'/m);
  });

  it('writes a JUnit report: one test case per operation, none failed for the correct backend', () => {
    const xml = junitReport(stateful.report);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<testsuites name="contract-check" tests="\d+" failures="0"/);
    expect(xml.match(/<testcase /g)).toHaveLength(operations.length);
    expect(xml).toContain('<testcase name="POST /order/{order} (loadOrder)" classname="contract-check.order"></testcase>');
    expect(xml).not.toContain('<failure');
  });

  it('blames only the operations with a mistake', () => {
    const { report } = mistaken;
    expect(report.passed).toBe(false);
    expect(report.operations.map((op) => op.operationId).sort()).toEqual([...mistakes.map((m) => m.operationId), ...neighbours].sort());
    const failing = report.operations.filter((op) => op.requests.some((r) => r.failures.length > 0)).map((op) => op.operationId);
    expect(failing.sort(), onSeed).toEqual(caughtMistakes.map((m) => m.mistake.operationId).sort());
    expect(report.unexercised.sort(), onSeed).toEqual([missingEndpoint, notYetBuilt, errorOnValid].sort());
    expect(report.notImplemented.sort(), onSeed).toEqual([missingEndpoint, notYetBuilt].sort());
    expect(report.summary.notImplemented).toBe(2);
  });

  it.each(caughtMistakes)('catches $mistake.kind and names the operation, the rule and the value received', ({ mistake, rule, location, label }) => {
    const { report, text } = mistaken;
    const operation = report.operations.find((op) => op.operationId === mistake.operationId)!;
    const caught = operation.requests.filter((r) => r.failures.some((f) => rule.test(f.rule) && location.test(f.location) && f.received !== undefined) && (!label || label.test(r.label)));
    expect(caught.length, `${onSeed}\n${JSON.stringify(operation.requests.filter((r) => r.failures.length > 0), null, 1)}`).toBeGreaterThan(0);
    // Every failure in this operation is the mistake's own.
    expect(operation.requests.flatMap((r) => r.failures).every((f) => rule.test(f.rule)), onSeed).toBe(true);
    expect(text).toMatch(new RegExp(`^FAIL .*\\(${mistake.operationId}\\)`, 'm'));
    // The report shows each problem once, with the first request that made it and how to reproduce that one.
    const shown = problemsOf(operation).find((p) => rule.test(p.rule))!.example;
    expect(text).toContain(`BROKEN ${shown.failures[0]!.location}  [${shown.failures[0]!.check}: ${shown.failures[0]!.rule}]  `);
    expect(text).toContain(`  received: ${shown.failures[0]!.received}`);
    expect(text).toContain(shown.reproduction?.split('\n').at(-1) ?? `reproduce: ${shown.curl}`);
  });

  it('shows the value received, cut short', () => {
    const failures = mistaken.report.operations.flatMap((op) => op.requests.flatMap((r) => r.failures));
    expect(['"wrong type"', '12345']).toContain(failures.find((f) => f.rule === 'type')!.received);
    expect(failures.find((f) => f.rule === 'required')!.received!.length).toBeLessThanOrEqual(120);
    expect(failures.find((f) => f.rule === 'not-a-server-error')!.received).toBe('status 500');
  });

  it('gives a curl command that reproduces the failing request against the backend itself', async () => {
    const { report, backend } = mistaken;
    const failing = report.operations.flatMap((op) => op.requests).find((r) => r.failures.some((f) => f.rule === 'not-a-server-error'))!;
    expect(failing.curl.startsWith(`curl -i -X ${failing.method} '${backend.url}/`)).toBe(true);
    const output = await new Promise<string>((resolve, reject) =>
      execFile('sh', ['-c', failing.curl], { cwd: outDir }, (error, stdout) => (error ? reject(error) : resolve(stdout))),
    );
    expect(output).toMatch(/^HTTP\/1\.1 500 /);
  });

  it('says "not implemented" apart from "broken", and why an operation was never exercised', () => {
    const { report, text } = mistaken;
    expect(text).not.toMatch(new RegExp(`\\(${missingEndpoint}\\)`));
    expect(text).toMatch(new RegExp(`Not implemented \\(501, or 404 to every request\\), each fails the run \\(--allow-not-implemented lets it pass\\); no link is followed to them: 2\\n(  - .*\\n)*  - ${missingEndpoint} POST \\S+: not implemented: every request got 404 \\(404 x\\d+\\), whatever it carried: no route for `));
    expect(text).toMatch(new RegExp(`  - ${notYetBuilt} \\w+ \\S+: not implemented: the backend answered 501`));
    expect(text).toMatch(new RegExp(`: ${report.operations.length - 2} of ${report.operations.length} operations implemented, `));
    expect(report.operations.find((op) => op.operationId === errorOnValid)!.notExercisedBecause).toMatch(/^the backend answered a server error to every valid request \(500 x\d+\)$/);
  });
});

describe('contract check options', () => {
  it('says when authentication is the likely cause, and passes with the token given', () => {
    expect(tokenRefused.report.passed).toBe(false);
    expect(tokenRefused.text).toMatch(/^AUTHENTICATION \d+ of \d+ answers were 401, 403 or 419: authentication, not the contract, is the likely cause\. Pass a real token with --header "X-CSRF-TOKEN: <token>"/m);
    expect(tokenRefused.report.operations.map((op) => op.notExercisedBecause)).toEqual(tokenOperations.map(() => expect.stringMatching(/^the backend refused every valid request as unauthenticated \(401 x\d+\)/)));
    // The same reference backend, given its token, passes (the stateful run).
    expect(stateful.report.passed, onSeed).toBe(true);
    expect(stateful.text).not.toMatch(/AUTHENTICATION/);
  });

  it('uses an identifier the team seeded with --param, only where its schema fits', () => {
    // The backend knows no order but the seeded one, so only the seeded reference can pass.
    const loadOrder = seeded.report.operations.find((op) => op.operationId === 'loadOrder')!;
    expect(loadOrder.requests[0]!.journey).toEqual(['path.order <- --param order']);
    expect(loadOrder.requests[0]!.url).toBe('/order/QSEEDED42');
    // `type=boiler` is no upload type (photos, documents): the upload's `type` query is left to the contract.
    const upload = seeded.report.operations.find((op) => op.operationId === 'uploadOrderDocuments')!;
    expect(upload.requests[0]!.url).toBe('/order/upload/QSEEDED42');
    expect(upload.exercised).toBe(true);
    expect(seeded.report.warnings).toContain('--param type=boiler fits no parameter or field called type in the operations checked (their schemas want other values); not used.');
    expect(allFailures(seeded.report), onSeed).toEqual([]);
    expect(seeded.report.passed, onSeed).toBe(true);
  });

  it('makes the checks --checks and --exclude-checks leave, and max_response_time with --max-response-time', () => {
    const { report, stdout, code } = selectedChecks;
    // Only the slow answers broke the contract, and they fail the run.
    expect(code).toBe(1);
    expect(report.checks).not.toContain('negative_data_rejection');
    expect(report.checks).not.toContain('ignored_auth');
    expect(report.checks).toContain('max_response_time');
    expect(report.maxResponseTimeMs).toBeCloseTo(0.1);
    const [calendar] = report.operations;
    expect(calendar!.requests.some((r) => r.kind === 'negative' || r.kind === 'auth')).toBe(false);
    expect(calendar!.requests.some((r) => r.kind === 'variant')).toBe(true);
    expect(new Set(allFailures(report).map((line) => /\[(\S+)\]/.exec(line)![1]))).toEqual(new Set(['max-response-time']));
    expect(stdout).toMatch(/^Checks: not_a_server_error, status_code_conformance, .*max_response_time \(max response time 0.0001 s\)$/m);
  });

  it('exits 2 with a clear message when nothing answers at the backend URL', () => {
    expect(unreachable.code).toBe(2);
    expect(unreachable.stderr).toContain(`Nothing answers at ${unreachable.url}`);
  });
});

describe('contract check blind spots', () => {
  it.each(blindSpots)('catches $mistake.kind in $mistake.operationId on any seed, named as $check', ({ on, check, rule, label }) => {
    const operation = blind.report.operations.find((op) => op.operationId === on)!;
    const caught = operation.requests.filter((r) => label.test(r.label) && r.failures.some((f) => f.check === check && rule.test(f.rule)));
    expect(caught.length, `${onSeed}\n${operation.requests.map((r) => `${r.status} ${r.label} ${r.failures.map((f) => f.rule).join(',')}`).join('\n')}`).toBeGreaterThan(0);
    expect(blind.text).toContain(`[${check}: ${caught[0]!.failures.find((f) => rule.test(f.rule))!.rule}]`);
  });

  it('blames only the operations with a blind spot; a created order not loadable is broken, not "not implemented"', () => {
    const { report } = blind;
    const failing = report.operations.filter((op) => op.requests.some((r) => r.failures.length > 0)).map((op) => op.operationId);
    expect(failing.sort(), onSeed).toEqual([...new Set(blindSpots.map((b) => b.on))].sort());
    expect(report.notImplemented).toEqual([]);
    const loadOrder = report.operations.find((op) => op.operationId === 'loadOrder')!;
    expect(loadOrder.notExercisedBecause).toMatch(/^every valid request got 404 x\d+, with an identifier your backend issued \(path\.order <- \$response\.body#\/order\/quote_id of createOrder \(link LoadOrder\)\): it does not find what it created$/);
  });

  it('shows the answer body of a refused valid request', () => {
    const loadOrder = blind.report.operations.find((op) => op.operationId === 'loadOrder')!;
    const refused = loadOrder.requests.find((r) => r.kind === 'example')!;
    expect(refused.answer).toBe(JSON.stringify({ message: 'We could not find that quote. It may have expired.' }));
    expect(blind.text).toContain(`           answer: ${refused.answer}`);
  });

  it('checks use_after_free on the order\'s add-ons: deleted, the order shows none', () => {
    const remove = blind.report.operations.find((op) => op.operationId === 'deleteOrderItems')!;
    expect(remove.exercised).toBe(true);
    // loadOrder is broken here, so the check reads nothing; the correct stateful run reads an order with no add-ons.
    const reads = stateful.report.operations.find((op) => op.operationId === 'deleteOrderItems')!.requests.filter((r) => r.label.startsWith('use_after_free: '));
    expect(reads.map((r) => [r.label, r.status])).toContainEqual(['use_after_free: loadOrder shows no order_items after deleteOrderItems', 200]);
  });

  it('gives curl lines that send exactly the bytes the check sent (JSON, multipart, query)', async () => {
    const requests = blind.report.operations.flatMap((op) => op.requests);
    const chosen = [
      requests.find((r) => r.label === 'type broken at body.(whole body)' && r.url === '/order'),
      requests.find((r) => r.url.startsWith('/quote/boiler/survey/store') || /^\/quote\/[a-z-]+\/survey\/store$/.test(r.url)),
      requests.find((r) => r.kind === 'variant' && r.url.startsWith('/calendar?')),
      requests.find((r) => r.kind === 'example' && r.url === '/order'),
    ];
    expect(chosen.every(Boolean)).toBe(true);
    for (const request of chosen as SentRequest[]) {
      const original = received.find((r) => r.id === request.id)!;
      expect(original, request.label).toBeDefined();
      const before = received.length;
      await new Promise<void>((resolve, reject) => execFile('sh', ['-c', request.curl], { cwd: outDir }, (error) => (error ? reject(error) : resolve())));
      const replayed = received.slice(before).find((r) => r.id === undefined)!;
      expect(replayed.method, request.label).toBe(original.method);
      expect(replayed.url, request.label).toBe(original.url);
      expect(replayed.body.equals(original.body), `${request.label}\n${replayed.body.toString()}\n---\n${original.body.toString()}`).toBe(true);
      for (const header of ['content-type', 'x-csrf-token', 'accept']) expect(replayed.headers[header], `${request.label} ${header}`).toEqual(original.headers[header]);
      // A key the run sent would only replay the run's answer: each reproduction sends a new one.
      if (original.headers['idempotency-key']) expect(replayed.headers['idempotency-key'], request.label).toMatch(/^[0-9a-f-]{36}$/);
      if (original.headers['idempotency-key']) expect(replayed.headers['idempotency-key'], request.label).not.toEqual(original.headers['idempotency-key']);
    }
  });
});
